/**
 * How a punch arrived and what its position looks like, as the reviewing screens, the activities CSV and the monthly
 * sheet write it (docs/behaviour.md, "Offline punches", "Position signals", "Automatic close"): the delay of an offline
 * punch in one short text, the same everywhere ('2 h 15 min'), the position signals in one fixed order, and the
 * check-outs the server wrote itself ('Chiusura automatica'). The words around them are each screen's own.
 */
import type { PositionSignal } from '../contract/punch-origin.contract';

/** The signals in the order every list of reasons shows them (the contract's). */
export const POSITION_SIGNAL_ORDER: readonly PositionSignal[] = ['stale_fix', 'zero_accuracy', 'repeated_fix', 'impossible_travel', 'jump_and_return'];

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The delay between an offline punch and its arrival: '40 s' within the minute, '45 min', '2 h', '2 h 15 min', and from
 * a day on '3 g 2 h' (the minutes no longer matter). Whole units, rounded down: a punch is never said to have waited
 * longer than it did.
 */
export function formatOfflineDelay(seconds: number): string {
  const whole = Math.max(0, Math.trunc(seconds));
  const days = Math.floor(whole / DAY);
  const hours = Math.floor((whole % DAY) / HOUR);
  const minutes = Math.floor((whole % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} g ${hours} h` : `${days} g`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return minutes > 0 ? `${minutes} min` : `${whole} s`;
}

/** Each signal of `signals` once, in POSITION_SIGNAL_ORDER; codes this version does not know are left out. */
export function orderedPositionSignals(signals: Iterable<string>): PositionSignal[] {
  const present = new Set(signals);
  return POSITION_SIGNAL_ORDER.filter((signal) => present.has(signal));
}

/**
 * What the punches of a day say about their origin: the offline ones, in time order, every signal of the day, and the
 * check-outs the server wrote at the planned end ('Chiusura automatica'), in time order.
 */
export interface DayPunchOrigin<P> {
  offline: Array<{ punch: P; delaySeconds: number }>;
  signals: PositionSignal[];
  autoClosed: P[];
}

export function dayPunchOrigin<P extends { offline_delay_seconds: number | null; position_signals: readonly string[]; auto_closed: boolean }>(
  punches: readonly P[],
): DayPunchOrigin<P> {
  const offline = punches.flatMap((punch) => (punch.offline_delay_seconds === null ? [] : [{ punch, delaySeconds: punch.offline_delay_seconds }]));
  return {
    offline,
    signals: orderedPositionSignals(punches.flatMap((punch) => punch.position_signals)),
    autoClosed: punches.filter((punch) => punch.auto_closed),
  };
}
