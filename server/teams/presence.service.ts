/**
 * 'Presenti ora' (docs/behaviour.md, "Present now"): the open check-ins grouped by place, each with its anomalies read
 * from the punch itself. Lateness is not among them: the planned start needs the whole schedule resolution (the day's
 * override, the employee's or group's assignment, the template version, flexible start, tolerance, holidays), far more
 * than a list read again every 5 s should carry; 'Report Presenze' shows it.
 */
import type { PresenceAnomaly, PresenceList, PresencePlace, PresentPerson } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { toIsoTimestamp } from '../punch/iso-timestamp';
import { fullName } from '../users/user.repository';
import { loadOpenCheckIns, type OpenCheckInRow } from './presence.query';
import type { StaffScope } from './staff-scope';

/** The name of the place that gathers the check-ins made off site (no place). */
export const OFFSITE_PLACE_NAME = 'Fuori sede';

export async function loadPresence(db: Queryable, scope: StaffScope, timezone: string, now = new Date()): Promise<PresenceList> {
  const rows = await loadOpenCheckIns(db, scope, timezone);
  return { generated_at: now.toISOString(), total: rows.length, places: byPlace(rows, presentPerson) };
}

/** One line of the printed roll call: the name as a roll call reads it, last name first. */
export interface RollCallPerson extends PresentPerson {
  roll_call_name: string;
}

/** What the printed list draws (presence.pdf.ts): the same people, with their names last name first. */
export interface PresenceSheet {
  generated_at: Date;
  total: number;
  places: Array<Omit<PresencePlace, 'people'> & { people: RollCallPerson[] }>;
}

export async function loadPresenceSheet(db: Queryable, scope: StaffScope, timezone: string, now = new Date()): Promise<PresenceSheet> {
  const rows = await loadOpenCheckIns(db, scope, timezone);
  const places = byPlace(rows, (row) => ({
    ...presentPerson(row),
    roll_call_name: `${row.last_name} ${row.first_name}`.trim() || row.username,
  }));
  return { generated_at: now, total: rows.length, places };
}

/** The rows come ordered by place: each new place starts a group. */
function byPlace<P>(rows: readonly OpenCheckInRow[], person: (row: OpenCheckInRow) => P): Array<Omit<PresencePlace, 'people'> & { people: P[] }> {
  const places: Array<Omit<PresencePlace, 'people'> & { people: P[] }> = [];
  for (const row of rows) {
    let place = places[places.length - 1];
    if (!place || place.location_id !== row.location_id) {
      place = {
        location_id: row.location_id,
        name: row.location_id === null ? OFFSITE_PLACE_NAME : (row.location_name ?? ''),
        address: row.location_address ?? '',
        people: [],
      };
      places.push(place);
    }
    place.people.push(person(row));
  }
  return places;
}

function presentPerson(row: OpenCheckInRow): PresentPerson {
  return {
    user_id: row.user_id,
    username: row.username,
    full_name: fullName(row.first_name, row.last_name),
    employee_id: row.employee_id,
    gruppo: row.gruppo,
    timesheet_id: row.timesheet_id,
    checked_in_at: toIsoTimestamp(row.checked_in_at),
    anomalies: anomaliesOf(row),
    anomaly_note: row.anomaly_note,
  };
}

/** In the contract's order; each read from the punch's own columns. */
function anomaliesOf(row: OpenCheckInRow): PresenceAnomaly[] {
  const anomalies: PresenceAnomaly[] = [];
  if (row.has_location_anomaly) anomalies.push('location_anomaly');
  if (row.location_id === null) anomalies.push('offsite');
  if (!row.is_valid) anomalies.push('invalid');
  if (row.long_open) anomalies.push('long_open');
  return anomalies;
}
