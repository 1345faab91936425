/**
 * @jest-environment node
 */
/** The 'Foglio presenze mensile' dialog (docs/behaviour.md, "Attendance report"), on a fake API of bytes. */
import { ApiPaths } from '../../../../src/core/contract';
import { DownloadAttendanceSheet, type BytesApi } from '../../../../src/core/use-cases';
import { AttendanceSheetStore, type BinaryFileDownload } from '../../../../src/ui/admin/attendance/attendance-sheet.store';
import { Deferred } from '../../../fakes';
import { GROUPS } from './attendance-world';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const MARIO = { userId: 7, username: 'mario.rossi', fullName: 'Mario Rossi' };

function sheetWorld(employee: typeof MARIO | null, groupId: number | null = null) {
  const api = { paths: [] as string[], answer: new Deferred<Uint8Array>() };
  const bytes: BytesApi = {
    getBytes: (path) => {
      api.paths.push(path);
      return api.answer.promise;
    },
  };
  const saved: Array<{ fileName: string; content: Uint8Array; mimeType: string }> = [];
  const files: BinaryFileDownload = { save: (fileName, content, mimeType) => saved.push({ fileName, content, mimeType }) };
  const sheet = new AttendanceSheetStore('2025-01', employee, groupId, GROUPS, new DownloadAttendanceSheet(bytes), files);
  return { sheet, api, saved };
}

describe('AttendanceSheetStore', () => {
  it("downloads the chosen employee's month as a PDF, saying so while the server makes it and when done", async () => {
    const { sheet, api, saved } = sheetWorld(MARIO);
    const saving = sheet.save();
    expect(sheet.status).toEqual({ key: 'attendance.sheet.downloading' });
    expect(sheet.isDownloading).toBe(true);
    expect(await sheet.save()).toBe(false); // a second press meanwhile asks nothing more
    api.answer.resolve(PDF);

    expect(await saving).toBe(true);
    expect(api.paths).toEqual([`${ApiPaths.adminAttendanceSheet}?month=2025-01&user_id=7`]);
    expect(saved).toEqual([{ fileName: 'foglio-presenze-2025-01-mario.rossi.pdf', content: PDF, mimeType: 'application/pdf' }]);
    expect(sheet.status).toEqual({ key: 'attendance.sheet.done' });
    expect(sheet.isDownloading).toBe(false);
  });

  it("downloads a group's month as one file", async () => {
    const { sheet, api, saved } = sheetWorld(MARIO, 3);
    sheet.setKind('group');
    sheet.setMonth('2024-12');
    api.answer.resolve(PDF);
    await sheet.save();
    expect(api.paths).toEqual([`${ApiPaths.adminAttendanceSheet}?month=2024-12&gruppo=3`]);
    expect(saved.map((file) => file.fileName)).toEqual(['foglio-presenze-2024-12-gruppo-3.pdf']);
  });

  it('asks for what is missing instead of downloading: a month, an employee, a group', async () => {
    const { sheet, api } = sheetWorld(null);
    expect(sheet.kind).toBe('user');
    expect(await sheet.save()).toBe(false);
    expect(sheet.fieldError).toEqual({ key: 'attendance.sheet.employeeRequired' });

    sheet.setKind('group');
    expect(await sheet.save()).toBe(false);
    expect(sheet.fieldError).toEqual({ key: 'attendance.sheet.groupRequired' });

    sheet.setGroup(4);
    sheet.setMonth('');
    expect(await sheet.save()).toBe(false);
    expect(sheet.fieldError).toEqual({ key: 'attendance.sheet.monthRequired' });
    expect(api.paths).toEqual([]);
  });

  it('says when the download fails, and saves nothing', async () => {
    const { sheet, api, saved } = sheetWorld(MARIO);
    api.answer.reject(new Error('500'));
    expect(await sheet.save()).toBe(false);
    expect(sheet.status).toEqual({ key: 'attendance.sheet.error' });
    expect(saved).toEqual([]);
  });
});
