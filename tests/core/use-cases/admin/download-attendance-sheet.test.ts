import { ApiPaths } from '../../../../src/core/contract';
import { DownloadAttendanceSheet, type BytesApi } from '../../../../src/core/use-cases';

/** The API as bytes: records the paths asked and answers a PDF's first bytes. */
class FakeBytesApi implements BytesApi {
  readonly paths: string[] = [];
  constructor(private readonly answer: Uint8Array | Error) {}
  async getBytes(path: string): Promise<Uint8Array> {
    this.paths.push(path);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xe2, 0xe3]); // '%PDF-' then bytes that are not UTF-8

describe('DownloadAttendanceSheet', () => {
  it("asks for one employee's month and keeps the PDF's bytes as they came", async () => {
    const api = new FakeBytesApi(PDF);
    const file = await new DownloadAttendanceSheet(api).execute('2026-11', { kind: 'user', userId: 5, username: 'mario.rossi' });
    expect(api.paths).toEqual([`${ApiPaths.adminAttendanceSheet}?month=2026-11&user_id=5`]);
    expect(file).toEqual({ fileName: 'foglio-presenze-2026-11-mario.rossi.pdf', content: PDF });
  });

  it("asks for a group's month as one file", async () => {
    const api = new FakeBytesApi(PDF);
    const file = await new DownloadAttendanceSheet(api).execute('2026-02', { kind: 'group', groupId: 3 });
    expect(api.paths).toEqual([`${ApiPaths.adminAttendanceSheet}?month=2026-02&gruppo=3`]);
    expect(file.fileName).toBe('foglio-presenze-2026-02-gruppo-3.pdf');
  });

  it('passes a failure on to the screen', async () => {
    const api = new FakeBytesApi(new Error('offline'));
    await expect(new DownloadAttendanceSheet(api).execute('2026-11', { kind: 'group', groupId: 3 })).rejects.toThrow('offline');
  });
});
