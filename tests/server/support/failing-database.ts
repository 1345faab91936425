import type { Database } from '../../../server/db/database.port';

/** A Database whose every call fails with `message`: for apps that must not need one, or whose database is down. */
export function failingDatabase(message: string): Database {
  const fail = () => Promise.reject(new Error(message));
  return { kind: 'postgres', statementCount: 0, query: fail, exec: fail, transaction: fail, listen: fail, warmUp: fail, close: async () => undefined };
}
