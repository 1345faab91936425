/**
 * What the retention purge keeps and what it deletes (docs/behaviour.md, "Retention"), as instants and days computed
 * once per run from one "now", so that a dry run and the purge that follows it agree on every boundary.
 */
import { calendarDate, daysInMonth, type CalendarDate } from '../../src/core/domain/calendar-date';
import { WallClock } from '../hours/wall-clock';

export interface RetentionSettings {
  /** RETENTION_YEARS: how many years of punches the payroll register keeps. */
  retentionYears: number;
  /** READ_NOTIFICATION_RETENTION_DAYS: how long a notification stays once read. */
  readNotificationRetentionDays: number;
  /** APP_TIMEZONE: the business days of punches and "today" are read on its clocks. */
  timezone: string;
  /** ACCESS_TOKEN_TTL: a revoked session is reloaded at start-up for this long (server/session-tokens/revoked-sessions.ts). */
  accessTokenTtlSeconds: number;
}

export interface RetentionCutoffs {
  /**
   * Punches of a business day before this one (yyyy-MM-dd, APP_TIMEZONE) go, with their audit rows and correction
   * requests; this day and later stay. Notifications created before this day's start, read or not, go too.
   */
  punchesBefore: CalendarDate;
  /** APP_TIMEZONE, in which punchesBefore starts. */
  timezone: string;
  /** Notifications read before this instant go. */
  readNotificationsBefore: Date;
  /** Refresh tokens that expired before this instant go. */
  expiredTokensBefore: Date;
  /** Refresh tokens revoked before this instant go. */
  revokedTokensBefore: Date;
}

const DAY_MS = 86_400_000;
/**
 * A revoked session's rows stay a day: every server reloads the sessions revoked in the last ACCESS_TOKEN_TTL (at most
 * a day) to refuse their access tokens, and presenting a revoked refresh token is refused whether its row is there or not.
 */
const REVOKED_TOKEN_KEPT_MS = DAY_MS;

export function retentionCutoffs(now: Date, settings: RetentionSettings): RetentionCutoffs {
  return {
    punchesBefore: yearsBefore(WallClock.of(settings.timezone).date(now), settings.retentionYears),
    timezone: settings.timezone,
    readNotificationsBefore: new Date(now.getTime() - settings.readNotificationRetentionDays * DAY_MS),
    expiredTokensBefore: now,
    revokedTokensBefore: new Date(now.getTime() - Math.max(REVOKED_TOKEN_KEPT_MS, settings.accessTokenTtlSeconds * 1000)),
  };
}

/** The same day of the month `years` earlier; 29 February becomes 28 February in a year that has none. */
export function yearsBefore(day: CalendarDate, years: number): CalendarDate {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const earlier = year - years;
  return calendarDate(earlier, month, Math.min(dayOfMonth, daysInMonth(earlier, month)));
}
