/**
 * Yesterday's open anomalies, for the morning digest (docs/behaviour.md, "Reminders"): the day's flags as 'Report
 * Presenze' and the monthly sheet read them (server/hours/worked-days.query.ts, the one computation), per person, in
 * a fixed order. Two statements whatever the number of people: who punched that day, then their worked day.
 *
 * Open: nobody has acted on it yet. A missing check-out stops being one when its OUT is added (an approved request,
 * an administrator); a punch an administrator moved or added is reviewed, so its invalidity, its place and its
 * position no longer count. The shift still in progress (a night shift) is no missing check-out.
 */
import { REMINDER_TEXTS, type DayPunch, type WorkedDay } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { loadWorkedDays } from '../hours/worked-days.query';
import { fullName } from '../users/user.repository';

/** The problems in the order the digest lists them, in the words of the sheet and the screens. */
export const DIGEST_PROBLEMS = {
  missingCheckOut: 'Uscita mancante',
  autoClosed: REMINDER_TEXTS.autoCheckout,
  invalid: 'Timbratura non valida',
  offSite: 'Fuori sede',
  suspiciousPosition: 'Posizione sospetta',
} as const;
type DigestProblem = (typeof DIGEST_PROBLEMS)[keyof typeof DIGEST_PROBLEMS];

export interface PersonAnomalies {
  id: number;
  gruppo_id: number | null;
  /** 'Nome Cognome (username)'. */
  label: string;
  /** For the list's order: last name, first name, username. */
  sortKey: string;
  problems: DigestProblem[];
}

export async function anomaliesOfDay(db: Queryable, date: string, timezone: string): Promise<PersonAnomalies[]> {
  const { rows: people } = await db.query<{ id: number; gruppo_id: number | null; username: string; first_name: string; last_name: string }>(
    `SELECT u.id, u.gruppo_id, u.username, u.first_name, u.last_name FROM users u
      WHERE u.id IN (SELECT e.user_id FROM timesheet_entries e WHERE e.business_date = $1::date)`,
    [date],
  );
  if (people.length === 0) return [];
  const days = await loadWorkedDays(db, people.map((p) => p.id), { start_date: date, end_date: date }, timezone);
  return people.flatMap((person) => {
    const day = days.get(person.id)?.find((d) => d.date === date);
    const problems = day ? openProblems(day) : [];
    if (problems.length === 0) return [];
    return [{
      id: person.id,
      gruppo_id: person.gruppo_id,
      label: `${fullName(person.first_name, person.last_name) || person.username} (${person.username})`,
      sortKey: `${person.last_name}\u0000${person.first_name}\u0000${person.username}`,
      problems,
    }];
  });
}

/** A punch an administrator has moved or added: reviewed. */
const reviewed = (punch: DayPunch) => punch.original_timestamp !== null || punch.is_added;

function openProblems(day: WorkedDay): DigestProblem[] {
  const open = day.punches.filter((punch) => !reviewed(punch));
  const problems: DigestProblem[] = [];
  if (day.flags.missing_check_out) problems.push(DIGEST_PROBLEMS.missingCheckOut);
  if (open.some((punch) => punch.auto_closed)) problems.push(DIGEST_PROBLEMS.autoClosed);
  // The day's flag leaves out the IN closed as a missing check-out; the automatic close has its own words above.
  if (day.flags.invalid && open.some((punch) => !punch.is_valid && !punch.auto_closed)) problems.push(DIGEST_PROBLEMS.invalid);
  if (open.some((punch) => punch.off_site)) problems.push(DIGEST_PROBLEMS.offSite);
  if (open.some((punch) => punch.position_signals.length > 0)) problems.push(DIGEST_PROBLEMS.suspiciousPosition);
  return problems;
}
