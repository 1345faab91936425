/**
 * The drawing of the monthly attendance sheet (docs/behaviour.md, "Monthly attendance sheet"): a sheet whose lines
 * do not fit one page goes on over the next, with the header again, and the page numbers count within the employee.
 */
import type { DayPunch, WorkedDay } from '../../../src/core/contract';
import { buildAttendanceSheet } from '../../../server/hours/attendance-sheet.model';
import { attendanceSheetsPdf } from '../../../server/hours/attendance-sheet.pdf';
import { pdfText } from '../support/pdf-text';

async function render(...sheets: Parameters<typeof attendanceSheetsPdf>[0]): Promise<string[]> {
  const chunks: Buffer[] = [];
  const doc = attendanceSheetsPdf(sheets, { companyName: '', generatedAt: new Date('2026-11-25T08:41:00Z'), timezone: 'Europe/Rome' });
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return (await pdfText(Buffer.concat(chunks))).pages;
}

const punch = (id: number, entry_type: 'IN' | 'OUT', timestamp: string, extra: Partial<DayPunch> = {}): DayPunch => ({
  id, entry_type, timestamp, original_timestamp: null, is_added: false, is_valid: true, off_site: false, location_name: null, offline_delay_seconds: null, position_signals: [], auto_closed: false, ...extra,
});

/** A day with four corrected pairs and every flag: its line takes several text lines. */
function busyDay(date: string): WorkedDay {
  const punches = [6, 9, 12, 15].flatMap((hour, index) => [
    punch(index * 2, 'IN', `${date}T${String(hour).padStart(2, '0')}:00:00Z`, { original_timestamp: `${date}T${String(hour).padStart(2, '0')}:05:00Z` }),
    punch(index * 2 + 1, 'OUT', `${date}T${String(hour + 2).padStart(2, '0')}:00:00Z`, { original_timestamp: `${date}T${String(hour + 2).padStart(2, '0')}:07:00Z` }),
  ]);
  return { date, worked_minutes: 480, first_in: null, last_out: null, in_progress: false, flags: { missing_check_out: false, invalid: true, off_site: true, corrected: true }, punches };
}

const employee = (id: number, full_name: string) => ({ id, username: `u${id}`, full_name, employee_id: `E-${id}` });

// Drawing three pages and reading them back with pdf.js takes seconds on a loaded 2-core box: more than Jest's 5 s.
it("continues a long month on a second page with the header, the totals at its end, and numbers the employee's pages", async () => {
  const days = Array.from({ length: 31 }, (_, index) => busyDay(`2026-10-${String(index + 1).padStart(2, '0')}`));
  const busy = buildAttendanceSheet(employee(1, 'Anna Piena'), '2026-10', days, 'Europe/Rome');
  const quiet = buildAttendanceSheet(employee(2, 'Bruno Vuoto'), '2026-10', [], 'Europe/Rome');

  const pages = await render(busy, quiet);

  expect(pages.length).toBeGreaterThanOrEqual(3);
  const annaPages = pages.slice(0, -1);
  for (const [index, page] of annaPages.entries()) {
    expect(page).toContain('Foglio presenze mensile');
    expect(page).toContain('Dipendente: Anna Piena');
    expect(page).toContain(`Pagina ${index + 1} di ${annaPages.length}`);
    expect(page).toContain('Generato il 25/11/2026 alle 09:41');
  }
  const dayLabels = annaPages.join('\n').split('\n').filter((line) => /^\d{1,2} (lun|mar|mer|gio|ven|sab|dom)( |$)/.test(line));
  expect(dayLabels.map((line) => Number(line.split(' ')[0]))).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
  expect(annaPages.at(-1)).toContain('Ore totali: 248:00');
  expect(annaPages.slice(0, -1).join('\n')).not.toContain('Ore totali');
  expect(pages.at(-1)).toContain('Dipendente: Bruno Vuoto');
  expect(pages.at(-1)).toContain('Pagina 1 di 1');
  expect(pages.at(-1)).toContain('Ore totali: 0:00');
}, 30_000);
