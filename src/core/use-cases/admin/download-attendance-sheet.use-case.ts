import { ApiPaths, type AttendanceSheetQuery } from '../../contract';
import { withQuery } from '../api';

/** Whose monthly sheet: one employee, or every employee of a group in one file. */
export type AttendanceSheetTarget = { kind: 'user'; userId: number; username: string } | { kind: 'group'; groupId: number };

/** The answer of a GET as bytes (a PDF is not text: decoding it as UTF-8 would spoil it). */
export interface BytesApi {
  getBytes(path: string): Promise<Uint8Array>;
}

export interface BinaryFile {
  fileName: string;
  content: Uint8Array;
}

export const ATTENDANCE_SHEET_MIME_TYPE = 'application/pdf';

/**
 * 'Foglio presenze mensile' (docs/behaviour.md, "Monthly attendance sheet"): the server's PDF of one month for one
 * employee or a group, named as the server names it.
 */
export class DownloadAttendanceSheet {
  constructor(private readonly api: BytesApi) {}

  async execute(month: string, target: AttendanceSheetTarget): Promise<BinaryFile> {
    const query: AttendanceSheetQuery = target.kind === 'user' ? { month, user_id: target.userId } : { month, gruppo: target.groupId };
    const content = await this.api.getBytes(withQuery(ApiPaths.adminAttendanceSheet, query));
    const whose = target.kind === 'user' ? target.username : `gruppo-${target.groupId}`;
    return { fileName: `foglio-presenze-${month}-${whose}.pdf`, content };
  }
}
