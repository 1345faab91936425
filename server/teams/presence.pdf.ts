/**
 * 'Presenti ora' printed for an evacuation's roll call (docs/behaviour.md, "Present now"; D.Lgs. 81/2008): A4 portrait,
 * the time it was made, per place a table (Cognome e Nome, Matricola, Gruppo, Entrata, Anomalie, and an empty 'Firma'
 * box to tick or sign at the assembly point), the total, and lines for who took the roll call. A place that does not fit
 * a page goes on with its heading and the table's header repeated. Only draws what presence.service.ts says.
 *
 * The page, its font and winAnsiText are the monthly sheet's (server/pdf/a4-page.ts).
 */
import PDFDocument from 'pdfkit';
import type { PresenceAnomaly } from '../../src/core/contract';
import { BODY_BOTTOM, BOLD, CONTENT_WIDTH, FONT, FOOTER_Y, MARGIN, PAGE, winAnsiText } from '../pdf/a4-page';
import { WallClock } from '../hours/wall-clock';
import type { PresenceSheet, RollCallPerson } from './presence.service';

export interface PresencePdfOptions {
  /** COMPANY_NAME; '' leaves the company line out. */
  companyName: string;
  /** APP_TIMEZONE, for the times. */
  timezone: string;
}

const ROW_FONT_SIZE = 9;
const CELL_PADDING = 4;
/** Room for a signature or a tick by hand. */
const MIN_ROW_HEIGHT = 22;
const TABLE_HEADER_HEIGHT = 18;
const PLACE_HEADING_HEIGHT = 24;
const CLOSING_HEIGHT = 70;

const COLOURS = { text: '#1f1f1f', muted: '#6f6f6f', rule: '#bfbfbf', headerFill: '#e8e8e8' };

/** The Italian words of the anomalies, as the screen shows them (src/ui/i18n/it/presence.json). */
export const ANOMALY_LABELS: Record<PresenceAnomaly, string> = {
  location_anomaly: 'Anomalia GPS',
  offsite: 'Fuori sede',
  invalid: 'Non valida',
  long_open: 'Aperta da oltre 12 ore',
};

const COLUMNS = (() => {
  const fixed = [
    { key: 'number', title: 'N.', width: 24 },
    { key: 'name', title: 'Cognome e Nome', width: 136 },
    { key: 'employeeId', title: 'Matricola', width: 62 },
    { key: 'group', title: 'Gruppo', width: 78 },
    { key: 'entry', title: 'Entrata', width: 62 },
    { key: 'anomalies', title: 'Anomalie', width: 95 },
  ] as const;
  let x = MARGIN;
  const columns = fixed.map((column) => {
    const placed = { ...column, x };
    x += column.width;
    return placed;
  });
  return [...columns, { key: 'signature', title: 'Firma', x, width: MARGIN + CONTENT_WIDTH - x } as const];
})();
type ColumnKey = (typeof COLUMNS)[number]['key'];

/** The PDF of the list; small (one row per person), so its pages are numbered once all are drawn. */
export function presencePdf(sheet: PresenceSheet, options: PresencePdfOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: 'it-IT',
    displayTitle: true,
    info: { Title: 'Presenti ora', Author: winAnsiText(options.companyName), Creator: 'Timbrature' },
  });
  try {
    new RollCallDrawing(doc, sheet, options).draw();
    doc.end();
  } catch (error) {
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return doc;
}

