/**
 * How long a login attempt must wait (docs/behaviour.md, "Tokens and sign-in limits"). Built so that nobody can lock
 * a user out from elsewhere:
 * - per (username, client address): the first `freeFailures` failures cost nothing, then each further one doubles
 *   the wait before the next try (1 s, 2 s, 4 s … up to `maxDelaySeconds`); a success from that address clears them;
 * - per username, from every address together: a ceiling of `maxPerUserPerHour` failures an hour, against a guessing
 *   botnet;
 * - per client address: `maxPerAddressPerMinute` failures a minute across usernames (password spraying), generous
 *   for an office behind one address;
 * - an attempt from the account's bound device counts only against (username, that device), with the same
 *   growing waits, and is never held back by the ceiling or by anyone's address.
 */
export interface LoginThrottleLimits {
  freeFailures: number;
  maxDelaySeconds: number;
  maxPerUserPerHour: number;
  maxPerAddressPerMinute: number;
}

/**
 * The failures that came before an attempt, as the database counted them (times in epoch ms, on the database's
 * clock, like `now`). The "edge" of a window-limited count is the failure that must leave the window before one
 * more is allowed: the `limit`-th newest.
 */
export interface EarlierFailures {
  now: number;
  /** Failures of the attempt's own key (username + address, or username + bound device), in the last day. */
  ownKeyCount: number;
  ownKeyLatest: number | null;
  userLastHourCount: number;
  userHourEdge: number | null;
  addressLastMinuteCount: number;
  addressMinuteEdge: number | null;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** The growing wait after `failures` failures of one key: none up to the free ones, then 1 s, 2 s, 4 s … capped. */
export function delayAfterFailures(failures: number, limits: LoginThrottleLimits): number {
  if (failures < limits.freeFailures) return 0;
  const doublings = Math.min(failures - limits.freeFailures, 30);
  return Math.min(2 ** doublings * 1000, limits.maxDelaySeconds * 1000);
}

/** Seconds the attempt must wait (0: it may be checked now). */
export function loginWaitSeconds(earlier: EarlierFailures, limits: LoginThrottleLimits, fromBoundDevice: boolean): number {
  const waits: number[] = [];
  if (earlier.ownKeyLatest !== null) {
    waits.push(earlier.ownKeyLatest + delayAfterFailures(earlier.ownKeyCount, limits) - earlier.now);
  }
  if (!fromBoundDevice) {
    if (earlier.userLastHourCount >= limits.maxPerUserPerHour && earlier.userHourEdge !== null) {
      waits.push(earlier.userHourEdge + HOUR_MS - earlier.now);
    }
    if (earlier.addressLastMinuteCount >= limits.maxPerAddressPerMinute && earlier.addressMinuteEdge !== null) {
      waits.push(earlier.addressMinuteEdge + MINUTE_MS - earlier.now);
    }
  }
  const longest = Math.max(0, ...waits);
  return longest > 0 ? Math.ceil(longest / 1000) : 0;
}
