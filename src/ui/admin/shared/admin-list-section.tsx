/**
 * The frame of an admin list tab ('Gestione Utenti', 'Gestione Location'; docs/behaviour.md, "Admin panel"): its
 * heading with 'Aggiorna Lista' and the add button, the list's messages, the table, then `children` (the open dialog).
 */
import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DisplayMessage } from '../../../core/domain';
import type { TimedMessage } from '../../shared/timed-message';
import { AdminTable } from './admin-table';
import { ListMessages } from './list-messages';
import { ListToolbar } from './list-toolbar';

/** What the frame shows of the list's store. */
export interface AdminListState {
  readonly isLoading: boolean;
  readonly error: DisplayMessage | null;
  readonly notice: TimedMessage;
  openCreate(): void;
  clearError(): void;
}

export interface AdminListSectionProps<Row extends { id: number }> {
  /** The list's texts: `${texts}.title`, `.add` and `.empty` (the heading's id is `admin-users-title` for 'admin.users'). */
  texts: 'admin.users' | 'admin.locations';
  list: AdminListState;
  onRefresh(): void;
  columns: ColumnsType<Row>;
  rows: readonly Row[];
  /** The confirmation modal's holder (useConfirm). */
  confirmHolder: ReactNode;
  children?: ReactNode;
}

function AdminListSectionView<Row extends { id: number }>(props: AdminListSectionProps<Row>) {
  const { texts, list, onRefresh, columns, rows, confirmHolder, children } = props;
  const { t } = useTranslation();
  const titleId = `${texts.replace('.', '-')}-title`;
  return (
    <section aria-labelledby={titleId}>
      {confirmHolder}
      <ListToolbar titleId={titleId} title={t(`${texts}.title`)} isLoading={list.isLoading} onRefresh={onRefresh}>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={list.openCreate}>
          {t(`${texts}.add`)}
        </Button>
      </ListToolbar>
      <ListMessages success={list.notice} error={list.error} onCloseError={list.clearError} />
      <AdminTable<Row> columns={columns} rows={rows} loading={list.isLoading} emptyText={t(`${texts}.empty`)} scroll={{ x: true }} />
      {children}
    </section>
  );
}

export const AdminListSection = observer(AdminListSectionView) as typeof AdminListSectionView;
