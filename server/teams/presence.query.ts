/**
 * Who is checked in right now (docs/behaviour.md, "Present now"), in one statement: every open check-in that is current
 * by the punches' own rule (isCurrentOpenInSql: one of today, or last night's at a night-shift place until the shift's
 * end plus the grace), the very rule of the status, the daily summary and the admin's 'utenti dentro' count, so the
 * list and those figures agree. A forgotten check-out of an earlier day is not "present". Narrowed to the staff scope.
 */
import type { Queryable } from '../db/database.port';
import { businessClockSql, isCurrentOpenInSql } from '../punch/open-in-shift.query';
import { scopeCondition, scopeParam, type StaffScope } from './staff-scope';

/** An open check-in this long is probably a forgotten check-out ('long_open'). */
export const LONG_OPEN_HOURS = 12;

export interface OpenCheckInRow {
  timesheet_id: number;
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  employee_id: string;
  gruppo: string | null;
  checked_in_at: Date | string;
  location_id: number | null;
  location_name: string | null;
  location_address: string | null;
  is_valid: boolean;
  has_location_anomaly: boolean;
  anomaly_note: string;
  long_open: boolean;
}

/**
 * The open check-ins within `scope`, places by name (off site last), people by last then first name. The business_date
 * bound (at most one day old) lets timesheet_one_open_in_per_user's partial index and the date index do the work.
 */
export async function loadOpenCheckIns(db: Queryable, scope: StaffScope, timezone: string): Promise<OpenCheckInRow[]> {
  const clock = businessClockSql('$1');
  const current = isCurrentOpenInSql(
    { businessDate: 'e.business_date', workHoursStart: 'l.work_hours_start', workHoursEnd: 'l.work_hours_end' },
    { today: 'today.day', localTime: clock.localTime },
  );
  const inScope = scopeCondition(scope, 'e.user_id', '$2');
  const { rows } = await db.query<OpenCheckInRow>(
    `WITH today AS (SELECT ${clock.today} AS day)
     SELECT e.id AS timesheet_id, e.user_id, u.username, u.first_name, u.last_name, u.employee_id, g.descrizione AS gruppo,
            e."timestamp" AS checked_in_at, e.location_id, l.name AS location_name, l.address AS location_address,
            e.is_valid, e.has_location_anomaly, e.anomaly_note,
            e."timestamp" < now() - interval '${LONG_OPEN_HOURS} hours' AS long_open
       FROM today CROSS JOIN timesheet_entries e
       JOIN users u ON u.id = e.user_id
       LEFT JOIN gruppi g ON g.id = u.gruppo_id
       LEFT JOIN locations l ON l.id = e.location_id
      WHERE e.is_open AND e.business_date >= today.day - 1 AND ${current}
        AND ${inScope}
      ORDER BY (e.location_id IS NULL), lower(l.name), e.location_id, lower(u.last_name), lower(u.first_name), u.username`,
    [timezone, scopeParam(scope)],
  );
  return rows;
}
