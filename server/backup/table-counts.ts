import type { TableCounts } from './backup-manifest';

/** Runs one statement without parameters and gives its rows' values as text (both drivers' lowest common form). */
export type TextQuery = (sql: string) => Promise<Array<Array<string | null>>>;

/**
 * The rows of every table of `schema` (null: of every schema but the system's), each named by the table alone in
 * the backed-up schema (public when null) and by schema.table elsewhere. Counted in one statement, so in one snapshot
 * even outside a transaction.
 */
export async function countTables(query: TextQuery, schema: string | null): Promise<TableCounts> {
  const home = schema ?? 'public';
  const where = schema
    ? `n.nspname = ${literal(schema)}`
    : `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;
  const tables = await query(
    `SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND ${where} ORDER BY n.nspname <> ${literal(home)}, n.nspname, c.relname`,
  );
  if (tables.length === 0) return {};
  const counts = await query(
    tables
      .map(([namespace, table]) => {
        const name = namespace === home ? table! : `${namespace}.${table}`;
        return `SELECT ${literal(name)}, count(*) FROM ${identifier(namespace!)}.${identifier(table!)}`;
      })
      .join(' UNION ALL '),
  );
  return Object.fromEntries(counts.map(([name, count]) => [name!, Number(count)]));
}

export function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function identifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
