/**
 * The 'Importa utenti' dialog (docs/user-import.md):
 * - 'Scarica modello'; a chosen file is read (its name kept and shown) and previewed at once: the rows, and each
 *   line's problems in Italian ('Riga N, campo: …'); another file can be chosen at any time to fix them.
 * - 'Importa N utenti' only when the preview has no problem; a refusal (the file changed meanwhile, an account created
 *   by someone else) shows the server's problems in the same list.
 * - Once imported, the accounts and their temporary passwords, with 'Scarica elenco password'. The passwords live only
 *   in this store: closing the dialog forgets them (the view warns of it).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { UserImportPreview, UserImportProblem, UserImportResult } from '../../../../core/contract';
import { USER_IMPORT_MAX_LENGTH, type DisplayMessage, type UserImportColumn } from '../../../../core/domain';
import { errorBodyOf } from '../../../../core/use-cases/api';
import { USER_IMPORT_MAX_FILE_BYTES, type ImportUsers } from '../../../../core/use-cases/admin';
import { serverMessageOr } from '../../shared/admin-errors';

/** The file the administrator chose (a browser File is one): read here, so the core never touches the browser's. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

/** One problem as the dialog lists it. */
export interface ProblemLine {
  id: string;
  where: DisplayMessage;
  message: DisplayMessage;
}

export class UserImportStore {
  isOpen = false;
  fileName: string | null = null;
  preview: UserImportPreview | null = null;
  result: UserImportResult | null = null;
  isReading = false;
  isImporting = false;
  isDownloadingTemplate = false;
  error: DisplayMessage | null = null;
  /** The text of the file previewed: what 'Importa' sends. */
  private csv: string | null = null;
  /** Only the latest file's preview is kept (a second file chosen quickly wins). */
  private reading = 0;

  constructor(private readonly importUsers: ImportUsers) {
    makeAutoObservable<UserImportStore, 'importUsers' | 'csv' | 'reading'>(this, { importUsers: false, csv: false, reading: false }, { autoBind: true });
  }

  open(): void {
    this.reset();
    this.isOpen = true;
  }

  /** Closes and forgets everything, the passwords included; not while importing (the answer carries them). */
  close(): void {
    if (this.isImporting) return;
    this.reset();
  }

  get problems(): ProblemLine[] {
    return (this.preview?.problems ?? []).map((problem, index) => ({ id: `${index}`, where: problemPlace(problem), message: problemMessage(problem) }));
  }

  /** The file's lines that have a problem, marked in the preview's table. */
  get linesWithProblems(): ReadonlySet<number> {
    return new Set((this.preview?.problems ?? []).map((problem) => problem.line));
  }

  /** The preview's accounts, when there is one and nothing stands in the way. */
  get canImport(): boolean {
    return !!this.preview && this.preview.problems.length === 0 && this.preview.rows.length > 0 && !this.isReading && !this.isImporting && !this.result;
  }

  get accountCount(): number {
    return this.preview?.rows.length ?? 0;
  }

  async downloadTemplate(): Promise<void> {
    if (this.isDownloadingTemplate) return;
    this.isDownloadingTemplate = true;
    this.error = null;
    try {
      await this.importUsers.downloadTemplate();
    } catch (error) {
      runInAction(() => (this.error = serverMessageOr(error, 'userImport.templateError')));
    } finally {
      runInAction(() => (this.isDownloadingTemplate = false));
    }
  }

  /** Reads and previews a chosen file; a file too large to be within the limit is not sent. */
  async chooseFile(file: ChosenFile): Promise<void> {
    const reading = ++this.reading;
    this.fileName = file.name;
    this.preview = null;
    this.result = null;
    this.error = null;
    this.csv = null;
    if (file.size > USER_IMPORT_MAX_FILE_BYTES) {
      this.error = { key: 'userImport.fileTooLarge' };
      return;
    }
    this.isReading = true;
    try {
      const csv = await file.text();
      const preview = await this.importUsers.preview(csv);
      runInAction(() => {
        if (reading !== this.reading) return;
        this.csv = csv;
        this.preview = preview;
      });
    } catch (error) {
      runInAction(() => {
        if (reading === this.reading) this.error = serverMessageOr(error, 'userImport.previewError');
      });
    } finally {
      runInAction(() => {
        if (reading === this.reading) this.isReading = false;
      });
    }
  }

  /** 'Importa N utenti': resolves true once the accounts exist (the list behind can be reloaded). */
  async importAll(): Promise<boolean> {
    if (!this.canImport || this.csv === null) return false;
    this.isImporting = true;
    this.error = null;
    try {
      const result = await this.importUsers.import(this.csv);
      runInAction(() => (this.result = result));
      return true;
    } catch (error) {
      const problems = errorBodyOf(error).problems as UserImportProblem[] | undefined;
      runInAction(() => {
        if (problems?.length && this.preview) this.preview = { ...this.preview, problems };
        else this.error = serverMessageOr(error, 'userImport.importError');
      });
      return false;
    } finally {
      runInAction(() => (this.isImporting = false));
    }
  }

  /** 'Scarica elenco password'. */
  downloadPasswords(): void {
    if (this.result) this.importUsers.downloadPasswords(this.result.accounts);
  }

  private reset(): void {
    this.reading++;
    this.isOpen = false;
    this.fileName = null;
    this.preview = null;
    this.result = null;
    this.csv = null;
    this.error = null;
    this.isReading = false;
  }
}

/**
 * Where a problem is, in Italian: 'File', 'Riga 1 (intestazione)', 'Riga N' or 'Riga N, campo' (the column's name as
 * the template writes it).
 */
export function problemPlace(problem: UserImportProblem): DisplayMessage {
  if (problem.line === 0) return { key: 'userImport.where.file' };
  if (problem.line === 1 && problem.code === 'BAD_HEADER') return { key: 'userImport.where.header', params: { line: 1 } };
  if (problem.field === null) return { key: 'userImport.where.line', params: { line: problem.line } };
  return { key: 'userImport.where.field', params: { line: problem.line, field: problem.field } };
}

/**
 * What is wrong, in Italian. The header's BAD_HEADER is told apart by what it names: a missing column (its name
 * only), an unknown one (the text only) or one written twice (both).
 */
export function problemMessage(problem: UserImportProblem): DisplayMessage {
  const variant =
    problem.code !== 'BAD_HEADER' ? problem.code : problem.field === null ? 'BAD_HEADER_UNKNOWN' : problem.value === '' ? 'BAD_HEADER_MISSING' : 'BAD_HEADER_REPEATED';
  const max = problem.field ? (USER_IMPORT_MAX_LENGTH[problem.field as UserImportColumn] ?? 0) : 0;
  return { key: `userImport.problems.${variant}`, params: { field: problem.field ?? '', value: problem.value, max } };
}
