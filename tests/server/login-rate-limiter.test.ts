import { LoginRateLimiter } from '../../server/auth/login-rate-limiter';

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
});
