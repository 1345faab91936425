/** The activities export: one line per punch, Italian headers, day and time in the business time zone. */
import type { ActivitiesExportQuery, PositionSignal } from '../../src/core/contract';
import { formatOfflineDelay, orderedPositionSignals } from '../../src/core/domain/punch-origin-format';
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
  // Last, so that the columns before keep their places for the spreadsheets already reading them.
  'Offline (ritardo)',
  'Posizione sospetta',
  // docs/behaviour.md, "Automatic close": 'Sì' on the check-out the server wrote at the planned end.
  'Chiusura automatica',
];

/** The admin screen's label for a punch with no location (docs/behaviour.md, "Admin activities"). */
const OFFSITE_LABEL = 'Fuori Sede';

/** Why a position looks suspicious, as 'Attività Sistema' says it (docs/behaviour.md, "Position signals"). */
const POSITION_SIGNAL_REASONS: Record<PositionSignal, string> = {
  stale_fix: 'posizione rilevata prima della timbratura',
  zero_accuracy: 'precisione dichiarata di 0 m',
  repeated_fix: 'posizione identica alla timbratura precedente',
  impossible_travel: "spostamento più veloce di un'auto dalla timbratura precedente",
  jump_and_return: 'posizione saltata lontano e tornata in pochi secondi',
};

const yesNo = (value: boolean): string => (value ? 'Sì' : 'No');

/** Empty for a punch sent online; else how late it arrived ('2 h 15 min'). */
const offlineDelay = (seconds: number | null): string | null => (seconds === null ? null : formatOfflineDelay(seconds));

/** Empty without signals; else their reasons, in the fixed order, separated by ', '. */
const positionReasons = (signals: readonly PositionSignal[]): string | null =>
  signals.length === 0 ? null : orderedPositionSignals(signals).map((signal) => POSITION_SIGNAL_REASONS[signal]).join(', ');

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
    offlineDelay(row.offline_delay_seconds),
    positionReasons(row.position_signals),
    row.auto_closed ? 'Sì' : null,
  ];
}
