/**
 * A person's data as one CSV file (docs/behaviour.md, "My data"), as a spreadsheet user reads it: one section per kind
 * of record, each a title line, its own header line and its rows, then an empty line. Italian headers; days and times
 * in the business time zone (dd/MM/yyyy, HH:MM); 'Sì' / 'No'. UTF-8 with BOM, ';' and the neutralised cells come from
 * server/csv-export/csv.ts. The punches are written a batch at a time as they are read; their corrections, few, follow
 * them in a section of their own.
 */
import type {
  Absence,
  AbsenceStatus,
  CorrectionKind,
  CorrectionRequest,
  CorrectionStatus,
  DataExportAbsenceEntitlement,
  DataExportDevice,
  DataExportDeviceChangeRequest,
  DataExportDayOverride,
  DataExportProfile,
  DataExportPunch,
  DataExportScheduleAssignment,
} from '../../src/core/contract';
import { intervalText, italianDate, type CalendarDate } from '../../src/core/domain';
import { activityAction } from '../admin/activities.query';
import { BOM, csvLines, type CsvCell } from '../csv-export/csv';
import { WallClock } from '../hours/wall-clock';
import { validationIssueText } from '../punch/punch-validity';

/** What the document is written from; the punches are read as it is written. */
export interface PersonalDataSource {
  profile: DataExportProfile;
  device(): Promise<DataExportDevice | null>;
  deviceChangeRequests(): Promise<DataExportDeviceChangeRequest[]>;
  punchBatches(): AsyncIterable<DataExportPunch[]>;
  correctionRequests(): Promise<CorrectionRequest[]>;
  scheduleAssignments(): Promise<DataExportScheduleAssignment[]>;
  dayOverrides(): Promise<DataExportDayOverride[]>;
  absences(): Promise<Absence[]>;
  absenceEntitlements(): Promise<DataExportAbsenceEntitlement[]>;
}

const PUNCH_HEADER = [
  'ID',
  'Tipo',
  'Data',
  'Ora',
  'Sede',
  'Fuori sede',
  'Distanza (m)',
  'Precisione (m)',
  'Latitudine',
  'Longitudine',
  'Valida',
  'Motivi non validità',
  'Anomalia GPS',
  'Note',
  'Nota anomalia',
  'Aggiunta su richiesta',
  'Orario originale',
  'ID dispositivo',
  'Registrata il',
];
const CORRECTION_HEADER = ['ID timbratura', 'Tipo', 'Data', 'Orario precedente', 'Nuovo orario', 'Corretta da', 'Corretta il', 'Motivo', 'ID richiesta'];
const REQUEST_HEADER = [
  'ID',
  'ID timbratura',
  'Richiesta',
  'Timbratura',
  'Giorno',
  'Orario della timbratura',
  'Orario proposto',
  'Motivo',
  'Stato',
  'Motivo del rifiuto',
  'Richiesta il',
  'Decisa da',
  'Decisa il',
];
const ASSIGNMENT_HEADER = ['ID', 'Assegnato a', 'Gruppo', 'Orario', 'Dal', 'Al', 'Sede', 'Registrato il'];
const OVERRIDE_HEADER = ['Giorno', 'Tipo', 'Intervalli', 'Impostato il'];
const ABSENCE_HEADER = [
  'ID',
  'Causale',
  'Descrizione',
  'Dal',
  'Al',
  'Dalle',
  'Alle',
  'Quantità',
  'Unità',
  'Note',
  'Numero protocollo certificato',
  'Stato',
  'Motivo del rifiuto',
  "Inserita dall'amministratore",
  'Oltre il saldo',
  'Registrata il',
  'Decisa da',
  'Decisa il',
];
const ENTITLEMENT_HEADER = ['Causale', 'Descrizione', 'Anno', 'Spettanza annua', 'Riporto anno precedente (inserito)', 'Unità'];
const DEVICE_HEADER = ['ID dispositivo', 'Nome', 'Tipo', 'User agent', 'Impronta del browser', 'Impronta chiave pubblica (SHA-256)'];

