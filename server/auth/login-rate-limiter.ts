/**
 * Failed-login limits, in memory (one process; restarting clears them, and several instances each keep
 * their own — acceptable for the attack it slows: password guessing). Only failures count; a success
 * clears the username's failures and never counts against the address.
 * - per username (lower-cased): at most `burst` failures in 15 minutes and `perHour` in an hour (OWASP);
 * - per client address: at most `perIpPerMinute` failures a minute, generous for an office behind one NAT.
 *
 * Checking the password is slow (argon2id), so an attempt is reserved before it is checked: `reserve`
 * counts it at once as a (pending) failure, and only the attempt's `succeeded()` takes it back. Parallel
 * attempts therefore see each other, and a burst of concurrent guesses gets no more tries than a sequence.
 */
export interface LoginLimits {
  burst: number;
  perHour: number;
  perIpPerMinute: number;
}

/** A reserved attempt: counted as a failure unless `succeeded()` (or `cancelled()`) is called. */
export interface LoginAttempt {
  readonly allowed: true;
  /** The password was wrong: the attempt stays counted, as an ordinary failure from now on. */
  failed(): void;
  /** The password was right: the attempt is taken back and the username's failures are cleared. */
  succeeded(): void;
  /** The check could not be made (e.g. the database failed): the attempt is taken back, nothing else changes. */
  cancelled(): void;
}

export interface LoginRefused {
  readonly allowed: false;
  /** Seconds to wait before trying again (at least 1). */
  retryAfterSeconds: number;
}

const MINUTE = 60_000;
const BURST_WINDOW = 15 * MINUTE;
const HOUR = 60 * MINUTE;
/** Bound on remembered keys, so random usernames cannot grow memory without limit. */
const MAX_KEYS = 100_000;

/** One counted failure; `pending` while its password is still being checked. */
interface Failure {
  at: number;
  pending: boolean;
}

export class LoginRateLimiter {
  private readonly byUser = new Map<string, Failure[]>();
  private readonly byIp = new Map<string, Failure[]>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Checks the limits and, when the attempt is allowed, counts it as a failure in the same step
   * (synchronously: no other attempt can slip in between the check and the count).
   */
  reserve(username: string, ip: string): LoginAttempt | LoginRefused {
    const wait = this.retryAfterSeconds(username, ip);
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
    const user = username.toLowerCase();
    const failure = this.add(user, ip, true);
    let settled = false;
    const takeBack = () => {
      if (settled) return;
      settled = true;
      this.remove(this.byUser, user, failure);
      this.remove(this.byIp, ip, failure);
    };
    return {
      allowed: true,
      failed: () => {
        if (settled) return;
        settled = true;
        failure.pending = false;
      },
      succeeded: () => {
        takeBack();
        this.recordSuccess(user);
      },
      cancelled: takeBack,
    };
  }

  /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
  retryAfterSeconds(username: string, ip: string): number {
    const now = this.now();
    const user = this.recent(this.byUser, username.toLowerCase(), now - HOUR);
    const ipFailures = this.recent(this.byIp, ip, now - MINUTE);
    const waits: number[] = [];
    const inBurst = user.filter((t) => t > now - BURST_WINDOW);
    if (inBurst.length >= this.limits.burst) waits.push(inBurst[inBurst.length - this.limits.burst] + BURST_WINDOW - now);
    if (user.length >= this.limits.perHour) waits.push(user[user.length - this.limits.perHour] + HOUR - now);
    if (ipFailures.length >= this.limits.perIpPerMinute) {
      waits.push(ipFailures[ipFailures.length - this.limits.perIpPerMinute] + MINUTE - now);
    }
    return waits.length ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : 0;
  }

  /** A failure already decided (no reservation). */
  recordFailure(username: string, ip: string): void {
    this.add(username.toLowerCase(), ip, false);
  }

  /** Clears the username's settled failures; attempts of it still being checked stay counted. */
  recordSuccess(username: string): void {
    const key = username.toLowerCase();
    const pending = this.byUser.get(key)?.filter((f) => f.pending);
    if (pending?.length) this.byUser.set(key, pending);
    else this.byUser.delete(key);
  }

  /** Times (ascending) of the failures of `key` after `since`, forgetting older ones. */
  private recent(map: Map<string, Failure[]>, key: string, since: number): number[] {
    const failures = map.get(key);
    if (!failures) return [];
    const kept = failures.filter((f) => f.at > since);
    if (kept.length) map.set(key, kept);
    else map.delete(key);
    return kept.map((f) => f.at);
  }

  private add(user: string, ip: string, pending: boolean): Failure {
    const now = this.now();
    const failure: Failure = { at: now, pending };
    this.push(this.byUser, user, failure, now - HOUR, Math.max(this.limits.perHour, this.limits.burst));
    this.push(this.byIp, ip, failure, now - MINUTE, this.limits.perIpPerMinute);
    return failure;
  }

  private push(map: Map<string, Failure[]>, key: string, failure: Failure, since: number, keep: number): void {
    const failures = (map.get(key) ?? []).filter((f) => f.at > since);
    failures.push(failure);
    // Only the newest `keep` failures can ever decide a limit.
    map.delete(key);
    map.set(key, failures.slice(-keep));
    if (map.size > MAX_KEYS) map.delete(map.keys().next().value as string);
  }

  private remove(map: Map<string, Failure[]>, key: string, failure: Failure): void {
    const failures = map.get(key);
    if (!failures) return;
    const kept = failures.filter((f) => f !== failure);
    if (kept.length) map.set(key, kept);
    else map.delete(key);
  }
}
