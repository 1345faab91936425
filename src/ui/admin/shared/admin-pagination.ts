/** The pager under every server-paged admin table (users, places, 'Report Presenze', 'Richieste di correzione'). */
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { ADMIN_PAGE_SIZES } from './paged-list';

/** What the pager reads of a paged list. */
export interface PagedPosition {
  readonly page: number;
  readonly pageSize: number;
  readonly count: number;
}

/** `rangeKey` is the catalogue's '{{from}}–{{to}} di {{count}} …' text; `titleId` the table title's id. */
export function adminPagination(list: PagedPosition, t: TFunction, titleId: string, rangeKey: string): TablePaginationConfig {
  return {
    current: list.page,
    pageSize: list.pageSize,
    total: list.count,
    // An id of its own: antd would otherwise make one up, the same for every select under test.
    showSizeChanger: { id: `${titleId}-page-size`, 'aria-label': t('admin.common.pageSize') },
    pageSizeOptions: [...ADMIN_PAGE_SIZES],
    showTotal: (total, [from, to]) => t(rangeKey, { from, to, count: total }),
  };
}
