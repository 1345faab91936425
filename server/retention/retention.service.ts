/**
 * The retention purge (docs/behaviour.md, "Retention"): what is older than the retention goes, a batch per statement,
 * so that any backlog (the first run on years of punches) is deleted with bounded memory and short locks.
 */
import type { Queryable } from '../db/database.port';
import {
  deleteNotificationBatch,
  deleteOfflinePunchBatch,
  deletePunchBatch,
  deleteRefreshTokenBatch,
  nextDayWithPunches,
  type RetentionCounts,
} from './retention.query';
import type { RetentionCutoffs } from './retention.rules';

/** Rows per statement: a batch takes well under a second, far below DATABASE_STATEMENT_TIMEOUT_MS. */
export const RETENTION_BATCH_SIZE = 10_000;

export interface PurgeOptions {
  batchSize?: number;
  /** Aborted (the server is closing): the purge stops after the statement in flight; the next run goes on. */
  signal?: AbortSignal;
}

export interface PurgeReport {
  deleted: RetentionCounts;
  /** Deleting statements run (the day lookups between them not counted). */
  statements: number;
  /** Stopped by the signal before the end. */
  interrupted: boolean;
}

/** Deletes everything the cut-offs expire, batch after batch until a batch comes back short. */
export async function purgeExpired(q: Queryable, cutoffs: RetentionCutoffs, options: PurgeOptions = {}): Promise<PurgeReport> {
  const size = options.batchSize ?? RETENTION_BATCH_SIZE;
  const report: PurgeReport = {
    deleted: { timesheet_entries: 0, audit_log: 0, correction_requests: 0, notifications: 0, refresh_tokens: 0, offline_punches: 0 },
    statements: 0,
    interrupted: false,
  };
  const stopped = () => {
    if (options.signal?.aborted) report.interrupted = true;
    return report.interrupted;
  };

  // Oldest day first, each day in batches until one comes back short; then on to the next day with punches.
  let day = stopped() ? null : await nextDayWithPunches(q, null, cutoffs.punchesBefore);
  while (day !== null && !stopped()) {
    const batch = await deletePunchBatch(q, day, size);
    report.statements++;
    report.deleted.timesheet_entries += batch.deleted.timesheet_entries;
    report.deleted.audit_log += batch.deleted.audit_log;
    report.deleted.correction_requests += batch.deleted.correction_requests;
    if (batch.taken < size) day = await nextDayWithPunches(q, day, cutoffs.punchesBefore);
  }
  for (const [table, deleteBatch] of [
    ['notifications', deleteNotificationBatch],
    ['refresh_tokens', deleteRefreshTokenBatch],
    ['offline_punches', deleteOfflinePunchBatch],
  ] as const) {
    while (!stopped()) {
      const deleted = await deleteBatch(q, cutoffs, size);
      report.statements++;
      report.deleted[table] += deleted;
      if (deleted < size) break;
    }
  }
  return report;
}
