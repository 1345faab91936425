import { Table, type TableProps } from 'antd';
import { ScrollRegion } from './scroll-region';

export type AdminTableProps<T> = Omit<TableProps<T>, 'rowKey' | 'dataSource' | 'locale'> & { rows: readonly T[]; emptyText: string };

/** The admin's tables: rows keyed by their id, an empty text of their own, all rows at once unless `pagination` says. */
export function AdminTable<T extends { id: number }>({
  rows,
  emptyText,
  pagination = false,
  ...table
}: AdminTableProps<T>) {
  // antd greys an empty table's text below the contrast the rest of the screen keeps: the muted colour reads.
  const empty = <span className="admin-muted">{emptyText}</span>;
  return <Table<T> rowKey="id" dataSource={rows} locale={{ emptyText: empty }} pagination={pagination} {...table} />;
}

/** A small read-only table in its own scroll box, named `label` (see ScrollRegion). */
export function ReadOnlyTable<T extends { id: number }>({ label, ...table }: AdminTableProps<T> & { label: string }) {
  return (
    <ScrollRegion label={label}>
      <AdminTable<T> size="small" {...table} />
    </ScrollRegion>
  );
}
