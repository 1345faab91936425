/** Test data of absences: the default types by code, requests and direct entries through the API. */
import { AbsencePaths } from '../../../src/core/contract';
import type { ApiResponse } from '../support/api';
import type { Employee } from '../support/punch-fixtures';
import { api } from '../support/api';
import type { TestServer } from '../support/test-server';

/** The id of a type by its code (the defaults of migration 016: FE, ROL, MAL …). */
export async function typeId(server: TestServer, code: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM absence_types WHERE code = $1', [code]);
  if (!rows[0]) throw new Error(`no absence type ${code}`);
  return rows[0].id;
}

export interface AbsenceBody {
  code: string;
  start_date: string;
  end_date?: string;
  start_time?: string;
  end_time?: string;
  note?: string;
  certificate_number?: string;
}

const bodyOf = async (server: TestServer, { code, ...rest }: AbsenceBody) => ({
  absence_type_id: await typeId(server, code),
  end_date: rest.start_date,
  ...rest,
});

/** POST /api/absences/ as `who`. */
export async function askFor(server: TestServer, who: Employee, body: AbsenceBody): Promise<ApiResponse> {
  return who.client.post(AbsencePaths.mine, await bodyOf(server, body), who.token);
}

/** POST /api/absences/ as `who`, expecting 201; the absence's id. */
export async function requested(server: TestServer, who: Employee, body: AbsenceBody): Promise<number> {
  const response = await askFor(server, who, body);
  if (response.status !== 201) throw new Error(`request refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

/** POST /api/admin/absences/ for `userId` as the test administrator. */
export async function enter(server: TestServer, userId: number, body: AbsenceBody, token = server.adminToken): Promise<ApiResponse> {
  return api(server.url).post(AbsencePaths.admin, { user_id: userId, ...(await bodyOf(server, body)) }, token);
}

export async function auditRows(server: TestServer, action: string, targetUserId: number) {
  const { rows } = await server.db.query<{ actor_id: number; details: Record<string, unknown> }>(
    'SELECT actor_id, details FROM audit_log WHERE action = $1 AND target_user_id = $2 ORDER BY id',
    [action, targetUserId],
  );
  return rows;
}
