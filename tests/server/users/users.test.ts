import { ApiError, ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { FINGERPRINT, NEW_USER_DEFAULTS, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
let locationIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO locations (name, latitude, longitude) VALUES ('Milano', 45.46, 9.19), ('Roma', 41.9, 12.5) RETURNING id`,
  );
  locationIds = rows.map((row) => row.id);
});
afterAll(() => server.close());

let n = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  n++;
  return { username: `nuovo${n}`, email: `nuovo${n}@example.test`, employee_id: `N${n}`, password: 'orto-segreto-41', ...overrides };
};

describe('create', () => {
  it('creates a user with the defaults of a new account and answers it with 201', async () => {
    const body = newUser({ first_name: 'Anna', last_name: 'Neri' });
    const response = await client.post(ApiPaths.users, body, server.adminToken);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: body.username,
      email: body.email,
      first_name: 'Anna',
      last_name: 'Neri',
      full_name: 'Anna Neri',
      employee_id: body.employee_id,
      phone_number: '',
      ...NEW_USER_DEFAULTS,
      has_device: false,
    });
    // The password is right, but the administrator chose it: the user must set their own first (docs/behaviour.md, "Passwords").
    const login = await client.post(ApiPaths.login, { username: body.username, password: 'orto-segreto-41', device_id: 'd', fingerprint: FINGERPRINT });
    expect(login.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('stores group and authorised locations', async () => {
    const group = (await client.post(ApiPaths.groups, { descrizione: 'Magazzino' }, server.adminToken)).body;
    const response = await client.post(
      ApiPaths.users,
      newUser({ gruppo_id: group.id, can_access_all_locations: false, authorized_locations: [locationIds[1], locationIds[0], locationIds[0]] }),
      server.adminToken,
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ gruppo: { id: group.id, descrizione: 'Magazzino' }, authorized_locations: [...locationIds].sort((a, b) => a - b) });
  });

  it('reports every taken unique field at once, case-insensitively for username and email', async () => {
    const taken = newUser();
    await client.post(ApiPaths.users, taken, server.adminToken);
    const response = await client.post(
      ApiPaths.users,
      newUser({ username: taken.username.toUpperCase(), email: taken.email.toUpperCase(), employee_id: taken.employee_id }),
      server.adminToken,
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.errors).toEqual({
      username: ['A user with that username already exists'],
      email: ['A user with that email already exists'],
      employee_id: ['A user with that employee ID already exists'],
    });
  });

  it('requires a password of at least 6 characters (PASSWORD_MIN_LENGTH unset), not a common one', async () => {
    const missing = await client.post(ApiPaths.users, newUser({ password: undefined }), server.adminToken);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ password: ['This field is required'] });
    const short = await client.post(ApiPaths.users, newUser({ password: 'bx7-q' }), server.adminToken);
    expect(short.body).toMatchObject({ code: 'PASSWORD_TOO_SHORT', errors: { password: ['Password too short'] }, min_length: 6 });
    const common = await client.post(ApiPaths.users, newUser({ password: '123456' }), server.adminToken);
    expect(common.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', errors: { password: ['Password too common'] } });
    expect((await client.post(ApiPaths.users, newUser({ password: 'bx7-qv' }), server.adminToken)).status).toBe(201);
  });

  it('refuses unknown locations or group, an invalid email and missing required fields', async () => {
    const unknown = await client.post(ApiPaths.users, newUser({ authorized_locations: [999_999], gruppo_id: 999_999 }), server.adminToken);
    expect(unknown.body.errors).toEqual({ authorized_locations: ['Invalid location'], gruppo_id: ['Invalid group'] });
    const invalid = await client.post(ApiPaths.users, newUser({ email: 'not an email' }), server.adminToken);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(['email']);
    const incomplete = await client.post(ApiPaths.users, { password: 'orto-segreto-41' }, server.adminToken);
    expect(incomplete.body.errors).toMatchObject({ username: ['This field is required'], email: ['This field is required'] });
  });

  it('answers the unique index violation as a field error when two admins race', async () => {
    const body = newUser();
    const [a, b] = await Promise.all([client.post(ApiPaths.users, body, server.adminToken), client.post(ApiPaths.users, body, server.adminToken)]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect((a.status === 400 ? a : b).body.errors).toHaveProperty('username');
  });
});

describe('read and list', () => {
  it('lists active users paginated with count, in one statement', async () => {
    for (let i = 0; i < 3; i++) await server.createUser({ authorized_locations: [locationIds[0]] });
    const before = server.db.statementCount;
    const page = await client.get(`${ApiPaths.users}?page=1&page_size=2`, server.adminToken);
    expect(server.db.statementCount - before).toBe(1);
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.count).toBeGreaterThanOrEqual(4);
    const all = await client.get(`${ApiPaths.users}?page_size=100`, server.adminToken);
    expect(all.body.results).toHaveLength(all.body.count);
    const beyond = await client.get(`${ApiPaths.users}?page=999&page_size=10`, server.adminToken);
    expect(beyond.body).toEqual({ count: all.body.count, next: null, results: [] });
  });

  it('gets one user, 404 for an unknown one', async () => {
    const user = await server.createUser();
    expect((await client.get(ApiPaths.user(user.id), server.adminToken)).body).toMatchObject({ id: user.id, username: user.username });
    expect((await client.get(ApiPaths.user(999_999), server.adminToken)).status).toBe(404);
  });
});

describe('update', () => {
  it('replaces the given fields and keeps the password when it is empty or omitted', async () => {
    const created = (await client.post(ApiPaths.users, newUser({ phone_number: '333' }), server.adminToken)).body;
    const body = { username: created.username, email: 'changed@example.test', employee_id: created.employee_id, first_name: 'Nuovo', password: '' };
    const response = await client.put(ApiPaths.user(created.id), body, server.adminToken);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: 'changed@example.test', first_name: 'Nuovo', phone_number: '333' });
    expect((await client.post(ApiPaths.login, { username: created.username, password: 'orto-segreto-41', device_id: 'd', fingerprint: FINGERPRINT })).body.code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
  });

  it('changes the password when one is given, ending the user’s sessions', async () => {
    const user = await server.createUser();
    const session = await server.loginAs(user);
    const body = { username: user.username, email: `${user.username}@example.test`, employee_id: `E-${user.id}`, password: 'nuova-password' };
    expect((await client.put(ApiPaths.user(user.id), body, server.adminToken)).status).toBe(200);
    expect((await client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT })).status).toBe(401);
    expect((await client.post(ApiPaths.login, { username: user.username, password: 'nuova-password', device_id: user.deviceId, fingerprint: FINGERPRINT })).body.code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    expect((await client.post(ApiPaths.refresh, { refresh: session.refresh })).status).toBe(401);
    expect((await client.get(ApiPaths.profile, session.access)).status).toBe(401);
  });

  it('refuses a short password, a taken username, and an admin removing their own rights', async () => {
    const user = await server.createUser();
    const other = await server.createUser();
    const base = { username: user.username, email: `${user.username}@example.test`, employee_id: `E-${user.id}` };
    expect((await client.put(ApiPaths.user(user.id), { ...base, password: '123' }, server.adminToken)).body.errors).toHaveProperty('password');
    const taken = await client.put(ApiPaths.user(user.id), { ...base, username: other.username }, server.adminToken);
    expect(taken.body.errors).toEqual({ username: ['A user with that username already exists'] });
    const self = { username: server.admin.username, email: `${server.admin.username}@example.test`, employee_id: 'X', is_admin: false };
    const demotion = await client.put(ApiPaths.user(server.admin.id), self, server.adminToken);
    expect(demotion.status).toBe(400);
    expect(demotion.body.errors).toEqual({ is_admin: ['You cannot remove your own administrator rights'] });
  });

  it("refuses an administrator's own password: 403 OWN_PASSWORD, nothing changed, the session kept", async () => {
    const admin = await server.createUser({ is_admin: true });
    const session = await server.loginAs(admin);
    const own = { username: admin.username, email: `${admin.username}@example.test`, employee_id: `E-${admin.id}`, first_name: 'Cambiato' };

    const refused = await client.put(ApiPaths.user(admin.id), { ...own, password: 'nuova-password' }, session.access);

    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'OWN_PASSWORD', message: ApiError.OWN_PASSWORD });
    const { rows } = await server.db.query<{ must_change_password: boolean; first_name: string }>(
      'SELECT must_change_password, first_name FROM users WHERE id = $1',
      [admin.id],
    );
    expect(rows[0]).toEqual({ must_change_password: false, first_name: expect.not.stringMatching('Cambiato') });
    expect((await client.get(ApiPaths.profile, session.access)).status).toBe(200);
    expect((await client.post(ApiPaths.refresh, { refresh: session.refresh })).status).toBe(200);
    const login = await client.post(ApiPaths.login, { username: admin.username, password: admin.password, device_id: admin.deviceId, fingerprint: FINGERPRINT });
    expect(login.status).toBe(200);
    // Their own account without a password is edited as any other.
    expect((await client.put(ApiPaths.user(admin.id), { ...own, password: '' }, session.access)).body.first_name).toBe('Cambiato');
  });

  it('answers 404 for an unknown user', async () => {
    expect((await client.put(ApiPaths.user(999_999), newUser(), server.adminToken)).status).toBe(404);
  });
});

describe('delete', () => {
  it('deletes a user without punches', async () => {
    const user = await server.createUser();
    expect((await client.delete(ApiPaths.user(user.id), server.adminToken)).status).toBe(204);
    expect((await server.db.query('SELECT 1 FROM users WHERE id = $1', [user.id])).rows).toHaveLength(0);
  });

  it('deactivates a user with punches: the punches stay, the user vanishes and cannot log in', async () => {
    const user = await server.createUser();
    const session = await server.loginAs(user);
    await server.db.query(
      `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date) VALUES ($1, 'IN', now(), current_date)`,
      [user.id],
    );
    expect((await client.delete(ApiPaths.user(user.id), server.adminToken)).status).toBe(204);
    expect((await server.db.query('SELECT 1 FROM timesheet_entries WHERE user_id = $1', [user.id])).rows).toHaveLength(1);
    expect((await client.get(ApiPaths.user(user.id), server.adminToken)).status).toBe(404);
    const list = await client.get(`${ApiPaths.users}?page_size=100`, server.adminToken);
    expect(list.body.results.map((u: { id: number }) => u.id)).not.toContain(user.id);
    expect((await client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT })).status).toBe(401);
    expect((await client.get(ApiPaths.profile, session.access)).status).toBe(401);
    const audit = await client.get(`${ApiPaths.adminAudit}?action=USER_DEACTIVATED&user_id=${user.id}`, server.adminToken);
    expect(audit.body.count).toBe(1);
  });

  it('refuses to delete one’s own account', async () => {
    const response = await client.delete(ApiPaths.user(server.admin.id), server.adminToken);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'CANNOT_DELETE_SELF', message: 'You cannot delete your own account' });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await client.delete(ApiPaths.user(999_999), server.adminToken)).status).toBe(404);
  });
});

describe('audit log', () => {
  it('filters by user and action, newest first, paginated', async () => {
    const created = (await client.post(ApiPaths.users, newUser(), server.adminToken)).body;
    await client.put(ApiPaths.user(created.id), { username: created.username, email: created.email, employee_id: created.employee_id }, server.adminToken);
    const all = await client.get(`${ApiPaths.adminAudit}?user_id=${created.id}`, server.adminToken);
    expect(all.body.results.map((e: { action: string }) => e.action)).toEqual(['USER_UPDATED', 'USER_CREATED']);
    expect(all.body.results[1]).toMatchObject({ actor_id: server.admin.id, actor_username: server.admin.username, target_user_id: created.id });
    const page = await client.get(`${ApiPaths.adminAudit}?user_id=${created.id}&page_size=1&page=2`, server.adminToken);
    expect(page.body).toMatchObject({ count: 2, results: [expect.objectContaining({ action: 'USER_CREATED' })] });
    const filtered = await client.get(`${ApiPaths.adminAudit}?user_id=${created.id}&action=USER_CREATED`, server.adminToken);
    expect(filtered.body.count).toBe(1);
  });
});

describe('role matrix', () => {
  const adminRoutes: Array<[string, string]> = [
    ['GET', ApiPaths.users],
    ['POST', ApiPaths.users],
    ['GET', ApiPaths.user(1)],
    ['PUT', ApiPaths.user(1)],
    ['DELETE', ApiPaths.user(1)],
    ['POST', ApiPaths.userResetDevice(1)],
    ['GET', ApiPaths.groups],
    ['POST', ApiPaths.groups],
    ['GET', ApiPaths.group(1)],
    ['PUT', ApiPaths.group(1)],
    ['DELETE', ApiPaths.group(1)],
    ['GET', ApiPaths.adminNotifications],
    ['POST', ApiPaths.adminNotificationsRead],
    ['GET', ApiPaths.adminAudit],
  ];
  const userRoutes: Array<[string, string]> = [
    ['GET', ApiPaths.profile],
    ['POST', ApiPaths.registerDevice],
    ['POST', ApiPaths.logout],
  ];

  it('answers 403 ADMIN_REQUIRED to an employee on every administration route', async () => {
    const { access } = await server.loginAs(await server.createUser());
    for (const [method, path] of adminRoutes) {
      const response = await client.raw(path, { method, headers: { authorization: `Bearer ${access}` } });
      expect([method, path, response.status, response.body.code]).toEqual([method, path, 403, 'ADMIN_REQUIRED']);
    }
  });

  it('answers 401 without a token on every protected route', async () => {
    for (const [method, path] of [...adminRoutes, ...userRoutes]) {
      const response = await client.raw(path, { method });
      expect([method, path, response.status, response.body.code]).toEqual([method, path, 401, 'CREDENTIALS_NOT_PROVIDED']);
    }
  });
});
