/**
 * Saving generated text as a file the user downloads (the activities CSV export). The store asks for it through this
 * port, so its tests check the file without a browser.
 */
export const FileDownload = Symbol('FileDownload');
export interface FileDownload {
  /** Offers `content` as a download named `fileName`. */
  save(fileName: string, content: string, mimeType: string): void;
}
