/**
 * The monthly attendance sheet drawn as a PDF (docs/behaviour.md, "Monthly attendance sheet"): A4 portrait, one sheet
 * per employee starting on its own page, a line per calendar day (its times, hours, planned hours and their split),
 * the month's totals, and a footer with the time it was made and the page within the employee's sheet. Only draws
 * what attendance-sheet.model.ts says.
 *
 * The page and its font: server/pdf/a4-page.ts (any letter the font lacks is written without its accent, or as '?').
 */
import PDFDocument from 'pdfkit';
import { nextTurn } from '../http/event-loop-slices';
import type { AttendanceSheet, AttendanceSheetLine } from './attendance-sheet.model';
import { BODY_BOTTOM, BOLD, CONTENT_WIDTH, FONT, FOOTER_Y, MARGIN, PAGE, winAnsiText } from '../pdf/a4-page';
import { WallClock } from './wall-clock';
import { formatWorkedMinutes } from '../../src/core/domain';

export interface SheetPdfOptions {
  /** COMPANY_NAME; '' leaves the company line out. */
  companyName: string;
  generatedAt: Date;
  /** APP_TIMEZONE, for the footer's time. */
  timezone: string;
}

/** 8 points: the times of three pairs still fit one line beside the split's eight figures. */
const ROW_FONT_SIZE = 8;
const CELL_PADDING = 3;
/** 31 lines of one text line each fit on one page with the header and the totals. */
const MIN_ROW_HEIGHT = 17;
/** Four lines: worked, planned and the split (two lines), the working-time checks; then the columns' legend. */
const TOTALS_HEIGHT = 80;

const COLOURS = { text: '#1f1f1f', muted: '#8c8c8c', rule: '#d9d9d9', headerFill: '#e8e8e8', weekendFill: '#f5f5f5' };

/**
 * The table's columns, left to right; Note takes the rest of the width. The split's titles are short (the totals and
 * the legend below them spell them out): eight figures and the times share a portrait page.
 */
const COLUMNS = (() => {
  const figure = 28.5;
  const fixed = [
    { key: 'day', title: 'Giorno', width: 36 },
    { key: 'times', title: 'Entrata / Uscita', width: 156 },
    { key: 'worked', title: 'Ore', width: figure },
    { key: 'planned', title: 'Teor.', width: figure },
    { key: 'ordinary', title: 'Ord.', width: figure },
    { key: 'overtime', title: 'Str.', width: figure },
    { key: 'late', title: 'Rit.', width: figure },
    { key: 'missing', title: 'Manc.', width: figure },
    { key: 'night', title: 'Nott.', width: figure },
    { key: 'holiday', title: 'Fest.', width: figure },
  ] as const;
  let x = MARGIN;
  const columns = fixed.map((column) => {
    const placed = { ...column, x };
    x += column.width;
    return placed;
  });
  return [...columns, { key: 'notes', title: 'Note', x, width: MARGIN + CONTENT_WIDTH - x } as const];
})();
type ColumnKey = (typeof COLUMNS)[number]['key'];

interface LaidOutRow {
  line: AttendanceSheetLine;
  cells: Record<ColumnKey, string>;
  height: number;
}

/**
 * The PDF of `sheets`, as a stream that starts flowing while the later sheets are still being drawn (one sheet per
 * turn of the event loop). Whatever fails while drawing ends the stream with that error.
 */
