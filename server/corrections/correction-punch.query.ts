/**
 * The punch a correction request is about, with what its rules need (correction.rules.ts): its neighbours in the
 * user's time order and how the proposed time compares with them. The proposed time is read by PostgreSQL (a time
 * without zone is a wall-clock time of the business time zone, as the admin edit reads it) and every comparison is
 * made there, at the database's precision (punch times carry microseconds).
 */
import type { EntryType } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { isWorkedPairSql } from '../hours/worked-pair.sql';

export interface CorrectionPunch {
  id: number;
  userId: number;
  entryType: EntryType;
  isOpen: boolean;
  /** The IN is paired: the next punch is an OUT of its business day or the next (the worked pair: server/hours/worked-pair.sql.ts). */
  hasCheckOut: boolean;
  /** The proposed time, as PostgreSQL read it. */
  proposed: Date;
  proposedInFuture: boolean;
  proposedIsCurrent: boolean;
  proposedAfterPunch: boolean;
  /** Null when there is no previous / next punch. */
  proposedAfterPrevious: boolean | null;
  proposedBeforeNext: boolean | null;
  /** The proposed time falls on the punch's business day or the next one. */
  proposedByNextDay: boolean;
}

export interface CorrectionPunchLookup {
  entryId: number;
  /** Only this user's punch (the employee's own request); undefined for any (the administrator's decision). */
  ownerId?: number;
  /** ISO 8601 text. */
  proposed: string;
  hasZone: boolean;
  timezone: string;
  /** Lock the punch until the end of the transaction (the decision). */
  lock: boolean;
}

interface Row {
  id: number;
  user_id: number;
  entry_type: EntryType;
  is_open: boolean;
  has_check_out: boolean;
  proposed: Date;
  in_future: boolean;
  is_current: boolean;
  after_punch: boolean;
  after_previous: boolean | null;
  before_next: boolean | null;
  by_next_day: boolean;
}

export async function loadCorrectionPunch(q: Queryable, lookup: CorrectionPunchLookup): Promise<CorrectionPunch | undefined> {
  const proposed = lookup.hasZone ? '$3::timestamptz' : '($3::timestamp AT TIME ZONE $4::text)';
  const { rows } = await q.query<Row>(
    `SELECT p.id, p.user_id, p.entry_type, p.is_open,
            ${isWorkedPairSql({ entryType: 'p.entry_type', businessDate: 'p.business_date', nextType: 'nxt.entry_type', nextDate: 'nxt.business_date' })} AS has_check_out,
            t.proposed, t.proposed > now() AS in_future, t.proposed = p."timestamp" AS is_current,
            t.proposed > p."timestamp" AS after_punch,
            t.proposed > prev."timestamp" AS after_previous, t.proposed < nxt."timestamp" AS before_next,
            (t.proposed AT TIME ZONE $4::text)::date <= p.business_date + 1 AS by_next_day
       FROM timesheet_entries p
       CROSS JOIN (SELECT ${proposed} AS proposed) t
       LEFT JOIN LATERAL (
         SELECT x."timestamp" FROM timesheet_entries x
          WHERE x.user_id = p.user_id AND (x."timestamp", x.id) < (p."timestamp", p.id)
          ORDER BY x."timestamp" DESC, x.id DESC LIMIT 1) prev ON true
       LEFT JOIN LATERAL (
         SELECT x.entry_type, x."timestamp", x.business_date FROM timesheet_entries x
          WHERE x.user_id = p.user_id AND (x."timestamp", x.id) > (p."timestamp", p.id)
          ORDER BY x."timestamp", x.id LIMIT 1) nxt ON true
      WHERE p.id = $1 AND ($2::int IS NULL OR p.user_id = $2)
      ${lookup.lock ? 'FOR UPDATE OF p' : ''}`,
    [lookup.entryId, lookup.ownerId ?? null, lookup.proposed, lookup.timezone],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      entryType: row.entry_type,
      isOpen: row.is_open,
      hasCheckOut: row.has_check_out,
      proposed: row.proposed,
      proposedInFuture: row.in_future,
      proposedIsCurrent: row.is_current,
      proposedAfterPunch: row.after_punch,
      proposedAfterPrevious: row.after_previous,
      proposedBeforeNext: row.before_next,
      proposedByNextDay: row.by_next_day,
    }
  );
}