class RollCallDrawing {
  private readonly clock: WallClock;
  private readonly stamp: string;
  private y = 0;
  private number = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly sheet: PresenceSheet,
    private readonly options: PresencePdfOptions,
  ) {
    this.clock = WallClock.of(options.timezone);
    this.stamp = `${this.clock.italianDate(sheet.generated_at)} alle ${this.clock.time(sheet.generated_at)}`;
  }

  draw(): void {
    this.newPage();
    if (this.sheet.places.length === 0) {
      this.doc.font(FONT).fontSize(11).fillColor(COLOURS.text).text('Nessuno è presente in questo momento.', MARGIN, this.y + 6, { width: CONTENT_WIDTH });
      this.y += 30;
    }
    for (const place of this.sheet.places) {
      this.ensureRoom(PLACE_HEADING_HEIGHT + TABLE_HEADER_HEIGHT + MIN_ROW_HEIGHT);
      const heading = [place.name, place.address].filter(Boolean).join(' – ');
      this.placeHeading(heading, `${place.people.length} ${place.people.length === 1 ? 'presente' : 'presenti'}`);
      this.tableHeader();
      for (const person of place.people) {
        const cells = this.cells(person);
        const height = this.rowHeight(cells);
        if (this.y + height > BODY_BOTTOM) {
          this.newPage();
          this.placeHeading(`${heading} (continua)`, '');
          this.tableHeader();
        }
        this.row(cells, height);
      }
      this.y += 10;
    }
    this.closing();
    this.footers();
  }

  private newPage(): void {
    this.doc.addPage({ size: 'A4', layout: 'portrait', margin: 0 });
    this.y = this.header();
  }

  private ensureRoom(height: number): void {
    if (this.y + height > BODY_BOTTOM) this.newPage();
  }

  /** The company, 'Presenti ora' with the time it was made, and what the list is for; on every page. */
  private header(): number {
    const { doc } = this;
    let y = MARGIN;
    const company = winAnsiText(this.options.companyName.trim());
    if (company) {
      doc.font(BOLD).fontSize(12).fillColor(COLOURS.text).text(company, MARGIN, y, { width: CONTENT_WIDTH });
      y += doc.heightOfString(company, { width: CONTENT_WIDTH }) + 4;
    }
    doc.font(BOLD).fontSize(16).fillColor(COLOURS.text).text('Presenti ora', MARGIN, y, { width: CONTENT_WIDTH * 0.5, lineBreak: false });
    doc.font(FONT).fontSize(11).text(this.stamp, MARGIN + CONTENT_WIDTH * 0.5, y + 3, { width: CONTENT_WIDTH * 0.5, align: 'right', lineBreak: false });
    y += 22;
    doc.font(FONT).fontSize(9).fillColor(COLOURS.muted);
    doc.text("Elenco per l'appello di emergenza ed evacuazione (D.Lgs. 81/2008)", MARGIN, y, { width: CONTENT_WIDTH * 0.7, lineBreak: false });
    doc.font(BOLD).fillColor(COLOURS.text).text(`Totale presenti: ${this.sheet.total}`, MARGIN + CONTENT_WIDTH * 0.7, y, {
      width: CONTENT_WIDTH * 0.3,
      align: 'right',
      lineBreak: false,
    });
    return y + 20;
  }

  private placeHeading(text: string, count: string): void {
    const { doc } = this;
    doc.font(BOLD).fontSize(11).fillColor(COLOURS.text);
    doc.text(winAnsiText(text), MARGIN, this.y + 6, { width: CONTENT_WIDTH * 0.78, height: 14, ellipsis: true, lineBreak: false });
    if (count) doc.text(count, MARGIN + CONTENT_WIDTH * 0.78, this.y + 6, { width: CONTENT_WIDTH * 0.22, align: 'right', lineBreak: false });
    this.y += PLACE_HEADING_HEIGHT;
  }

  private tableHeader(): void {
    const { doc } = this;
    doc.rect(MARGIN, this.y, CONTENT_WIDTH, TABLE_HEADER_HEIGHT).fill(COLOURS.headerFill);
    doc.font(BOLD).fontSize(ROW_FONT_SIZE).fillColor(COLOURS.text);
    for (const column of COLUMNS) doc.text(column.title, column.x + CELL_PADDING, this.y + 5, { width: column.width - 2 * CELL_PADDING, lineBreak: false });
    this.y += TABLE_HEADER_HEIGHT;
  }

  private cells(person: RollCallPerson): Record<ColumnKey, string> {
    this.number += 1;
    const note = person.anomaly_note.trim();
    const anomalies = person.anomalies.map((anomaly) => ANOMALY_LABELS[anomaly]).join(', ');
    return {
      number: String(this.number),
      name: winAnsiText(person.roll_call_name),
      employeeId: winAnsiText(person.employee_id),
      group: winAnsiText(person.gruppo ?? ''),
      entry: this.entryTime(person.checked_in_at),
      anomalies: winAnsiText(note ? `${anomalies}${anomalies ? ': ' : ''}${note}` : anomalies),
      signature: '',
    };
  }

  /** 'HH:MM'; with the day ('dd/MM HH:MM') for a check-in of an earlier day (a night shift). */
  private entryTime(at: string): string {
    const sameDay = this.clock.date(at) === this.clock.date(this.sheet.generated_at);
    return sameDay ? this.clock.time(at) : `${this.clock.dayAndMonth(at)} ${this.clock.time(at)}`;
  }

  private rowHeight(cells: Record<ColumnKey, string>): number {
    this.doc.font(FONT).fontSize(ROW_FONT_SIZE);
    const text = Math.max(...COLUMNS.map((column) => (cells[column.key] ? this.doc.heightOfString(cells[column.key], { width: column.width - 2 * CELL_PADDING }) : 0)));
    return Math.max(MIN_ROW_HEIGHT, Math.ceil(text) + 2 * CELL_PADDING);
  }

  private row(cells: Record<ColumnKey, string>, height: number): void {
    const { doc } = this;
    doc.font(FONT).fontSize(ROW_FONT_SIZE).fillColor(COLOURS.text);
    for (const column of COLUMNS) {
      const text = cells[column.key];
      if (text) doc.text(text, column.x + CELL_PADDING, this.y + CELL_PADDING + 2, { width: column.width - 2 * CELL_PADDING });
    }
    const signature = COLUMNS[COLUMNS.length - 1]!;
    doc.rect(signature.x + 2, this.y + 3, signature.width - 4, height - 6).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
    const bottom = this.y + height;
    doc.moveTo(MARGIN, bottom).lineTo(MARGIN + CONTENT_WIDTH, bottom).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
    this.y = bottom;
  }

  /** The total, and who took the roll call and when, to write by hand. */
  private closing(): void {
    this.ensureRoom(CLOSING_HEIGHT);
    const { doc } = this;
    const y = this.y + 8;
    doc.font(BOLD).fontSize(11).fillColor(COLOURS.text).text(`Totale presenti: ${this.sheet.total}`, MARGIN, y, { width: CONTENT_WIDTH, lineBreak: false });
    doc.font(FONT).fontSize(10);
    doc.text('Appello eseguito da: ______________________________', MARGIN, y + 26, { width: CONTENT_WIDTH * 0.62, lineBreak: false });
    doc.text('Ora: __________', MARGIN + CONTENT_WIDTH * 0.62, y + 26, { width: CONTENT_WIDTH * 0.38, align: 'right', lineBreak: false });
    doc.text('Firma: ______________________________', MARGIN, y + 48, { width: CONTENT_WIDTH, lineBreak: false });
    this.y = y + CLOSING_HEIGHT;
  }

  /** 'Generato il … alle …' and 'Pagina N di M' on every page, once the number of pages is known. */
  private footers(): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      doc.font(FONT).fontSize(8).fillColor(COLOURS.muted);
      doc.text(`Generato il ${this.stamp}`, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH / 2, lineBreak: false });
      doc.text(`Pagina ${index + 1} di ${range.count}`, MARGIN + CONTENT_WIDTH / 2, FOOTER_Y, { width: CONTENT_WIDTH / 2, align: 'right', lineBreak: false });
    }
  }
}
