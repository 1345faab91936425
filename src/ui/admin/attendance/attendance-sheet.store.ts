/**
 * The 'Foglio presenze mensile' dialog of 'Report Presenze' (docs/behaviour.md, "Attendance report"): a month (the
 * period's own first) and whose sheet — the chosen employee (the expanded row, else the report's 'Utente' filter) or a
 * group (the report's 'Gruppo' filter first) — then the server's PDF as a download.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Gruppo } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import { ATTENDANCE_SHEET_MIME_TYPE, type DownloadAttendanceSheet } from '../../../core/use-cases/admin';

/** Saving bytes as a file the user downloads (the FileDownload port, given bytes). */
export interface BinaryFileDownload {
  save(fileName: string, content: Uint8Array, mimeType: string): void;
}

/** The employee a sheet can be made for. */
export interface SheetEmployee {
  userId: number;
  username: string;
  fullName: string;
}

export type SheetTargetKind = 'user' | 'group';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const SHEET_DOWNLOADING: DisplayMessage = { key: 'attendance.sheet.downloading' };
export const SHEET_DONE: DisplayMessage = { key: 'attendance.sheet.done' };
export const SHEET_ERROR: DisplayMessage = { key: 'attendance.sheet.error' };

export class AttendanceSheetStore {
  month: string;
  kind: SheetTargetKind;
  groupId: number | null;
  isDownloading = false;
  /** The state of the last download: on its way, done, failed (null before the first). */
  status: DisplayMessage | null = null;
  /** A field left empty, named by a message key. */
  fieldError: DisplayMessage | null = null;

  constructor(
    month: string,
    readonly employee: SheetEmployee | null,
    groupId: number | null,
    readonly groups: readonly Gruppo[],
    private readonly download: DownloadAttendanceSheet,
    private readonly files: BinaryFileDownload,
  ) {
    this.month = month;
    this.groupId = groupId;
    // The employee's sheet first when one is chosen; the group's when only a group is.
    this.kind = employee || groupId === null ? 'user' : 'group';
    makeAutoObservable<AttendanceSheetStore, 'download' | 'files'>(
      this,
      { download: false, files: false, employee: false, groups: false },
      { autoBind: true },
    );
  }

  setMonth(month: string): void {
    this.month = month;
    this.fieldError = null;
  }

  setKind(kind: SheetTargetKind): void {
    this.kind = kind;
    this.fieldError = null;
  }

  setGroup(groupId: number | null): void {
    this.groupId = groupId;
    this.fieldError = null;
  }

  /** 'Scarica PDF': the month's sheet, saved as the server names it; false when nothing was downloaded. */
  async save(): Promise<boolean> {
    if (this.isDownloading) return false;
    const target = this.target();
    if (!target) return false;
    this.isDownloading = true;
    this.status = SHEET_DOWNLOADING;
    try {
      const file = await this.download.execute(this.month, target);
      this.files.save(file.fileName, file.content, ATTENDANCE_SHEET_MIME_TYPE);
      runInAction(() => (this.status = SHEET_DONE));
      return true;
    } catch {
      runInAction(() => (this.status = SHEET_ERROR));
      return false;
    } finally {
      runInAction(() => (this.isDownloading = false));
    }
  }

  private target() {
    if (!MONTH.test(this.month)) {
      this.fieldError = { key: 'attendance.sheet.monthRequired' };
      return null;
    }
    if (this.kind === 'user') {
      if (this.employee) return { kind: 'user' as const, userId: this.employee.userId, username: this.employee.username };
      this.fieldError = { key: 'attendance.sheet.employeeRequired' };
      return null;
    }
    if (this.groupId !== null) return { kind: 'group' as const, groupId: this.groupId };
    this.fieldError = { key: 'attendance.sheet.groupRequired' };
    return null;
  }
}
