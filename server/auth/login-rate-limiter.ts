/**
 * Failed-login limits, in memory (one process; restarting clears them, and several instances each keep
 * their own — acceptable for the attack it slows: password guessing). Only failures count; a success
 * clears the username's failures and never counts against the address.
 * - per username (lower-cased): at most `burst` failures in 15 minutes and `perHour` in an hour (OWASP);
 * - per client address: at most `perIpPerMinute` failures a minute, generous for an office behind one NAT.
 */
export interface LoginLimits {
  burst: number;
  perHour: number;
  perIpPerMinute: number;
}

const MINUTE = 60_000;
const BURST_WINDOW = 15 * MINUTE;
const HOUR = 60 * MINUTE;
/** Bound on remembered keys, so random usernames cannot grow memory without limit. */
const MAX_KEYS = 100_000;

export class LoginRateLimiter {
  private readonly byUser = new Map<string, number[]>();
  private readonly byIp = new Map<string, number[]>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

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

  recordFailure(username: string, ip: string): void {
    const now = this.now();
    this.push(this.byUser, username.toLowerCase(), now, now - HOUR, Math.max(this.limits.perHour, this.limits.burst));
    this.push(this.byIp, ip, now, now - MINUTE, this.limits.perIpPerMinute);
  }

  recordSuccess(username: string): void {
    this.byUser.delete(username.toLowerCase());
  }

  private recent(map: Map<string, number[]>, key: string, since: number): number[] {
    const times = map.get(key);
    if (!times) return [];
    const kept = times.filter((t) => t > since);
    if (kept.length) map.set(key, kept);
    else map.delete(key);
    return kept;
  }

  private push(map: Map<string, number[]>, key: string, now: number, since: number, keep: number): void {
    const times = this.recent(map, key, since);
    times.push(now);
    // Only the newest `keep` failures can ever decide a limit.
    map.delete(key);
    map.set(key, times.slice(-keep));
    if (map.size > MAX_KEYS) map.delete(map.keys().next().value as string);
  }
}
