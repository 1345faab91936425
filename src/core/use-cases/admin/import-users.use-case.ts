/**
 * 'Importa utenti' (docs/user-import.md): the template download, the preview of a chosen file (each line's problems;
 * the server writes nothing), the import (all or nothing; each account with a temporary password) and the list of
 * those passwords as a CSV file built here, in the browser: the server never keeps them, and neither does this class.
 */
import { TeamPaths, type ImportedAccount, type UserImportPreview, type UserImportRequest, type UserImportResult } from '../../contract';
import type { CalendarDate } from '../../domain';
import type { FileDownload } from '../../ports';
import type { ApiClient } from '../api';
import { attachmentFileName } from './export-payroll.use-case';

export const USER_IMPORT_CSV_MIME_TYPE = 'text/csv;charset=utf-8';
/** The contract's limit (UserImportRequest: 2,000,000 characters): a file of more bytes cannot be within it. */
export const USER_IMPORT_MAX_FILE_BYTES = 2_000_000;
/**
 * The import hashes every temporary password (argon2id, deliberately slow: about 6–8 s for 1,000 accounts on a small
 * server, 40 s for the 5,000 allowed), so it may take far longer than an ordinary request before it answers.
 */
export const USER_IMPORT_TIMEOUT_MS = 180_000;

const TEMPLATE_FILE_NAME = 'modello-importazione-utenti.csv';

export class ImportUsers {
  constructor(
    private readonly api: Pick<ApiClient, 'post' | 'getTextWithHeaders'>,
    private readonly files: FileDownload,
    private readonly today: () => CalendarDate,
  ) {}

  /** 'Scarica modello': the server's template (its byte-order mark is put back by the download). */
  async downloadTemplate(): Promise<void> {
    const { content, headers } = await this.api.getTextWithHeaders(TeamPaths.userImportTemplate);
    this.files.save(attachmentFileName(headers) ?? TEMPLATE_FILE_NAME, content.replace(/^\uFEFF/, ''), USER_IMPORT_CSV_MIME_TYPE);
  }

  preview(csv: string): Promise<UserImportPreview> {
    const body: UserImportRequest = { csv };
    return this.api.post<UserImportPreview>(TeamPaths.userImportPreview, body);
  }

  /** Refused with 400 IMPORT_INVALID (its `problems`) when any line has a problem: then nothing was created. */
  import(csv: string): Promise<UserImportResult> {
    const body: UserImportRequest = { csv };
    return this.api.post<UserImportResult>(TeamPaths.userImport, body, { timeoutMs: USER_IMPORT_TIMEOUT_MS });
  }

  /** 'Scarica elenco password': 'password-temporanee-YYYY-MM-DD.csv', one line per account. */
  downloadPasswords(accounts: ImportedAccount[]): void {
    this.files.save(`password-temporanee-${this.today()}.csv`, temporaryPasswordsCsv(accounts), USER_IMPORT_CSV_MIME_TYPE);
  }
}

/**
 * The temporary passwords as a CSV for Excel in Italy (';', CRLF; the download adds the byte-order mark), each text
 * quoted when it holds ';', a quote or a line break, and one that a spreadsheet would run as a formula prefixed with
 * "'" (as the server's exports do).
 */
export function temporaryPasswordsCsv(accounts: ImportedAccount[]): string {
  const lines = [['username', 'nome', 'email', 'password_temporanea'], ...accounts.map((a) => [a.username, a.full_name, a.email, a.temporary_password])];
  return lines.map((cells) => cells.map(csvCell).join(';') + '\r\n').join('');
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
