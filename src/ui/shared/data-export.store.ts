/**
 * Downloading a person's data, JSON or CSV (docs/behaviour.md, "My data"): the employee's 'I miei dati' and an
 * administrator's 'Esporta dati' of a user. One download at a time; the last one's outcome stays until the next.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DataExportFormat } from '../../core/contract';
import type { FileDownload } from '../../core/ports';
import type { BinaryFile } from '../../core/use-cases/admin';
import { DATA_EXPORT_MIME_TYPES } from '../../core/use-cases/my-data';

export type DataExportOutcome = 'done' | 'failed';

export class DataExportStore {
  /** The format on its way, or null. */
  downloading: DataExportFormat | null = null;
  outcome: DataExportOutcome | null = null;

  constructor(
    private readonly fetchFile: (format: DataExportFormat) => Promise<BinaryFile>,
    private readonly files: FileDownload,
  ) {
    makeAutoObservable<DataExportStore, 'fetchFile' | 'files'>(this, { fetchFile: false, files: false }, { autoBind: true });
  }

  /** 'Scarica JSON' / 'Scarica CSV': the server's file saved as it came; false when nothing was saved. */
  async download(format: DataExportFormat): Promise<boolean> {
    if (this.downloading) return false;
    this.downloading = format;
    this.outcome = null;
    try {
      const file = await this.fetchFile(format);
      this.files.save(file.fileName, file.content, DATA_EXPORT_MIME_TYPES[format]);
      runInAction(() => (this.outcome = 'done'));
      return true;
    } catch {
      runInAction(() => (this.outcome = 'failed'));
      return false;
    } finally {
      runInAction(() => (this.downloading = null));
    }
  }

  /** Forgets the last outcome (the dialog closed). */
  reset(): void {
    this.outcome = null;
  }
}
