import type { Database } from '../../../server/db/database.port';

/** Each table of the current schema (listed from the catalog) with its row count and an md5 of all its rows. */
export async function tableChecksums(db: Database): Promise<Record<string, { rows: number; md5: string }>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const checksums: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM "${name}" t`,
    );
    checksums[name] = rows[0];
  }
  return checksums;
}