export function attendanceSheetsPdf(sheets: readonly AttendanceSheet[], options: SheetPdfOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: 0,
    autoFirstPage: false,
    lang: 'it-IT',
    displayTitle: true,
    info: { Title: winAnsiText(documentTitle(sheets)), Author: winAnsiText(options.companyName), Creator: 'Timbrature' },
  });
  const footer = footerText(options);
  void (async () => {
    try {
      for (const sheet of sheets) {
        drawSheet(doc, sheet, options.companyName, footer);
        await nextTurn();
      }
      doc.end();
    } catch (error) {
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return doc;
}

function documentTitle(sheets: readonly AttendanceSheet[]): string {
  const first = sheets[0];
  if (!first) return 'Foglio presenze mensile';
  const who = sheets.length === 1 ? ` – ${first.employee.full_name || first.employee.username}` : '';
  return `Foglio presenze mensile ${first.month_label}${who}`;
}

/** 'Generato il 25/11/2026 alle 09:41' in APP_TIMEZONE. */
function footerText(options: SheetPdfOptions): string {
  const clock = WallClock.of(options.timezone);
  return `Generato il ${clock.italianDate(options.generatedAt)} alle ${clock.time(options.generatedAt)}`;
}

/** One employee's sheet: as many pages as its lines need (one for a month of one-line days), numbered within it. */
function drawSheet(doc: PDFKit.PDFDocument, sheet: AttendanceSheet, companyName: string, footer: string): void {
  const pages = paginate(doc, sheet, companyName);
  pages.forEach((rows, index) => {
    doc.addPage({ size: 'A4', layout: 'portrait', margin: 0 });
    let y = drawHeader(doc, sheet, companyName);
    y = drawTableHeader(doc, y);
    for (const row of rows) y = drawRow(doc, row, y);
    if (index === pages.length - 1) drawTotals(doc, sheet, y + 8);
    drawFooter(doc, footer, `Pagina ${index + 1} di ${pages.length}`);
  });
}

/** The rows of each page: as many as fit below the header, the last page keeping room for the totals. */
function paginate(doc: PDFKit.PDFDocument, sheet: AttendanceSheet, companyName: string): LaidOutRow[][] {
  const bodyTop = tableBodyTop(doc, sheet, companyName);
  const rows = sheet.lines.map((line) => layOutRow(doc, line));
  const pages: LaidOutRow[][] = [[]];
  let y = bodyTop;
  for (const row of rows) {
    if (y + row.height > BODY_BOTTOM && pages[pages.length - 1]!.length > 0) {
      pages.push([]);
      y = bodyTop;
    }
    pages[pages.length - 1]!.push(row);
    y += row.height;
  }
  if (y + 8 + TOTALS_HEIGHT > BODY_BOTTOM) pages.push([]);
  return pages;
}

function layOutRow(doc: PDFKit.PDFDocument, line: AttendanceSheetLine): LaidOutRow {
  const cells: Record<ColumnKey, string> = {
    day: `${line.day} ${line.weekday}`,
    times: line.times,
    worked: line.worked,
    planned: line.planned,
    ...line.split,
    // The absences' codes first ('FE'): what the day was, before what happened on it.
    notes: winAnsiText([...line.absences, ...line.notes].join('; ')),
  };
  doc.font(FONT).fontSize(ROW_FONT_SIZE);
  const textHeight = Math.max(...COLUMNS.map((column) => (cells[column.key] ? doc.heightOfString(cells[column.key], cellOptions(column.width)) : 0)));
  return { line, cells, height: Math.max(MIN_ROW_HEIGHT, Math.ceil(textHeight) + 2 * CELL_PADDING) };
}

function cellOptions(width: number): PDFKit.Mixins.TextOptions {
  return { width: width - 2 * CELL_PADDING, lineGap: 0 };
}

/** Where the first line of the table starts: below the header and the table's own header (measured, not drawn). */
function tableBodyTop(doc: PDFKit.PDFDocument, sheet: AttendanceSheet, companyName: string): number {
  return headerHeight(doc, sheet, companyName) + TABLE_HEADER_HEIGHT;
}

const TABLE_HEADER_HEIGHT = 18;

/** The company, the title and month, and the employee; returns where the table starts. */
function drawHeader(doc: PDFKit.PDFDocument, sheet: AttendanceSheet, companyName: string): number {
  return header(doc, sheet, companyName, true);
}

function headerHeight(doc: PDFKit.PDFDocument, sheet: AttendanceSheet, companyName: string): number {
  return header(doc, sheet, companyName, false);
}

/** Draws the header (or only measures it, `draw` false) and returns the y below it; the same steps either way. */
function header(doc: PDFKit.PDFDocument, sheet: AttendanceSheet, companyName: string, draw: boolean): number {
  let y = MARGIN;
  const write = (text: string, font: string, size: number, x: number, width: number, align: 'left' | 'right' = 'left') => {
    doc.font(font).fontSize(size);
    const height = doc.heightOfString(text, { width });
    if (draw) doc.fillColor(COLOURS.text).text(text, x, y, { width, align });
    return height;
  };
  const company = winAnsiText(companyName.trim());
  if (company) y += write(company, BOLD, 13, MARGIN, CONTENT_WIDTH) + 4;
  const titleHeight = write('Foglio presenze mensile', BOLD, 16, MARGIN, CONTENT_WIDTH * 0.65);
  write(sheet.month_label, FONT, 12, MARGIN + CONTENT_WIDTH * 0.65, CONTENT_WIDTH * 0.35, 'right');
  y += titleHeight + 8;
  const employee = sheet.employee;
  const name = winAnsiText(employee.full_name || employee.username);
  y += write(`Dipendente: ${name}`, BOLD, 11, MARGIN, CONTENT_WIDTH) + 2;
  const details = `Username: ${winAnsiText(employee.username)}     ID Dipendente: ${winAnsiText(employee.employee_id)}`;
  // 'Definitivo' once the month is closed, 'Provvisorio' before: a sheet printed early is not taken for the final one.
  write(sheet.status, BOLD, 11, MARGIN + CONTENT_WIDTH * 0.65, CONTENT_WIDTH * 0.35, 'right');
  y += write(details, FONT, 10, MARGIN, CONTENT_WIDTH * 0.65) + 10;
  return y;
}

function drawTableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.rect(MARGIN, y, CONTENT_WIDTH, TABLE_HEADER_HEIGHT).fill(COLOURS.headerFill);
  // A point smaller than the rows: the split's titles ('Manc.') fit their narrow columns.
  doc.font(BOLD).fontSize(ROW_FONT_SIZE - 0.5).fillColor(COLOURS.text);
  for (const column of COLUMNS) doc.text(column.title, column.x + CELL_PADDING, y + 5, { ...cellOptions(column.width), lineBreak: false });
  return y + TABLE_HEADER_HEIGHT;
}

/** A day's line; weekends on a light grey, in grey letters, so the working days stand out. */
function drawRow(doc: PDFKit.PDFDocument, row: LaidOutRow, y: number): number {
  if (row.line.weekend) doc.rect(MARGIN, y, CONTENT_WIDTH, row.height).fill(COLOURS.weekendFill);
  doc.font(FONT).fontSize(ROW_FONT_SIZE).fillColor(row.line.weekend ? COLOURS.muted : COLOURS.text);
  for (const column of COLUMNS) {
    const text = row.cells[column.key];
    if (text) doc.text(text, column.x + CELL_PADDING, y + CELL_PADDING + 1, cellOptions(column.width));
  }
  const bottom = y + row.height;
  doc.moveTo(MARGIN, bottom).lineTo(MARGIN + CONTENT_WIDTH, bottom).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
  return bottom;
}

/**
 * The month's totals: 'Giorni lavorati', 'Ore totali', 'Giorni con anomalie' of hoursTotals; 'Teorico' and the split
 * of plannedTotals; the days (weeks) each working-time check flagged; and what the columns' short titles stand for.
 */
function drawTotals(doc: PDFKit.PDFDocument, sheet: AttendanceSheet, y: number): void {
  const { days_worked, worked_minutes, anomaly_days } = sheet.totals;
  const planned = sheet.planned_totals;
  const rows = [
    [
      `Giorni lavorati: ${days_worked}`,
      `Ore totali: ${formatWorkedMinutes(worked_minutes)}`,
      `Giorni con anomalie: ${anomaly_days}`,
      `Assenze: ${formatWorkedMinutes(planned.absence_minutes)}`,
    ],
    [
      `Teorico: ${formatWorkedMinutes(planned.planned_minutes)}`,
      `Ordinarie: ${formatWorkedMinutes(planned.ordinary_minutes)}`,
      `Straordinario: ${formatWorkedMinutes(planned.overtime_minutes)}`,
      `Ritardo: ${formatWorkedMinutes(planned.late_minutes)}`,
    ],
    [
      `Uscita anticipata: ${formatWorkedMinutes(planned.early_exit_minutes)}`,
      `Ore mancanti: ${formatWorkedMinutes(planned.missing_minutes)}`,
      `Notturno: ${formatWorkedMinutes(planned.night_minutes)}`,
      `Festivo: ${formatWorkedMinutes(planned.holiday_minutes)}`,
    ],
  ];
  const boxHeight = TOTALS_HEIGHT - 20;
  doc.rect(MARGIN, y, CONTENT_WIDTH, boxHeight).lineWidth(0.75).strokeColor(COLOURS.rule).stroke();
  doc.font(BOLD).fontSize(10).fillColor(COLOURS.text);
  rows.forEach((items, row) => {
    const width = CONTENT_WIDTH / 4;
    items.forEach((text, index) => doc.text(text, MARGIN + index * width + 8, y + 7 + row * 13, { width: width - 16, lineBreak: false }));
  });
  const checks =
    `D.Lgs. 66/2003: riposo < 11 h ${planned.short_rest_days} gg; oltre 6 h senza pausa ${planned.no_break_days} gg; ` +
    `senza riposo 24 h in 7 gg ${planned.no_weekly_rest_days} gg; media settimanale oltre 48 h ${planned.over_average_weeks} sett.`;
  doc.font(FONT).fontSize(8).text(checks, MARGIN + 8, y + 7 + 3 * 13, { width: CONTENT_WIDTH - 16, lineBreak: false });
  doc.fillColor(COLOURS.muted).text(
    'Teor. teorico, Ord. ordinarie, Str. straordinario, Rit. ritardo, Manc. ore mancanti, Nott. notturno (22–6), Fest. domenica o festivo',
    MARGIN,
    y + boxHeight + 5,
    { width: CONTENT_WIDTH, lineBreak: false },
  );
}

function drawFooter(doc: PDFKit.PDFDocument, generated: string, pageNumber: string): void {
  doc.font(FONT).fontSize(8).fillColor(COLOURS.muted);
  doc.text(generated, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH / 2, lineBreak: false });
  doc.text(pageNumber, MARGIN + CONTENT_WIDTH / 2, FOOTER_Y, { width: CONTENT_WIDTH / 2, align: 'right', lineBreak: false });
}
