/**
 * 'Calendario assenze' (docs/behaviour.md, "Absences"): who is away on which day of a month, for the staff. The
 * employees of a group (its active members) or every active employee (administrators are not listed), each with a
 * cell for every day of the month one of their pending or approved absences covers; for a manager only the people of
 * their scope (docs/behaviour.md, "Managers"): a group they do not manage lists nobody. One statement.
 */
import type { AbsenceCalendar, AbsenceCalendarCell, AbsenceStatus } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { italianHolidaysBetween } from '../holidays/italian-holidays';
import { fullName } from '../users/user.repository';
import { scopeCondition, scopeParam, type StaffScope } from '../teams/staff-scope';
import { addDays, daysBetween, isoWeekday } from '../schedules/zoned-time';

interface CalendarRow {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  absences: Array<{ id: number; code: string; status: AbsenceStatus; start_date: string; end_date: string; partial: boolean }> | null;
}

/** The last day of a month 'yyyy-MM'. */
const lastDayOf = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return addDays(`${m === 12 ? year + 1 : year}-${String((m % 12) + 1).padStart(2, '0')}-01`, -1);
};

export async function absenceCalendar(q: Queryable, month: string, gruppoId: number | undefined, scope: StaffScope): Promise<AbsenceCalendar> {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const { rows } = await q.query<CalendarRow>(
    `SELECT u.id AS user_id, u.username, u.first_name, u.last_name,
            (SELECT json_agg(json_build_object('id', a.id, 'code', t.code, 'status', a.status,
                     'start_date', to_char(a.start_date, 'YYYY-MM-DD'), 'end_date', to_char(a.end_date, 'YYYY-MM-DD'),
                     'partial', a.start_minute IS NOT NULL) ORDER BY a.start_date, a.id)
               FROM absences a JOIN absence_types t ON t.id = a.absence_type_id
              WHERE a.user_id = u.id AND a.status IN ('pending', 'approved')
                AND a.start_date <= $2::date AND a.end_date >= $1::date) AS absences
       FROM users u
      WHERE u.is_active AND CASE WHEN $3::int IS NULL THEN NOT u.is_admin ELSE u.gruppo_id = $3 END
        AND ${scopeCondition(scope, 'u.id', '$4')}
      ORDER BY lower(u.last_name), lower(u.first_name), lower(u.username), u.id`,
    [first, last, gruppoId ?? null, scopeParam(scope)],
  );
  const holidays = italianHolidaysBetween(first, last);
  return {
    month,
    days: daysBetween(first, last).map((date) => ({ date, festive: isoWeekday(date) === 7 || holidays.has(date) })),
    employees: rows.map((row) => ({
      user_id: row.user_id,
      username: row.username,
      full_name: fullName(row.first_name, row.last_name),
      cells: (row.absences ?? []).flatMap((a) =>
        daysBetween(a.start_date > first ? a.start_date : first, a.end_date < last ? a.end_date : last).map(
          (date): AbsenceCalendarCell => ({ date, code: a.code, absence_id: a.id, status: a.status, partial: a.partial }),
        ),
      ),
    })),
  };
}
