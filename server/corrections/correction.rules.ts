/**
 * Whether a proposed correction may be filed, or applied as the punches are now (docs/behaviour.md, "Correction
 * requests"). Pure: the comparisons come from correction-punch.query.ts. The same rules at the request and at the
 * approval, since another correction or an edit may have moved the punches in between.
 *
 *  - missing_check_out: the punch is an IN without its OUT (the worked time's pairing rule), today's open IN
 *    included (the employee left without checking out); the OUT comes after the IN, before the user's next punch,
 *    on the IN's business day or the next (else it would pair with nothing), and not in the future.
 *  - wrong_time: any own punch, a time other than its current one, not in the future, between the previous and the
 *    next punch (the order of the punches, hence their pairs, stays the same).
 */
import { CorrectionFieldError, type CorrectionKind } from '../../src/core/contract';
import type { CorrectionPunch } from './correction-punch.query';

/** The field errors refusing the correction, or undefined when it may be made. */
export function correctionFieldErrors(kind: CorrectionKind, punch: CorrectionPunch): Record<string, string> | undefined {
  const refuse = (text: string, field = 'proposed_timestamp') => ({ [field]: text });
  if (kind === 'missing_check_out') {
    if (punch.entryType !== 'IN' || punch.hasCheckOut) return refuse(CorrectionFieldError.NOT_MISSING_CHECK_OUT, 'timesheet_id');
    if (punch.proposedInFuture) return refuse(CorrectionFieldError.FUTURE_TIME);
    if (!punch.proposedAfterPunch) return refuse(CorrectionFieldError.OUT_BEFORE_IN);
    if (punch.proposedBeforeNext === false) return refuse(CorrectionFieldError.OUT_AFTER_NEXT_PUNCH);
    if (!punch.proposedByNextDay) return refuse(CorrectionFieldError.OUT_TOO_LATE);
    return undefined;
  }
  if (punch.proposedIsCurrent) return refuse(CorrectionFieldError.SAME_TIME);
  if (punch.proposedInFuture) return refuse(CorrectionFieldError.FUTURE_TIME);
  if (punch.proposedAfterPrevious === false) return refuse(CorrectionFieldError.BEFORE_PREVIOUS_PUNCH);
  if (punch.proposedBeforeNext === false) return refuse(CorrectionFieldError.AFTER_NEXT_PUNCH);
  return undefined;
}
