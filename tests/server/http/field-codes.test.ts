/**
 * A VALIDATION_ERROR names each refused field's stable code (`field_codes`, FieldIssue), with the limit of a length,
 * range or count check, beside the English `errors` texts kept for programs (docs/behaviour.md, "Errors and
 * messages"): the SPA words the refusal in Italian by the code alone.
 */
import { ApiPaths, USER_FIELD_MAX_LENGTH } from '../../../src/core/contract';
import { api } from '../support/api';
import { employee, insertPunchAt } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return { username: `codici${serial}`, email: `codici${serial}@example.com`, employee_id: `COD${serial}`, password: 'orto-segreto-41', ...overrides };
};

describe("the schema's refusals carry a code per field", () => {
  it('a text too long: MAX_LENGTH with the limit; the English text stays', async () => {
    const phone = '1'.repeat(USER_FIELD_MAX_LENGTH.phone_number + 1);
    const response = await api(server.url).post(ApiPaths.users, newUser({ phone_number: phone }), server.adminToken);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { phone_number: [expect.stringMatching(/30/)] },
      field_codes: { phone_number: { code: 'MAX_LENGTH', limit: 30 } },
    });
  });

  it('control characters, a blank required name, a missing field, a wrong type: each its own code', async () => {
    const client = api(server.url);
    const control = await client.post(ApiPaths.users, newUser({ first_name: 'Ma\u0001rio' }), server.adminToken);
    expect(control.body.field_codes).toEqual({ first_name: { code: 'CONTROL_CHARACTERS' } });
    const blank = await client.post(ApiPaths.users, newUser({ username: '   ' }), server.adminToken);
    expect(blank.body.field_codes).toEqual({ username: { code: 'BLANK_OR_CONTROL_CHARACTERS' } });
    const { employee_id: _omitted, ...withoutId } = newUser();
    const missing = await client.post(ApiPaths.users, withoutId, server.adminToken);
    expect(missing.body.field_codes).toEqual({ employee_id: { code: 'REQUIRED' } });
    const wrongType = await client.post(ApiPaths.users, newUser({ is_admin: 'yes' }), server.adminToken);
    expect(wrongType.body.field_codes).toEqual({ is_admin: { code: 'WRONG_TYPE' } });
    const email = await client.post(ApiPaths.users, newUser({ email: 'not-an-address' }), server.adminToken);
    expect(email.body.field_codes).toEqual({ email: { code: 'INVALID_EMAIL' } });
  });

  it("the users form's other refusals: phone, username, e-mail and group each say what is wrong, never INVALID", async () => {
    const client = api(server.url);
    const refusals: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ phone_number: '333\u0007' }, { phone_number: { code: 'CONTROL_CHARACTERS' } }],
      [{ phone_number: 333 }, { phone_number: { code: 'WRONG_TYPE' } }],
      [{ username: 'ma\u0000rio' }, { username: { code: 'BLANK_OR_CONTROL_CHARACTERS' } }],
      [{ username: 'u'.repeat(USER_FIELD_MAX_LENGTH.username + 1) }, { username: { code: 'MAX_LENGTH', limit: USER_FIELD_MAX_LENGTH.username } }],
      [{ email: 'mario\u0001@example.com' }, { email: { code: 'CONTROL_CHARACTERS' } }],
      // An empty e-mail is missing, not 'at least 3 characters'.
      [{ email: '' }, { email: { code: 'REQUIRED' } }],
      [{ email: 'a@' }, { email: { code: 'MIN_LENGTH', limit: 3 } }],
      // A nullable field: refused as its non-null type refuses it, not as a failed union.
      [{ gruppo_id: 'uno' }, { gruppo_id: { code: 'WRONG_TYPE' } }],
      [{ gruppo_id: 0 }, { gruppo_id: { code: 'TOO_SMALL', limit: 1 } }],
    ];
    for (const [fields, codes] of refusals) {
      const response = await client.post(ApiPaths.users, newUser(fields), server.adminToken);
      expect({ fields, status: response.status, field_codes: response.body.field_codes }).toEqual({ fields, status: 400, field_codes: codes });
    }
    // The same schema on the edit.
    const created = (await client.post(ApiPaths.users, newUser(), server.adminToken)).body;
    const edit = await client.put(ApiPaths.user(created.id), { ...newUser(), gruppo_id: 'uno' }, server.adminToken);
    expect(edit.body.field_codes).toEqual({ gruppo_id: { code: 'WRONG_TYPE' } });
  });
});

describe("the services' field refusals carry the code of their text", () => {
  it('a username already taken: USERNAME_TAKEN', async () => {
    const client = api(server.url);
    const first = newUser();
    expect((await client.post(ApiPaths.users, first, server.adminToken)).status).toBe(201);
    const again = await client.post(ApiPaths.users, newUser({ username: first.username }), server.adminToken);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'VALIDATION_ERROR', field_codes: { username: { code: 'USERNAME_TAKEN' } } });
  });

  it("an administrator's correction to a time in the future: FUTURE_TIME", async () => {
    const who = await employee(server);
    const id = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-06T07:05:00Z' });
    const response = await api(server.url).patch(`/api/timesheets/${id}/`, { timestamp: '2999-01-01T00:00:00Z' }, server.adminToken);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', field_codes: { timestamp: { code: 'FUTURE_TIME' } } });
  });
});
