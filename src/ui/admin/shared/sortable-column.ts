import type { SortDirection } from './paged-list';

/**
 * The header settings of a column the server orders by: keyed by the ordering field (AdminListSection maps a click
 * back to it), with the arrow showing the list's current order. A third click returns to the server's default.
 */
export function sortableColumn<Field extends string>(list: { sortOrder(field: Field): SortDirection | null }, field: Field) {
  return { key: field, sorter: true, sortOrder: list.sortOrder(field) };
}
