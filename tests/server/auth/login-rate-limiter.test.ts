import { LoginRateLimiter } from '../../../server/auth/login-rate-limiter';

describe('LoginRateLimiter', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = Date.UTC(2024, 0, 8, 8, 0);
  });

  it('blocks a username after the burst of failures, for the rest of the 15 minutes', () => {
    const limiter = new LoginRateLimiter({ burst: 3, perHour: 100, perIpPerMinute: 1000 }, clock);
    for (let i = 0; i < 3; i++) limiter.recordFailure('Mario', `10.0.0.${i}`);
    expect(limiter.retryAfterSeconds('mario', '10.0.0.9')).toBe(15 * 60);
    now += 15 * 60 * 1000 + 1;
    expect(limiter.retryAfterSeconds('mario', '10.0.0.9')).toBe(0);
  });

  it('caps failures per hour however they are spread', () => {
    const limiter = new LoginRateLimiter({ burst: 10, perHour: 20, perIpPerMinute: 1000 }, clock);
    for (let i = 0; i < 20; i++) {
      limiter.recordFailure('mario', '10.0.0.1');
      now += 2 * 60 * 1000; // one every 2 minutes never hits the burst
    }
    expect(limiter.retryAfterSeconds('mario', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('limits failures per address generously and independently of usernames', () => {
    const limiter = new LoginRateLimiter({ burst: 10, perHour: 100, perIpPerMinute: 5 }, clock);
    for (let i = 0; i < 5; i++) limiter.recordFailure(`user${i}`, '192.0.2.1');
    expect(limiter.retryAfterSeconds('someone-else', '192.0.2.1')).toBe(60);
    expect(limiter.retryAfterSeconds('someone-else', '192.0.2.2')).toBe(0);
    now += 60_001;
    expect(limiter.retryAfterSeconds('someone-else', '192.0.2.1')).toBe(0);
  });

  it('never counts successes, and a success clears the username', () => {
    const limiter = new LoginRateLimiter({ burst: 3, perHour: 100, perIpPerMinute: 3 }, clock);
    limiter.recordFailure('mario', '192.0.2.1');
    limiter.recordFailure('mario', '192.0.2.1');
    for (let i = 0; i < 50; i++) limiter.recordSuccess('mario');
    limiter.recordFailure('mario', '192.0.2.1');
    expect(limiter.retryAfterSeconds('mario', '192.0.2.2')).toBe(0);
  });

  describe('reserved attempts (counted before the slow password check)', () => {
    it('lets only the burst of parallel attempts through: the others are refused at once', () => {
      const limiter = new LoginRateLimiter({ burst: 10, perHour: 100, perIpPerMinute: 1000 }, clock);
      const attempts = Array.from({ length: 30 }, () => limiter.reserve('mario', '192.0.2.1'));
      expect(attempts.filter((a) => a.allowed)).toHaveLength(10);
      expect(attempts.filter((a) => !a.allowed)).toEqual(Array(20).fill({ allowed: false, retryAfterSeconds: 15 * 60 }));
    });

    it('takes a successful attempt back, from the username and the address, and keeps the others pending', () => {
      const limiter = new LoginRateLimiter({ burst: 3, perHour: 100, perIpPerMinute: 3 }, clock);
      const attempts = [1, 2, 3].map(() => limiter.reserve('mario', '192.0.2.1'));
      expect(limiter.retryAfterSeconds('mario', '192.0.2.9')).toBeGreaterThan(0);
      expect(limiter.retryAfterSeconds('luigi', '192.0.2.1')).toBeGreaterThan(0);
      const [first, second, third] = attempts;
      if (!first.allowed || !second.allowed || !third.allowed) throw new Error('expected three reservations');
      first.succeeded();
      // One slot free on both keys; the two attempts still being checked stay counted.
      expect(limiter.retryAfterSeconds('mario', '192.0.2.9')).toBe(0);
      expect(limiter.retryAfterSeconds('luigi', '192.0.2.1')).toBe(0);
      second.failed();
      third.failed();
      expect(limiter.reserve('mario', '192.0.2.9').allowed).toBe(true);
      expect(limiter.retryAfterSeconds('mario', '192.0.2.9')).toBe(15 * 60);
    });

    it('does not count an attempt that could not be checked (cancelled), nor settle one twice', () => {
      const limiter = new LoginRateLimiter({ burst: 1, perHour: 100, perIpPerMinute: 1000 }, clock);
      const attempt = limiter.reserve('mario', '192.0.2.1');
      if (!attempt.allowed) throw new Error('expected a reservation');
      attempt.cancelled();
      attempt.failed(); // too late: already settled
      expect(limiter.retryAfterSeconds('mario', '192.0.2.1')).toBe(0);
    });

    it('a success clears the settled failures of the username but not the attempts still pending', () => {
      const limiter = new LoginRateLimiter({ burst: 2, perHour: 100, perIpPerMinute: 1000 }, clock);
      limiter.recordFailure('mario', '192.0.2.1');
      const pending = limiter.reserve('mario', '192.0.2.2');
      const winner = limiter.reserve('mario', '192.0.2.3'); // refused: one settled + one pending
      expect(winner.allowed).toBe(false);
      limiter.recordSuccess('mario');
      expect(limiter.retryAfterSeconds('mario', '192.0.2.3')).toBe(0);
      expect(limiter.reserve('mario', '192.0.2.3').allowed).toBe(true);
      expect(limiter.retryAfterSeconds('mario', '192.0.2.3')).toBe(15 * 60);
      expect(pending.allowed).toBe(true);
    });
  });
});
