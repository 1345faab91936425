/**
 * The frame of an admin list tab ('Gestione Utenti', 'Gestione Location'; docs/behaviour.md, "Admin panel"): its
 * heading with 'Aggiorna Lista' and the add button, the search box, the list's messages, the table of one page of the
 * server's list with its pager (total, page size) and sortable headers, then `children` (the open dialog).
 */
import type { Key, ReactNode } from 'react';
import { Button, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DisplayMessage } from '../../../core/domain';
import type { TimedMessage } from '../../shared/timed-message';
import { AdminTable } from './admin-table';
import { ListMessages } from './list-messages';
import { ListSearch } from './list-search';
import { ListToolbar } from './list-toolbar';
import { adminPagination } from './admin-pagination';
import type { ListSort, PagedList } from './paged-list';
import './admin-list.css';

/** What the frame shows of the list's store. */
export interface AdminListState {
  readonly error: DisplayMessage | null;
  readonly notice: TimedMessage;
  openCreate(): void;
  clearError(): void;
}

export interface AdminListSectionProps<Row extends { id: number }, Field extends string> {
  /**
   * The list's texts: `${texts}.title`, `.add`, `.empty`, `.noMatch` (a search found nothing), `.search` (the box's
   * placeholder), `.searchLabel` and `.range` (the pager's total). The heading's id is `admin-users-title` for
   * 'admin.users'.
   */
  texts: 'admin.users' | 'admin.locations';
  list: AdminListState;
  /** The page shown, its search, order and pager. */
  paged: PagedList<Row, Field>;
  onRefresh(): void;
  /** Sortable columns use sortableColumn(paged, field). */
  columns: ColumnsType<Row>;
  /** The confirmation modal's holder (useConfirm). */
  confirmHolder: ReactNode;
  /** More of the heading's buttons, before the add button ('Importa utenti'). */
  toolbarExtra?: ReactNode;
  children?: ReactNode;
}

function AdminListSectionView<Row extends { id: number }, Field extends string>(props: AdminListSectionProps<Row, Field>) {
  const { texts, list, paged, onRefresh, columns, confirmHolder, toolbarExtra, children } = props;
  const { t } = useTranslation();
  const titleId = `${texts.replace('.', '-')}-title`;

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') void paged.setSort(sortOf(paged.sortable, Array.isArray(sorter) ? sorter[0] : sorter));
    else if (action === 'paginate') void paged.setPage(pagination.current ?? paged.page, pagination.pageSize ?? paged.pageSize);
  };

  return (
    <section aria-labelledby={titleId} className="admin-list">
      {confirmHolder}
      <ListToolbar titleId={titleId} title={t(`${texts}.title`)} isLoading={paged.isLoading} onRefresh={onRefresh}>
        {toolbarExtra}
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={list.openCreate}>
          {t(`${texts}.add`)}
        </Button>
      </ListToolbar>
      <div role="search" className="admin-list__search">
        <ListSearch list={paged} placeholder={t(`${texts}.search`)} label={t(`${texts}.searchLabel`)} />
      </div>
      <ListMessages success={list.notice} error={list.error} onCloseError={list.clearError} />
      <AdminTable<Row>
        columns={columns}
        rows={paged.rows}
        loading={paged.isLoading}
        emptyText={t(paged.isFiltered ? `${texts}.noMatch` : `${texts}.empty`)}
        scroll={{ x: true }}
        onChange={onChange}
        pagination={adminPagination(paged, t, titleId, `${texts}.range`)}
      />
      {children}
    </section>
  );
}

/** A header click as the list's order: only the columns the server orders by; no direction means its default. */
function sortOf<Field extends string>(sortable: readonly Field[], sorter: { columnKey?: Key; order?: ListSort<Field>['direction'] | null } | undefined): ListSort<Field> | null {
  const field = sortable.find((candidate) => candidate === sorter?.columnKey);
  return field && sorter?.order ? { field, direction: sorter.order } : null;
}

export const AdminListSection = observer(AdminListSectionView) as typeof AdminListSectionView;
