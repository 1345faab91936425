/**
 * BrowserFileDownload: the FileDownload port in the browser, a Blob URL on a temporary <a download> element, clicked,
 * then released.
 */
import type { FileDownload } from '../core/ports';

export class BrowserFileDownload implements FileDownload {
  save(fileName: string, content: string | Uint8Array, mimeType: string): void {
    // The byte-order mark makes Excel read the UTF-8 accents of Italian names correctly; bytes are saved as they are.
    const blob = new Blob(typeof content === 'string' ? ['\uFEFF', content] : [content as Uint8Array<ArrayBuffer>], { type: mimeType });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Released on the next turn: some browsers start the download only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