const KINDS: Record<CorrectionKind, string> = { missing_check_out: 'Uscita mancante', wrong_time: 'Orario errato' };
const STATUSES: Record<CorrectionStatus, string> = { pending: 'In attesa', approved: 'Approvata', refused: 'Rifiutata' };
const ABSENCE_STATUSES: Record<AbsenceStatus, string> = { ...STATUSES, cancelled: 'Annullata' };
const UNITS = { days: 'giorni', hours: 'ore' } as const;

const yesNo = (value: boolean): string => (value ? 'Sì' : 'No');
/** A decimal number as an Italian spreadsheet reads it (a ',' before the decimals). */
const decimal = (value: number | null): string | null => (value === null ? null : String(value).replace('.', ','));

/**
 * The document, its sections in order: profile, device, device changes, punches, their corrections, correction
 * requests, work schedule assignments, day overrides, absences, entitlements; `timezone` is APP_TIMEZONE.
 */
export async function* personalDataCsv(source: PersonalDataSource, timezone: string, generatedAt: Date): AsyncGenerator<Buffer> {
  const clock = WallClock.of(timezone);
  const when = (instant: string | Date | null): string | null => (instant === null ? null : `${clock.italianDate(instant)} ${clock.time(instant)}`);
  const { profile } = source;
  const device = await source.device();
  const deviceChanges = await source.deviceChangeRequests();
  yield chunk(
    BOM +
      csvLines([
        ['I miei dati', profile.username],
        ['Generato il', when(generatedAt)],
        ['Fuso orario', timezone],
        [],
      ]) +
      section('Profilo', ['Campo', 'Valore'], profileLines(profile, when)) +
      section('Dispositivo associato', [...DEVICE_HEADER, 'Associato dal'], device ? [[...deviceCells(device), when(device.bound_since)]] : []) +
      section(
        'Richieste di cambio dispositivo',
        ['ID', ...DEVICE_HEADER, 'Richiesta il', 'Stato', 'Decisa da', 'Decisa il'],
        deviceChanges.map((request) => [
          request.id,
          ...deviceCells(request),
          when(request.requested_at),
          STATUSES[request.status],
          request.decided_by,
          when(request.decided_at),
        ]),
      ),
  );

  const corrections: CsvCell[][] = [];
  let head = csvLines([['Timbrature'], PUNCH_HEADER]);
  for await (const punches of source.punchBatches()) {
    const text = head + csvLines(punches.map((punch) => punchLine(punch, when)));
    head = '';
    if (text) yield chunk(text);
    for (const punch of punches) {
      for (const correction of punch.corrections) {
        corrections.push([
          punch.id,
          activityAction(punch.entry_type),
          italianDate(punch.local_date as CalendarDate),
          when(correction.old_timestamp),
          when(correction.new_timestamp),
          correction.changed_by,
          when(correction.changed_at),
          correction.reason,
          correction.correction_request_id,
        ]);
      }
    }
  }
  yield chunk(
    head +
      csvLines([[]]) +
      section('Correzioni delle timbrature', CORRECTION_HEADER, corrections) +
      section(
        'Richieste di correzione',
        REQUEST_HEADER,
        (await source.correctionRequests()).map((request) => [
          request.id,
          request.timesheet_id,
          KINDS[request.kind],
          activityAction(request.entry_type),
          italianDate(request.business_date as CalendarDate),
          when(request.punch_timestamp),
          when(request.proposed_timestamp),
          request.reason,
          STATUSES[request.status],
          request.refusal_reason,
          when(request.created_at),
          request.decided_by,
          when(request.decided_at),
        ]),
      ) +
      section(
        'Orari di lavoro assegnati',
        ASSIGNMENT_HEADER,
        (await source.scheduleAssignments()).map((assignment) => assignmentLine(assignment, when)),
      ) +
      section('Turni del giorno', OVERRIDE_HEADER, (await source.dayOverrides()).map((override) => overrideLine(override, when))) +
      section('Assenze', ABSENCE_HEADER, (await source.absences()).map((absence) => absenceLine(absence, when))) +
      section(
        'Spettanze ferie e permessi',
        ENTITLEMENT_HEADER,
        (await source.absenceEntitlements()).map((e) => [e.code, e.name, e.year, decimal(e.yearly_entitlement), decimal(e.carry_over), UNITS[e.unit]]),
      ),
  );
}

