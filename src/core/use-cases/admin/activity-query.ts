import type { ActivitiesExportQuery, ActivityOrdering } from '../../contract';
import type { EntryTypeFilter } from '../../domain';
import type { QueryParams } from '../api';

/**
 * The filters of 'Attività Sistema' (docs/behaviour.md, "Admin activities"): all optional; ALL and null are left out
 * of the query.
 */
export interface ActivityFilters {
  startDate: string | null;
  endDate: string | null;
  entryType: EntryTypeFilter;
  userId: number | null;
  /** The punches of the users who are in this group now. */
  groupId: number | null;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { startDate: null, endDate: null, entryType: 'ALL', userId: null, groupId: null };

export type ActivitySortField = 'user__username' | 'entry_type' | 'location__name' | 'timestamp';

/** Newest first unless the user sorts otherwise. */
export const DEFAULT_ACTIVITY_ORDERING: ActivityOrdering = '-timestamp';

/** The `ordering` parameter of a table sort: '-' prefix for descending; no sort → '-timestamp'. */
export function activityOrdering(field: ActivitySortField | null, direction: 'ascend' | 'descend' | null): ActivityOrdering {
  if (!field || !direction) return DEFAULT_ACTIVITY_ORDERING;
  return (direction === 'descend' ? `-${field}` : field) as ActivityOrdering;
}

/** The filter part of the activities and export queries: the list and its CSV export always send the same. */
export function activityFilterParams(filters: ActivityFilters, ordering: ActivityOrdering): QueryParams & ActivitiesExportQuery {
  return {
    ordering,
    start_date: filters.startDate ?? undefined,
    end_date: filters.endDate ?? undefined,
    entry_type: filters.entryType === 'ALL' ? undefined : filters.entryType,
    user_id: filters.userId ?? undefined,
    gruppo: filters.groupId ?? undefined,
  };
}
