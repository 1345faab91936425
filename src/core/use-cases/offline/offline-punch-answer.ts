/**
 * What became of a queued punch the phone sent (docs/behaviour.md, "Offline punches"), from the server's answer:
 * - 200: accepted or refused (a replayed counter gets its first answer again): answered, the punch leaves the queue;
 * - 409 (OFFLINE_COUNTER_NOT_NEW): the server already has a later counter of this key: not accepted, it leaves;
 * - 403: the device is refused (not the bound one, no longer authorised): not accepted, it leaves;
 * - 400: a request the server cannot take: not accepted, it leaves (sending it again cannot help);
 * - anything else (no network, a timeout, 401 after the client's refresh, 404 from a server not yet updated, 429,
 *   5xx): it stays in the queue, and sending stops until the next occasion.
 */
import type { OfflinePunchAction, OfflinePunchRefusal, OfflinePunchResult, TimesheetEntry, UserStatus } from '../../contract';
import { ApiRequestError } from '../../errors';
import type { QueuedPunch } from '../../ports';

/** Why an offline punch was not accepted: the server's stored refusal, or what the phone made of a refused request. */
export type OfflineRefusalReason = OfflinePunchRefusal | 'counter_not_new' | 'device_refused' | 'invalid';

export interface OfflinePunchAnswer {
  counter: number;
  action: OfflinePunchAction;
  /** When the employee pressed the button, by the phone's clock (ISO 8601). */
  deviceTime: string;
  accepted: boolean;
  /** Null when accepted. */
  refusal: OfflineRefusalReason | null;
  /** The punch saved (accepted only). */
  entry: TimesheetEntry | null;
  /** The person's status after it, from the answer; null when the server answered none (a refused request). */
  status: UserStatus | null;
}

export type SendStep = { kind: 'answered'; answer: OfflinePunchAnswer } | { kind: 'keep'; error: unknown };

/** The server's 200 answer. */
export function answeredStep(punch: QueuedPunch, result: OfflinePunchResult): SendStep {
  const accepted = result.outcome === 'accepted';
  return {
    kind: 'answered',
    answer: {
      ...identity(punch),
      accepted,
      refusal: accepted ? null : (result.refusal ?? 'invalid'),
      entry: result.entry,
      status: result.status,
    },
  };
}

/** A failed send: answered and removed, or kept for later (see the header). */
export function failedStep(punch: QueuedPunch, error: unknown): SendStep {
  const refusal = error instanceof ApiRequestError ? refusalOfStatus(error.status) : null;
  if (!refusal) return { kind: 'keep', error };
  return { kind: 'answered', answer: { ...identity(punch), accepted: false, refusal, entry: null, status: null } };
}

function refusalOfStatus(status: number): OfflineRefusalReason | null {
  if (status === 409) return 'counter_not_new';
  if (status === 403) return 'device_refused';
  if (status === 400) return 'invalid';
  return null;
}

function identity(punch: QueuedPunch): Pick<OfflinePunchAnswer, 'counter' | 'action' | 'deviceTime'> {
  return { counter: punch.counter, action: punch.request.action, deviceTime: punch.request.device_time };
}
