/** GET /api/admin/stats/ (docs/behaviour.md, "Admin panel"): counts of today in the business time zone, latest punches. */
import type { AdminStats } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { OFFSITE_LOCATION_NAME } from '../../src/core/domain/activity-anomaly';
import { toIsoTimestamp } from '../punch/iso-timestamp';
import { businessClockSql, isCurrentOpenInSql } from '../punch/open-in-shift.query';
import { activityAction } from './activities.query';

const RECENT_ACTIVITIES = 10;

type Counts = Omit<AdminStats, 'recent_activities'>;

interface RecentRow {
  id: number;
  user: string;
  entry_type: 'IN' | 'OUT';
  location_name: string | null;
  timestamp: Date | string;
}

export async function loadAdminStats(db: Queryable, timezone: string): Promise<AdminStats> {
  const clock = businessClockSql('$1');
  // Each count is an index or small-table scan. "Checked in" is an open IN current by the punches' own
  // rule (isCurrentOpenIn, here as SQL): one of today, or last night's at a night-shift place until the
  // shift's end plus the grace. It is at most one day old, which the business_date bound lets the index use.
  const counts = await db.query<Counts>(
    `WITH today AS (SELECT ${clock.today} AS day)
     SELECT (SELECT count(*) FROM users) AS total_users,
            (SELECT count(*) FROM users WHERE is_active) AS active_users,
            (SELECT count(*) FROM locations) AS total_locations,
            (SELECT count(*) FROM locations WHERE is_active) AS active_locations,
            (SELECT count(*) FROM timesheet_entries, today WHERE business_date = today.day AND entry_type = 'IN') AS total_checkins_today,
            (SELECT count(*) FROM today CROSS JOIN timesheet_entries oe LEFT JOIN locations ol ON ol.id = oe.location_id
             WHERE oe.is_open AND oe.business_date >= today.day - 1
               AND ${isCurrentOpenInSql(
                 { businessDate: 'oe.business_date', workHoursStart: 'ol.work_hours_start', workHoursEnd: 'ol.work_hours_end' },
                 { today: 'today.day', localTime: clock.localTime },
               )}) AS users_checked_in,
            (SELECT count(*) FROM timesheet_entries, today WHERE business_date = today.day AND entry_type = 'OUT') AS total_checkouts_today`,
    [timezone],
  );
  const recent = await db.query<RecentRow>(
    `SELECT e.id, u.username AS user, e.entry_type, l.name AS location_name, e."timestamp"
     FROM timesheet_entries e JOIN users u ON u.id = e.user_id LEFT JOIN locations l ON l.id = e.location_id
     ORDER BY e."timestamp" DESC, e.id DESC LIMIT ${RECENT_ACTIVITIES}`,
  );
  return {
    ...counts.rows[0]!,
    recent_activities: recent.rows.map((row) => ({
      id: row.id,
      user: row.user,
      action: activityAction(row.entry_type),
      location: row.location_name ?? OFFSITE_LOCATION_NAME,
      timestamp: toIsoTimestamp(row.timestamp),
    })),
  };
}