/** A section's title, header and rows, then an empty line. */
function section(title: string, header: string[], rows: CsvCell[][]): string {
  return csvLines([[title], header, ...rows, []]);
}

function chunk(text: string): Buffer {
  return Buffer.from(text, 'utf8');
}

function profileLines(profile: DataExportProfile, when: (instant: string) => string | null): CsvCell[][] {
  return [
    ['ID utente', profile.id],
    ['Username', profile.username],
    ['Nome', profile.first_name],
    ['Cognome', profile.last_name],
    ['Email', profile.email],
    ['ID Dipendente', profile.employee_id],
    ['Telefono', profile.phone_number],
    ['Gruppo', profile.gruppo],
    ['Amministratore', yesNo(profile.is_admin)],
    ['Account attivo', yesNo(profile.is_active)],
    ['Controllo del dispositivo', yesNo(profile.two_factor_enabled)],
    ['Richiedi conferma per cambio dispositivo', yesNo(profile.require_device_change_confirmation)],
    ['Verifica in due passaggi', yesNo(profile.totp_enabled)],
    ['Cambio password richiesto', yesNo(profile.must_change_password)],
    ['Accesso a tutte le sedi', yesNo(profile.can_access_all_locations)],
    ['Sedi autorizzate', profile.authorized_locations.map((location) => location.name).join(', ')],
    ['Creato il', when(profile.created_at)],
    ['Aggiornato il', when(profile.updated_at)],
  ];
}

function deviceCells(device: DataExportDevice | DataExportDeviceChangeRequest): CsvCell[] {
  const info = device.device_info as { userAgent?: unknown } | null;
  return [
    device.device_id,
    device.device_name,
    device.device_type,
    typeof info?.userAgent === 'string' ? info.userAgent : null,
    device.fingerprint,
    device.public_key_thumbprint,
  ];
}

function punchLine(punch: DataExportPunch, when: (instant: string | null) => string | null): CsvCell[] {
  return [
    punch.id,
    activityAction(punch.entry_type),
    italianDate(punch.local_date as CalendarDate),
    punch.local_time,
    punch.location_name,
    yesNo(punch.is_offsite),
    punch.distance_from_location,
    // Whole metres, as the activities export: a decimal point would be misread where ',' is the decimal separator.
    punch.accuracy === null ? null : Math.round(punch.accuracy),
    decimal(punch.latitude),
    decimal(punch.longitude),
    yesNo(punch.is_valid),
    punch.validation_errors.map(validationIssueText).join(' '),
    yesNo(punch.has_location_anomaly),
    punch.notes,
    punch.anomaly_note,
    yesNo(punch.is_added),
    when(punch.original_timestamp),
    punch.device_id,
    when(punch.recorded_at),
  ];
}

function assignmentLine(assignment: DataExportScheduleAssignment, when: (instant: string) => string | null): CsvCell[] {
  return [
    assignment.id,
    assignment.assigned_to === 'user' ? 'Utente' : 'Gruppo',
    assignment.gruppo,
    assignment.template_name,
    italianDate(assignment.start_date),
    assignment.end_date === null ? null : italianDate(assignment.end_date),
    assignment.location_name,
    when(assignment.created_at),
  ];
}

/** 'Turno del giorno' with its intervals as the schedules screen writes them, or 'Riposo'. */
function overrideLine(override: DataExportDayOverride, when: (instant: string) => string | null): CsvCell[] {
  const rest = override.intervals.length === 0;
  return [
    italianDate(override.date),
    rest ? 'Riposo' : 'Turno del giorno',
    override.intervals.map(intervalText).join(', '),
    when(override.created_at),
  ];
}

function absenceLine(absence: Absence, when: (instant: string | null) => string | null): CsvCell[] {
  return [
    absence.id,
    absence.code,
    absence.type_name,
    italianDate(absence.start_date),
    italianDate(absence.end_date),
    absence.start_time,
    absence.end_time,
    decimal(absence.amount),
    UNITS[absence.unit],
    absence.note,
    absence.certificate_number,
    ABSENCE_STATUSES[absence.status],
    absence.refusal_reason,
    yesNo(absence.entered_by_admin),
    yesNo(absence.over_balance),
    when(absence.created_at),
    absence.decided_by,
    when(absence.decided_at),
  ];
}
