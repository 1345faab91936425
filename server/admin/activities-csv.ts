/** The activities export: one line per punch, Italian headers, day and time in the business time zone. */
import type { ActivitiesExportQuery } from '../../src/core/contract';
import { csvChunks, type CsvCell } from '../csv-export/csv';
import { activityAction, type ExportRow } from './activities.query';

const HEADER = [
  'Utente',
  'Nome',
  'Tipo',
  'Sede',
  'Data',
  'Ora',
  'Note',
  'Nota anomalia',
  'Anomalia GPS',
  'Distanza (m)',
  'Precisione (m)',
  'Valida',
];

/** The admin screen's label for a punch with no location (docs/behaviour.md, "Admin activities"). */
const OFFSITE_LABEL = 'Fuori Sede';

const yesNo = (value: boolean): string => (value ? 'Sì' : 'No');

/** The document, written a batch of rows at a time. */
export function activitiesCsv(batches: AsyncIterable<ExportRow[]>): AsyncGenerator<Buffer> {
  return csvChunks(HEADER, batches, activityLine);
}

/** attivita.csv, or with the days the export covers: attivita_2024-05-01_oggi.csv. */
export function activitiesCsvFileName({ start_date, end_date }: ActivitiesExportQuery): string {
  return start_date || end_date ? `attivita_${start_date ?? 'inizio'}_${end_date ?? 'oggi'}.csv` : 'attivita.csv';
}

function activityLine(row: ExportRow): CsvCell[] {
  return [
    row.username,
    row.user_full_name,
    activityAction(row.entry_type),
    row.location_name ?? OFFSITE_LABEL,
    row.local_date,
    row.local_time,
    row.notes,
    row.anomaly_note,
    yesNo(row.has_location_anomaly),
    row.distance_from_location,
    // Whole metres: a decimal point would be misread where ',' is the decimal separator.
    row.accuracy === null ? null : Math.round(row.accuracy),
    yesNo(row.is_valid),
  ];
}
