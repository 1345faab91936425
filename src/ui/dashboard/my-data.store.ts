/**
 * 'I miei dati' (docs/behaviour.md, "My data"), opened from the profile: the phone's drawer, the desktop's header. A
 * small dialog with 'Scarica JSON' and 'Scarica CSV'; closing it forgets the last outcome (a download on its way still
 * ends in a file).
 */
import { makeAutoObservable } from 'mobx';
import type { DataExportFormat } from '../../core/contract';
import type { FileDownload } from '../../core/ports';
import type { ExportMyData } from '../../core/use-cases/my-data';
import { DataExportStore } from '../shared/data-export.store';

export class MyDataStore {
  open = false;
  readonly files: DataExportStore;

  constructor(exportMyData: Pick<ExportMyData, 'mine'>, fileDownload: FileDownload, username: () => string) {
    this.files = new DataExportStore((format) => exportMyData.mine(username(), format), fileDownload);
    makeAutoObservable(this, { files: false }, { autoBind: true });
  }

  show(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
    this.files.reset();
  }

  /** The signed-in user's data in `format`, saved as 'i-miei-dati-<username>-<today>.<format>'. */
  download(format: DataExportFormat): Promise<boolean> {
    return this.files.download(format);
  }
}
