/**
 * The automatic close (docs/behaviour.md, "Automatic close"; off unless AUTO_CHECKOUT_AFTER_HOURS is set): a check-in
 * still open that many hours after its day's planned end is closed at the planned end by an OUT flagged 'Chiusura
 * automatica', not valid, so that it is reviewed as an anomaly. The reminders' job calls this on each of its ticks;
 * nothing here schedules itself.
 *
 * Cost of a tick: one statement for the open check-ins old enough, one for their plans (whatever their number), then
 * one statement per check-in actually closed. A check-in left open (nothing planned, checked in after the planned
 * end, a closed month) is read again at the next tick and left again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { REMINDER_TEXTS } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { WallClock } from '../hours/wall-clock';
import { PlanResolver } from '../schedules/day-plan';
import { loadPlanData } from '../schedules/schedule-plans.query';
import { openCheckInsOlderThan } from './auto-checkout-candidates.query';
import { closeCheckInAutomatically } from './auto-checkout-close.query';
import { autoCheckoutDecision } from './auto-checkout.rules';

export interface AutoCheckoutOptions {
  now: Date;
  /** AUTO_CHECKOUT_AFTER_HOURS. */
  afterHours: number;
  /** APP_TIMEZONE. */
  timezone: string;
  /** Where a check-in left open because its month is closed is reported (once per check-in and process). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The check-ins already reported as left open in a closed month: a tick a minute would repeat the line forever. */
const reportedInClosedMonth = new Set<number>();

/** Closes every check-in due; returns how many were closed by this call. */
export async function closeForgottenCheckIns(db: Queryable, { now, afterHours, timezone, log }: AutoCheckoutOptions): Promise<number> {
  const candidates = await openCheckInsOlderThan(db, now, afterHours);
  if (candidates.length === 0) return 0;
  const dates = candidates.map((c) => c.business_date).sort();
  const [first, last] = [dates[0]!, dates[dates.length - 1]!];
  const userIds = [...new Set(candidates.map((c) => c.user_id))];
  const resolver = new PlanResolver(await loadPlanData(db, userIds, first, last), first, last);
  const clock = WallClock.of(timezone);
  let closed = 0;
  for (const checkIn of candidates) {
    const decision = autoCheckoutDecision(
      resolver,
      { userId: checkIn.user_id, businessDate: checkIn.business_date, inAt: checkIn.timestamp.getTime(), firstInAt: checkIn.first_in.getTime() },
      { now: now.getTime(), afterHours, timezone },
    );
    if (!decision.close) continue;
    const plannedEnd = new Date(decision.plannedEnd).toISOString();
    const result = checkIn.month_closed
      ? ({ refused: 'month_closed' } as const)
      : await closeCheckInAutomatically(db, {
          inId: checkIn.id,
          plannedEnd,
          afterHours,
          timezone,
          issue: {
            code: 'AUTO_CHECKOUT',
            message: `${REMINDER_TEXTS.autoCheckout}: uscita non timbrata, registrata alla fine prevista (${clock.time(plannedEnd)}) ${afterHours} h dopo`,
          },
        });
    if ('outId' in result) closed += 1;
    else if (result.refused === 'month_closed' && !reportedInClosedMonth.has(checkIn.id)) {
      reportedInClosedMonth.add(checkIn.id);
      log?.warn({ checkInId: checkIn.id, userId: checkIn.user_id, businessDate: checkIn.business_date, plannedEnd }, 'Automatic close skipped: the month is closed');
    }
  }
  return closed;
}
