/**
 * The absence types ('Causali'; docs/behaviour.md, "Absences"): the defaults, the active ones offered to every
 * signed-in user, the administrators' list, creation and edit (a code taken is refused), audited.
 */
import { AbsencePaths, type AbsenceType, type AbsenceTypeInput } from '../../../src/core/contract';
import { api } from '../support/api';
import { employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const admin = () => api(server.url);
const NEW_TYPE: AbsenceTypeInput = {
  code: 'DON',
  name: 'Donazione sangue',
  unit: 'days',
  is_paid: true,
  counts_as_work: false,
  uses_balance: false,
  requires_certificate: true,
  is_remote: false,
  is_active: true,
};

it('offers the eleven default types to an employee, lavoro agile counting as work and remote', async () => {
  const who = await employee(server);
  const types = (await who.client.get<AbsenceType[]>(AbsencePaths.types, who.token)).body;
  expect(types.map((t) => t.code)).toEqual(['FE', 'ROL', 'EXF', 'MAL', 'INF', '104', 'CP', 'PNR', 'TR', 'FOR', 'LA']);
  expect(types.find((t) => t.code === 'LA')).toMatchObject({ name: 'Lavoro agile', counts_as_work: true, is_remote: true, unit: 'days' });
  expect(types.find((t) => t.code === 'MAL')).toMatchObject({ requires_certificate: true });
  expect(types.filter((t) => t.uses_balance).map((t) => t.code)).toEqual(['FE', 'ROL', 'EXF']);
});

it('creates and edits a type, audited; an inactive one is offered to administrators only', async () => {
  const created = await admin().post<AbsenceType>(AbsencePaths.adminTypes, NEW_TYPE, server.adminToken);
  expect(created.status).toBe(201);
  expect(created.body).toEqual({ id: expect.any(Number), ...NEW_TYPE });

  const edited = await admin().put<AbsenceType>(AbsencePaths.adminType(created.body.id), { ...NEW_TYPE, name: 'Donazione', is_active: false }, server.adminToken);
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ name: 'Donazione', is_active: false });

  const who = await employee(server);
  expect((await who.client.get<AbsenceType[]>(AbsencePaths.types, who.token)).body.map((t) => t.code)).not.toContain('DON');
  expect((await admin().get<AbsenceType[]>(AbsencePaths.adminTypes, server.adminToken)).body.map((t) => t.code)).toContain('DON');
  const { rows } = await server.db.query("SELECT actor_id FROM audit_log WHERE action = 'ABSENCE_TYPE_SAVED'");
  expect(rows).toEqual([{ actor_id: server.admin.id }, { actor_id: server.admin.id }]);
});

it('refuses a code another type has (400 CODE_TAKEN on the code), on creation and on edit', async () => {
  const taken = await admin().post(AbsencePaths.adminTypes, { ...NEW_TYPE, code: 'FE' }, server.adminToken);
  expect(taken.status).toBe(400);
  expect(taken.body.field_codes).toEqual({ code: { code: 'CODE_TAKEN' } });

  const other = await admin().post<AbsenceType>(AbsencePaths.adminTypes, { ...NEW_TYPE, code: 'ALT' }, server.adminToken);
  const renamed = await admin().put(AbsencePaths.adminType(other.body.id), { ...NEW_TYPE, code: 'ROL' }, server.adminToken);
  expect(renamed.body.field_codes).toEqual({ code: { code: 'CODE_TAKEN' } });
});

it("refuses the payroll export's hour codes (ORD, STR, NOT, FES: 400 CODE_RESERVED), nothing saved", async () => {
  for (const code of ['ORD', 'STR', 'NOT', 'FES']) {
    const refused = await admin().post(AbsencePaths.adminTypes, { ...NEW_TYPE, code }, server.adminToken);
    expect(refused.status).toBe(400);
    expect(refused.body.field_codes).toEqual({ code: { code: 'CODE_RESERVED' } });
  }
  const { rows } = await server.db.query("SELECT count(*)::int AS n FROM absence_types WHERE code IN ('ORD', 'STR', 'NOT', 'FES')");
  expect(rows).toEqual([{ n: 0 }]);
});

it('refuses a code not of capitals and digits, and an unknown type (404)', async () => {
  expect((await admin().post(AbsencePaths.adminTypes, { ...NEW_TYPE, code: 'fe' }, server.adminToken)).status).toBe(400);
  expect((await admin().put(AbsencePaths.adminType(99999), NEW_TYPE, server.adminToken)).status).toBe(404);
});

it("keeps employees out of the administrators' types", async () => {
  const who = await employee(server);
  expect((await who.client.get(AbsencePaths.adminTypes, who.token)).status).toBe(403);
  expect((await who.client.post(AbsencePaths.adminTypes, NEW_TYPE, who.token)).status).toBe(403);
});
