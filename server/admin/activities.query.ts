/** GET /api/admin/activities/: every user's punches, filtered, ordered and paginated in SQL (no N+1); the CSV export's columns. */
import type { ActivitiesPage, ActivitiesQuery, AdminActivity } from '../../src/core/contract';
import { OFFSITE_LOCATION_NAME } from '../../src/core/domain/activity-anomaly';
import { FIRST_PAGE, PAGE_SIZE, pageCount } from '../../src/core/domain/pagination';
import type { Queryable } from '../db/database.port';
import { toIsoTimestamp, toIsoTimestampOrNull } from '../punch/iso-timestamp';
import { selectPage } from '../punch/punch-list-page.query';
import { ENTRY_COLUMNS, type TimesheetEntryRow } from '../punch/timesheet-entry.columns';
import type { StaffScope } from '../teams/staff-scope';
import { ACTIVITIES_COUNT_FROM, ACTIVITIES_FROM, activitiesFilters, activitiesOrderBy } from './activity-filters';

export interface ActivityRow extends TimesheetEntryRow {
  username: string;
  user_full_name: string;
}

export interface ExportRow extends ActivityRow {
  /** Day and time in the business time zone, for the CSV. */
  local_date: string;
  local_time: string;
}

/** The punch columns plus its user's names. */
const ACTIVITY_COLUMNS = `${ENTRY_COLUMNS}, u.username, trim(u.first_name || ' ' || u.last_name) AS user_full_name`;

/** The same plus the punch's day and time in the business time zone (the parameter `timezonePlaceholder`), for the CSV. */
export function exportColumns(timezonePlaceholder: string): string {
  return `${ACTIVITY_COLUMNS},
    to_char(e."timestamp" AT TIME ZONE ${timezonePlaceholder}::text, 'DD/MM/YYYY') AS local_date,
    to_char(e."timestamp" AT TIME ZONE ${timezonePlaceholder}::text, 'HH24:MI') AS local_time`;
}

/** The page of punches; a manager's `scope` keeps those of the people they manage (docs/behaviour.md, "Managers"). */
export async function listActivities(db: Queryable, query: ActivitiesQuery, scope?: StaffScope): Promise<ActivitiesPage> {
  const pageSize = query.page_size ?? PAGE_SIZE;
  const page = await selectPage<ActivityRow>(
    db,
    {
      columns: ACTIVITY_COLUMNS,
      from: ACTIVITIES_FROM,
      countFrom: ACTIVITIES_COUNT_FROM,
      filters: activitiesFilters(query, scope),
      orderBy: activitiesOrderBy(query.ordering),
    },
    { page: query.page ?? FIRST_PAGE, pageSize },
  );
  return { count: page.count, total_pages: pageCount(page.count, pageSize), results: page.rows.map(toAdminActivity) };
}

export function toAdminActivity(row: ActivityRow): AdminActivity {
  return {
    id: row.id,
    user_id: row.user_id,
    user: row.username,
    user_full_name: row.user_full_name,
    action: activityAction(row.entry_type),
    entry_type: row.entry_type,
    location_id: row.location_id,
    location: row.location_name ?? OFFSITE_LOCATION_NAME,
    timestamp: toIsoTimestamp(row.timestamp),
    original_timestamp: toIsoTimestampOrNull(row.original_timestamp),
    notes: row.notes,
    anomaly_note: row.anomaly_note,
    has_location_anomaly: row.has_location_anomaly,
    distance_from_location: row.distance_from_location,
    accuracy: row.accuracy,
    is_valid: row.is_valid,
    validation_errors: row.validation_errors,
    offline_delay_seconds: row.offline_delay_seconds,
    position_signals: row.position_signals,
    auto_closed: row.auto_closed,
  };
}

/** The action label of a punch in the admin lists. */
export function activityAction(entryType: 'IN' | 'OUT'): string {
  return entryType === 'IN' ? 'Check-in' : 'Check-out';
}
