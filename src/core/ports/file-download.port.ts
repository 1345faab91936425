/**
 * Saving generated text or bytes as a file the user downloads (the CSV exports, the monthly attendance sheet's PDF). The store asks for it through this
 * port, so its tests check the file without a browser.
 */
export const FileDownload = Symbol('FileDownload');
export interface FileDownload {
  /** Offers `content` as a download named `fileName`. */
  save(fileName: string, content: string | Uint8Array, mimeType: string): void;
}
