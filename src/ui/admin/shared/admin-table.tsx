import { Table, type TableProps } from 'antd';

/** The admin's tables: rows keyed by their id, an empty text of their own, all rows at once unless `pagination` says. */
export function AdminTable<T extends { id: number }>({
  rows,
  emptyText,
  pagination = false,
  ...table
}: Omit<TableProps<T>, 'rowKey' | 'dataSource' | 'locale'> & { rows: readonly T[]; emptyText: string }) {
  return <Table<T> rowKey="id" dataSource={rows} locale={{ emptyText }} pagination={pagination} {...table} />;
}
