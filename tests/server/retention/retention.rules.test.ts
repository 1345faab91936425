/** The retention's cut-offs (docs/behaviour.md, "Retention"), from one "now": days on APP_TIMEZONE's calendar. */
import { retentionCutoffs, yearsBefore, type RetentionSettings } from '../../../server/retention/retention.rules';

const settings: RetentionSettings = { retentionYears: 5, readNotificationRetentionDays: 30, timezone: 'Europe/Rome', accessTokenTtlSeconds: 900 };
const DAY_MS = 86_400_000;

describe('the punches kept', () => {
  it('are those of the last RETENTION_YEARS years, counted from today in APP_TIMEZONE, not in UTC', () => {
    // 23:30 UTC of the 26th is already the 27th in Rome, still the 26th in Los Angeles.
    const now = new Date('2026-11-26T23:30:00Z');
    expect(retentionCutoffs(now, settings).punchesBefore).toBe('2021-11-27');
    expect(retentionCutoffs(now, { ...settings, timezone: 'America/Los_Angeles' }).punchesBefore).toBe('2021-11-26');
    expect(retentionCutoffs(now, { ...settings, retentionYears: 10 }).punchesBefore).toBe('2016-11-27');
  });

  it('from 29 February reach back to 28 February of a year without one', () => {
    expect(yearsBefore('2028-02-29', 5)).toBe('2023-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
    expect(yearsBefore('2026-01-01', 1)).toBe('2025-01-01');
  });
});

describe('the short retentions', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('keep a read notification READ_NOTIFICATION_RETENTION_DAYS after it was read', () => {
    expect(retentionCutoffs(now, settings).readNotificationsBefore).toEqual(new Date(now.getTime() - 30 * DAY_MS));
    expect(retentionCutoffs(now, { ...settings, readNotificationRetentionDays: 7 }).readNotificationsBefore).toEqual(new Date(now.getTime() - 7 * DAY_MS));
  });

  it('keep a refresh token until it expires, and a revoked one a day, or ACCESS_TOKEN_TTL when longer', () => {
    const cutoffs = retentionCutoffs(now, settings);
    expect(cutoffs.expiredTokensBefore).toEqual(now);
    expect(cutoffs.revokedTokensBefore).toEqual(new Date(now.getTime() - DAY_MS));
    expect(retentionCutoffs(now, { ...settings, accessTokenTtlSeconds: 2 * 86_400 }).revokedTokensBefore).toEqual(new Date(now.getTime() - 2 * DAY_MS));
  });
});
