/** Paging of history and admin activity (docs/behaviour.md, "History" and "Admin activities"). */
export const PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
/** Recent punches shown on the dashboards. */
export const RECENT_ENTRIES = 6;

/** Number of pages: ceiling of count / limit; 0 when there is nothing (or no usable limit). */
export function pageCount(count: number, limit: number): number {
  if (count <= 0 || limit <= 0) return 0;
  return Math.ceil(count / limit);
}
