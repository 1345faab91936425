import { ApiPaths, type DataExportFormat } from '../../contract';
// From the domain, not the contract: a value of a contract file would bring TypeBox's runtime into the phone's bundle.
import { dataExportFileName } from '../../domain/data-export-file-name';
import type { CalendarDate } from '../../domain';
import type { BinaryFile, BytesApi } from '../admin/download-attendance-sheet.use-case';
import { withQuery } from '../api';

/** The type each file is saved with. */
export const DATA_EXPORT_MIME_TYPES: Record<DataExportFormat, string> = {
  json: 'application/json',
  csv: 'text/csv;charset=utf-8',
};

/** Whose data an administrator exports. */
export interface DataExportSubject {
  id: number;
  username: string;
}

/**
 * 'I miei dati' (docs/behaviour.md, "My data"): a person's data as the server writes it, JSON or CSV, kept as bytes
 * (saved as they came, the CSV's byte-order mark included) and named as the server names it, with today's date.
 */
export class ExportMyData {
  constructor(
    private readonly api: BytesApi,
    private readonly today: () => CalendarDate,
  ) {}

  /** The signed-in user's own data (`username` names the file). */
  mine(username: string, format: DataExportFormat): Promise<BinaryFile> {
    return this.download(ApiPaths.myDataExport, username, format);
  }

  /** An administrator's export of another user's data. */
  ofUser(subject: DataExportSubject, format: DataExportFormat): Promise<BinaryFile> {
    return this.download(ApiPaths.adminUserDataExport(subject.id), subject.username, format);
  }

  private async download(path: string, username: string, format: DataExportFormat): Promise<BinaryFile> {
    const content = await this.api.getBytes(withQuery(path, { format }));
    return { fileName: dataExportFileName(username, this.today(), format), content };
  }
}
