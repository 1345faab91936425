/**
 * offline_punches (docs/behaviour.md, "Offline punches"): every offline punch received with a valid signature,
 * accepted or refused, one row per (key, counter). The row is claimed first in the punch's transaction: a second
 * request with the same counter waits on the unique constraint until the first commits, then finds the row taken and
 * answers the stored result instead of writing again.
 */
import type { OfflinePunchAction, OfflinePunchRefusal, RefusedOfflinePunch } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { toIsoTimestamp } from './iso-timestamp';
import { ENTRY_COLUMNS, type TimesheetEntryRow } from './timesheet-entry.columns';

/** A stored offline punch, with its entry when it was accepted (and the entry still exists). */
export interface StoredOfflinePunch {
  counter: number;
  refusal: OfflinePunchRefusal | null;
  recordedAt: Date;
  receivedAt: Date;
  entry: TimesheetEntryRow | null;
}

/** What the server knows of a key's counters: the punch stored under `counter`, and the highest counter stored. */
export interface KeyCounters {
  stored: StoredOfflinePunch | null;
  highest: number | null;
}

/** One statement: the unique index (key_thumbprint, counter) answers both. */
export async function readKeyCounters(q: Queryable, keyThumbprint: string, counter: number): Promise<KeyCounters> {
  const { rows } = await q.query<
    { highest: string | number | null; stored_counter: string | number | null; refusal: OfflinePunchRefusal | null; recorded_time: Date; received_at: Date } & {
      [K in keyof TimesheetEntryRow]: TimesheetEntryRow[K] | null;
    }
  >(
    `SELECT (SELECT max(counter) FROM offline_punches WHERE key_thumbprint = $1) AS highest,
            o.counter AS stored_counter, o.refusal, o.recorded_time, o.received_at, ${ENTRY_COLUMNS}
       FROM (SELECT 1) AS one
       LEFT JOIN offline_punches o ON o.key_thumbprint = $1 AND o.counter = $2
       LEFT JOIN timesheet_entries e ON e.id = o.entry_id`,
    [keyThumbprint, counter],
  );
  const row = rows[0]!;
  const highest = row.highest === null ? null : Number(row.highest);
  if (row.stored_counter === null) return { stored: null, highest };
  const { highest: _h, stored_counter, refusal, recorded_time, received_at, ...entry } = row;
  return {
    highest,
    stored: {
      counter: Number(stored_counter),
      refusal,
      recordedAt: recorded_time,
      receivedAt: received_at,
      entry: entry.id === null ? null : (entry as TimesheetEntryRow),
    },
  };
}

export interface OfflinePunchClaim {
  userId: number;
  keyThumbprint: string;
  counter: number;
  action: OfflinePunchAction;
  deviceId: string;
  deviceTime: Date;
  receivedAt: Date;
  recordedAt: Date;
}

/**
 * Takes the key's counter for this punch, inside the caller's transaction: its row's id, or undefined when the counter
 * was taken already (a simultaneous request with the same counter, committed first).
 */
export async function claimOfflinePunch(tx: Queryable, claim: OfflinePunchClaim): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO offline_punches (user_id, key_thumbprint, counter, action, device_id, device_time, received_at, recorded_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (key_thumbprint, counter) DO NOTHING
     RETURNING id`,
    [claim.userId, claim.keyThumbprint, claim.counter, claim.action, claim.deviceId, claim.deviceTime, claim.receivedAt, claim.recordedAt],
  );
  return rows[0]?.id;
}

/** What became of the claimed punch: its entry (accepted) or its refusal. */
export async function settleOfflinePunch(tx: Queryable, id: number, outcome: { entryId: number | null; refusal: OfflinePunchRefusal | null }): Promise<void> {
  await tx.query('UPDATE offline_punches SET entry_id = $2, refusal = $3 WHERE id = $1', [id, outcome.entryId, outcome.refusal]);
}

/** How far back GET /api/timesheet/offline/refused/ looks. */
export const REFUSED_LIST_DAYS = 30;

/** The person's refused offline punches received in the last REFUSED_LIST_DAYS days, newest first. */
export async function listRefusedOfflinePunches(q: Queryable, userId: number): Promise<RefusedOfflinePunch[]> {
  const { rows } = await q.query<{ counter: string | number; action: OfflinePunchAction; device_time: Date; received_at: Date; refusal: OfflinePunchRefusal }>(
    `SELECT counter, action, device_time, received_at, refusal FROM offline_punches
      WHERE user_id = $1 AND refusal IS NOT NULL AND received_at > now() - make_interval(days => $2)
      ORDER BY received_at DESC, id DESC`,
    [userId, REFUSED_LIST_DAYS],
  );
  return rows.map((row) => ({
    counter: Number(row.counter),
    action: row.action,
    device_time: toIsoTimestamp(row.device_time),
    received_at: toIsoTimestamp(row.received_at),
    refusal: row.refusal,
  }));
}
