import pg from 'pg';
import { pgErrorInfo, type Queryable } from './database.port';

const INSUFFICIENT_PRIVILEGE = '42501';
const DUPLICATE_SCHEMA = '42P06';
/** CREATE SCHEMA IF NOT EXISTS racing another's: PostgreSQL then reports its catalog's unique index, not 42P06. */
const UNIQUE_VIOLATION = '23505';

/**
 * DATABASE_SCHEMA is created when missing, before the migrations create the tables in it. The name is the
 * search_path's, unquoted there, so PostgreSQL folds it to lower case: the schema created is that folded name.
 * An existing schema is not created again, so a role without CREATE on the database may use one made for it.
 */
export async function ensureSchema(db: Queryable, schema: string): Promise<void> {
  const name = schema.toLowerCase();
  const exists = await db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [name]);
  if (exists.rows.length > 0) return;
  try {
    await db.query(`CREATE SCHEMA IF NOT EXISTS ${pg.escapeIdentifier(name)}`);
  } catch (error) {
    const code = pgErrorInfo(error)?.code;
    if (code === DUPLICATE_SCHEMA || code === UNIQUE_VIOLATION) return; // another server starting at the same time created it
    if (code === INSUFFICIENT_PRIVILEGE) throw await schemaNotCreatable(db, name);
    throw error;
  }
}

async function schemaNotCreatable(db: Queryable, name: string): Promise<Error> {
  const { rows } = await db.query<{ role: string; database: string }>('SELECT current_user AS role, current_database() AS database');
  const { role, database } = rows[0];
  return new Error(
    `DATABASE_SCHEMA ${name} does not exist in database ${database}, and the role ${role} may not create it. ` +
      `Create it for that role (CREATE SCHEMA ${name} AUTHORIZATION ${role}), or grant the role CREATE on the database ` +
      `(GRANT CREATE ON DATABASE ${database} TO ${role}).`,
  );
}
