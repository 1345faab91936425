/** The browser download of the CSV export: a Blob URL on a clicked <a download>, released afterwards. */
import { BrowserFileDownload } from '../../src/adapters/browser-file-download';

/** jsdom's Blob has no bytes(): read it the old way. */
const readBytes = (blob: Blob) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.readAsArrayBuffer(blob);
  });

describe('BrowserFileDownload', () => {
  it('offers the text as a file with the given name and releases the URL', async () => {
    const blobs: Blob[] = [];
    const created = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv-1';
    });
    const revoked = jest.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    new BrowserFileDownload().save('attivita-2025-01-15.csv', 'id;utente\n1;mario.rossi\n', 'text/csv;charset=utf-8');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('attivita-2025-01-15.csv');
    expect(clicked[0]!.href).toBe('blob:csv-1');
    expect(clicked[0]!.isConnected).toBe(false); // removed from the page after the click
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // UTF-8 with a byte-order mark first, so spreadsheet programs read the accents right.
    const bytes = await readBytes(blobs[0]!);
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(new Uint8Array(bytes.slice(3)))).toBe('id;utente\n1;mario.rossi\n');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toHaveBeenCalledWith('blob:csv-1');
    click.mockRestore();
  });

  it('offers bytes (a PDF) as they are, with no byte-order mark', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:pdf-1'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    new BrowserFileDownload().save('foglio.pdf', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xe2]), 'application/pdf');

    expect(blobs[0]!.type).toBe('application/pdf');
    expect(await readBytes(blobs[0]!)).toEqual([0x25, 0x50, 0x44, 0x46, 0xe2]);
    click.mockRestore();
  });
});
