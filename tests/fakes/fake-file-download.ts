import type { FileDownload } from '../../src/core/ports';

/** Records the files the app offers for download instead of saving them. */
export class RecordingFileDownload implements FileDownload {
  readonly files: Array<{ fileName: string; content: string | Uint8Array; mimeType: string }> = [];

  save(fileName: string, content: string | Uint8Array, mimeType: string): void {
    this.files.push({ fileName, content, mimeType });
  }
}
