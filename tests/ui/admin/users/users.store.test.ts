/**
 * @jest-environment node
 */
/** 'Gestione Utenti' driven without React: real use-cases over fake HTTP and timers (docs/behaviour.md, "Admin panel"). */
import type { User } from '../../../../src/core/contract';
import { ApiPaths } from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { userRole } from '../../../../src/ui/admin/users/user-role';
import { Deferred, ok, queryOf, status, type FakeResponse } from '../../../fakes';
import { LocationMother, RefusalMother, UserMother } from '../../../mothers';
import { adminWorld, expectReloadNowAndAfter1s } from '../admin-world';
import { servePages } from '../shared/paged-server';

function usersWorld(users: User[] = [UserMother.create()]) {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.users, ok({ count: users.length, results: users }));
  world.http.on('GET', ApiPaths.groups, ok([{ id: 3, descrizione: 'Magazzino' }]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 0, results: [] }));
  const store = world.get(AdminToken.UsersStore);
  return { world, store };
}

const fill = (store: ReturnType<typeof usersWorld>['store'], values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) store.form!.setField(field as 'username', value);
};

describe('UsersStore', () => {
  it('loads users, groups and locations; a failed load shows its fixed text', async () => {
    const { world, store } = usersWorld();
    await store.loadAll();
    expect(store.users.map((u) => u.username)).toEqual(['mario.rossi']);
    expect(store.groups).toEqual([{ id: 3, descrizione: 'Magazzino' }]);

    world.http.on('GET', ApiPaths.users, status(500, {}));
    await store.load();
    expect(store.error).toEqual({ key: 'admin.users.loadError' });
  });

  it('reloads the locations and groups when the dialog opens, so a place created meanwhile is offered', async () => {
    const user = UserMother.create({ id: 7 });
    const { world, store } = usersWorld([user]);
    await store.loadAll();
    expect(store.locations).toEqual([]);

    // Created meanwhile in 'Gestione Location' (the tab stays mounted, so no remount reloads anything).
    world.http.on('GET', ApiPaths.locations, ok({ count: 1, results: [LocationMother.create({ id: 4, name: 'Sede Torino' })] }));
    store.openCreate();
    await world.clock.advance(0);
    expect(store.locations.map((l) => l.name)).toEqual(['Sede Torino']);

    world.http.on('GET', ApiPaths.groups, ok([{ id: 3, descrizione: 'Magazzino' }, { id: 5, descrizione: 'Uffici' }]));
    store.closeForm();
    store.openEdit(user);
    await world.clock.advance(0);
    expect(store.groups.map((g) => g.descrizione)).toEqual(['Magazzino', 'Uffici']);
    expect(world.http.sent('GET', ApiPaths.locations)).toHaveLength(3);
  });

  it("'Aggiorna Lista' (loadAll) reloads the dialog's options with the list", async () => {
    const { world, store } = usersWorld();
    await store.loadAll();
    world.http.on('GET', ApiPaths.locations, ok({ count: 1, results: [LocationMother.create({ id: 4, name: 'Sede Torino' })] }));
    await store.loadAll();
    expect(store.locations.map((l) => l.name)).toEqual(['Sede Torino']);
    expect(world.http.sent('GET', ApiPaths.users)).toHaveLength(2);
  });

  it('labels authorised locations as all places or a count', () => {
    const { store } = usersWorld();
    expect(store.authorizedLocationsLabel(UserMother.create({ can_access_all_locations: true }))).toEqual({ key: 'admin.users.allLocations' });
    expect(store.authorizedLocationsLabel(UserMother.create({ can_access_all_locations: false, authorized_locations: [1, 2] }))).toEqual({
      key: 'admin.users.locationCount',
      params: { count: 2 },
    });
  });

  it('opens a new user with the defaults: every place allowed, 2FA on, not admin, device changes confirmed', () => {
    const { store } = usersWorld();
    store.openCreate();
    expect(store.form!.values).toMatchObject({
      two_factor_enabled: true,
      can_access_all_locations: true,
      is_admin: false,
      require_device_change_confirmation: true,
      gruppo_id: null,
    });
    expect(store.form!.locationsSelectable).toBe(false);
  });

  it('refuses an incomplete new user with the validation messages and sends nothing', async () => {
    const { world, store } = usersWorld();
    store.openCreate();
    expect(await store.saveForm()).toBe(false);
    expect(store.form!.fieldErrors).toEqual({
      username: { key: 'validation.required' },
      email: { key: 'validation.required' },
      employee_id: { key: 'validation.required' },
      password: { key: 'validation.passwordRequired' },
    });

    fill(store, { username: 'luca', email: 'luca@example.it', employee_id: 'E9', password: '12345', confirm_password: '12345' });
    await store.saveForm();
    // The server's minimum is not known (no answer from GET /api/auth/password-policy/): the spec's 6.
    expect(store.form!.fieldErrors).toEqual({ password: { key: 'validation.passwordMinLength', params: { count: 6 } } });

    fill(store, { password: '123456', confirm_password: '654321' });
    await store.saveForm();
    expect(store.form!.fieldErrors).toEqual({ confirm_password: { key: 'validation.passwordMismatch' } });
    expect(world.http.sent('POST', ApiPaths.users)).toHaveLength(0);
  });

  it('clears a field error as soon as the field changes', async () => {
    const { store } = usersWorld();
    store.openCreate();
    await store.saveForm();
    store.form!.setField('username', 'l');
    expect(store.form!.fieldErrors.username).toBeUndefined();
    expect(store.form!.fieldErrors.email).toEqual({ key: 'validation.required' });
  });

  it('creates a user, closes the dialog, announces it for 3 s and reloads now and 1 s later', async () => {
    const { world, store } = usersWorld();
    world.http.on('POST', ApiPaths.users, ok(UserMother.create({ id: 9, username: 'luca' })));
    store.openCreate();
    fill(store, { username: ' luca ', email: 'luca@example.it', employee_id: 'E9', password: 'segreta', confirm_password: 'segreta' });
    expect(await store.saveForm()).toBe(true);

    expect(world.http.last('POST', ApiPaths.users).body).toMatchObject({ username: 'luca', password: 'segreta', two_factor_enabled: true });
    expect(store.form).toBeNull();
    expect(store.notice.message).toEqual({ key: 'admin.users.created' });
    await expectReloadNowAndAfter1s(world, ApiPaths.users);
    await world.clock.advance(2000);
    expect(store.notice.message).toBeNull();
  });

  it('edits without a password keeps the current one (no password sent)', async () => {
    const user = UserMother.create({ id: 7 });
    const { world, store } = usersWorld([user]);
    world.http.on('PUT', ApiPaths.user(7), ok(user));
    store.openEdit(user);
    expect(store.form!.isNew).toBe(false);
    store.form!.setField('phone_number', '+39 02 123');
    expect(await store.saveForm()).toBe(true);
    const body = world.http.last('PUT', ApiPaths.user(7)).body as Record<string, unknown>;
    expect(body).not.toHaveProperty('password');
    expect(body.phone_number).toBe('+39 02 123');
    expect(store.notice.message).toEqual({ key: 'admin.users.updated' });
  });

  it('shows the server field errors on the fields and keeps the dialog open', async () => {
    const { world, store } = usersWorld();
    world.http.on(
      'POST',
      ApiPaths.users,
      status(400, {
        code: 'VALIDATION_ERROR',
        message: 'Validation error',
        errors: { username: ['A user with that username already exists'] },
        field_codes: { username: { code: 'USERNAME_TAKEN' } },
      }),
    );
    store.openCreate();
    fill(store, { username: 'mario.rossi', email: 'm@example.it', employee_id: 'E1', password: 'segreta', confirm_password: 'segreta' });
    expect(await store.saveForm()).toBe(false);
    expect(store.form).not.toBeNull();
    expect(store.form!.fieldErrors.username).toEqual({ key: 'errors.usernameTaken' });
    expect(store.form!.error).toEqual({ key: 'errors.usernameTaken' });
  });

  it("asks the server's password minimum when the dialog opens and checks the password against it", async () => {
    const { world, store } = usersWorld();
    world.http.on('GET', ApiPaths.passwordPolicy, ok({ min_length: 10 }));
    store.openCreate();
    await world.clock.advance(0);
    expect(world.http.sent('GET', ApiPaths.passwordPolicy)).toHaveLength(1);
    fill(store, { username: 'luca', email: 'luca@example.it', employee_id: 'E9', password: 'bx7-qv-zz', confirm_password: 'bx7-qv-zz' });
    expect(await store.saveForm()).toBe(false);
    expect(store.form!.fieldErrors).toEqual({ password: { key: 'validation.passwordMinLength', params: { count: 10 } } });
    expect(world.http.sent('POST', ApiPaths.users)).toHaveLength(0);

    // A failed answer later keeps the minimum known.
    world.http.on('GET', ApiPaths.passwordPolicy, status(500, {}));
    store.closeForm();
    store.openEdit(UserMother.create({ id: 7 }));
    await world.clock.advance(0);
    expect(store.passwordMinLength).toBe(10);
  });

  it('shows a password the server refuses in Italian under the password, with its minimum, keeping what was typed', async () => {
    const { world, store } = usersWorld();
    world.http.on(
      'POST',
      ApiPaths.users,
      status(400, { code: 'PASSWORD_TOO_SHORT', message: 'Password too short', errors: { password: ['Password too short'] }, min_length: 12 }),
      status(400, { code: 'PASSWORD_TOO_COMMON', message: 'Password too common', errors: { password: ['Password too common'] }, min_length: 12 }),
    );
    store.openCreate();
    fill(store, { username: 'luca', email: 'l@example.it', employee_id: 'E1', password: 'segreta-1', confirm_password: 'segreta-1' });
    expect(await store.saveForm()).toBe(false);
    expect(store.form!.fieldErrors).toEqual({ password: { key: 'errors.passwordTooShort', params: { count: 12 } } });
    expect(store.form!.error).toEqual({ key: 'errors.passwordTooShort', params: { count: 12 } });

    fill(store, { password: 'juventus1897', confirm_password: 'juventus1897' });
    expect(await store.saveForm()).toBe(false);
    expect(store.form!.fieldErrors).toEqual({ password: { key: 'errors.passwordTooCommon' } });
    expect(store.form!.values).toMatchObject({ username: 'luca', password: 'juventus1897', confirm_password: 'juventus1897' });
  });

  it('falls back to "Errore nel salvataggio dell\'utente" when the server says nothing', async () => {
    const { world, store } = usersWorld();
    world.http.on('POST', ApiPaths.users, status(502, ''));
    store.openCreate();
    fill(store, { username: 'luca', email: 'l@example.it', employee_id: 'E1', password: 'segreta', confirm_password: 'segreta' });
    await store.saveForm();
    expect(store.form!.error).toEqual({ key: 'admin.users.saveError' });
  });

  it('deletes and resets a device, then reloads; a refused delete shows its fixed text', async () => {
    const user = UserMother.create({ id: 7 });
    const { world, store } = usersWorld([user]);
    world.http.on('DELETE', ApiPaths.user(7), { status: 204 });
    world.http.on('POST', ApiPaths.userResetDevice(7), { status: 204 });
    expect(await store.remove(user)).toBe(true);
    expect(store.notice.message).toEqual({ key: 'admin.users.deleted' });
    expect(await store.resetDevice(user)).toBe(true);
    expect(store.notice.message).toEqual({ key: 'admin.users.deviceReset' });
    expect(world.http.sent('POST', ApiPaths.userResetDevice(7))).toHaveLength(1);

    world.http.on('DELETE', ApiPaths.user(7), status(500, ''));
    expect(await store.remove(user)).toBe(false);
    expect(store.error).toEqual({ key: 'admin.users.deleteError' });
  });

  it("turns off an administrator's verification code, announces it and reloads; a refusal shows the server's text", async () => {
    const colleague = UserMother.admin({ id: 4, username: 'giulia', totp_enabled: true });
    const { world, store } = usersWorld([colleague]);
    world.http.on('POST', ApiPaths.userDisableTotp(4), ok({ ...colleague, totp_enabled: false }));

    expect(await store.disableTotp(colleague)).toBe(true);
    expect(world.http.sent('POST', ApiPaths.userDisableTotp(4))).toHaveLength(1);
    expect(store.notice.message).toEqual({ key: 'admin.users.totpDisabled' });
    await expectReloadNowAndAfter1s(world, ApiPaths.users);

    world.http.on('POST', ApiPaths.userDisableTotp(4), RefusalMother.of(409, 'TOTP_NOT_ENABLED'));
    expect(await store.disableTotp(colleague)).toBe(false);
    expect(store.error).toEqual({ key: 'errors.totpNotEnabled' });

    world.http.on('POST', ApiPaths.userDisableTotp(4), status(500, ''));
    expect(await store.disableTotp(colleague)).toBe(false);
    expect(store.error).toEqual({ key: 'admin.users.totpDisableError' });
  });

  it("unlocks an administrator's suspended app codes, announces it and reloads; a refusal shows the server's text", async () => {
    const colleague = UserMother.admin({ id: 4, username: 'giulia', totp_enabled: true, totp_suspended: true });
    const { world, store } = usersWorld([colleague]);
    world.http.on('POST', ApiPaths.userUnlockTotp(4), ok({ ...colleague, totp_suspended: false }));

    expect(await store.unlockTotp(colleague)).toBe(true);
    expect(world.http.sent('POST', ApiPaths.userUnlockTotp(4))).toHaveLength(1);
    expect(store.notice.message).toEqual({ key: 'admin.users.totpUnlocked' });
    await expectReloadNowAndAfter1s(world, ApiPaths.users);

    world.http.on('POST', ApiPaths.userUnlockTotp(4), RefusalMother.of(409, 'TOTP_NOT_SUSPENDED'));
    expect(await store.unlockTotp(colleague)).toBe(false);
    expect(store.error).toEqual({ key: 'errors.totpNotSuspended' });

    world.http.on('POST', ApiPaths.userUnlockTotp(4), status(500, ''));
    expect(await store.unlockTotp(colleague)).toBe(false);
    expect(store.error).toEqual({ key: 'admin.users.totpUnlockError' });
  });
});

/** `count` employees named user001…, served page by page and searched on the username. */
function manyUsersWorld(count: number) {
  const world = adminWorld();
  let users = Array.from({ length: count }, (_, i) => UserMother.create({ id: i + 1, username: `user${String(i + 1).padStart(3, '0')}` }));
  world.http.on('GET', ApiPaths.users, servePages(() => users, (user, search) => user.username.includes(search)));
  world.http.on('GET', ApiPaths.groups, ok([]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 0, next: null, results: [] }));
  const store = world.get(AdminToken.UsersStore);
  return { world, store, remove: (id: number) => (users = users.filter((user) => user.id !== id)) };
}

const lastUsersQuery = (world: ReturnType<typeof adminWorld>) => queryOf(world.http.last('GET', ApiPaths.users));

describe('UsersStore: one page of the server list at a time', () => {
  it('asks for page 1 of 20 and shows the total; another page asks for that page', async () => {
    const { world, store } = manyUsersWorld(130);
    await store.loadAll();
    expect(lastUsersQuery(world)).toEqual({ page: '1', page_size: '20' });
    expect(store.users).toHaveLength(20);
    expect(store.list.count).toBe(130);

    await store.list.setPage(7);
    expect(lastUsersQuery(world)).toEqual({ page: '7', page_size: '20' });
    expect(store.users.map((user) => user.username)).toEqual(Array.from({ length: 10 }, (_, i) => `user${121 + i}`));

    await store.list.setPage(7, 50);
    expect(lastUsersQuery(world)).toEqual({ page: '1', page_size: '50' });
    expect(store.users).toHaveLength(50);
  });

  it("searches after the typing pauses, from page 1, ordered as the admin chose", async () => {
    const { world, store } = manyUsersWorld(130);
    await store.loadAll();
    await store.list.setSort({ field: 'email', direction: 'descend' });
    await store.list.setPage(3);

    store.list.setSearchText('user12');
    await world.clock.advance(299);
    expect(lastUsersQuery(world).search).toBeUndefined();
    await world.clock.advance(1);
    expect(lastUsersQuery(world)).toEqual({ page: '1', page_size: '20', search: 'user12', ordering: '-email' });
    expect(store.users.map((user) => user.username)).toEqual(Array.from({ length: 10 }, (_, i) => `user${120 + i}`));
  });

  it("a search that finds nothing leaves the table empty with the search applied", async () => {
    const { world, store } = manyUsersWorld(3);
    await store.loadAll();
    store.list.setSearchText('nessuno');
    await store.list.searchNow();
    expect(store.users).toEqual([]);
    expect(store.list.isFiltered).toBe(true);
    expect(lastUsersQuery(world).search).toBe('nessuno');
  });

  it("an earlier search answering late does not replace a newer one's rows", async () => {
    const { world, store } = manyUsersWorld(130);
    await store.loadAll();
    const late = new Deferred<FakeResponse>();
    const pages = servePages(() => [UserMother.create({ id: 125, username: 'user125' })]);
    world.http.on('GET', ApiPaths.users, () => late.promise, (request) => pages(request));

    store.list.setSearchText('user1');
    await world.clock.advance(300);
    store.list.setSearchText('user125');
    await world.clock.advance(300);
    expect(store.users.map((user) => user.username)).toEqual(['user125']);

    late.resolve(ok({ count: 130, next: 2, results: [UserMother.create({ id: 1, username: 'user001' })] }));
    await world.clock.advance(0);
    expect(store.users.map((user) => user.username)).toEqual(['user125']);
    expect(store.list.count).toBe(1);
  });

  it('deleting the only user of the last page shows the page before, now and after the delayed reload', async () => {
    const { world, store, remove } = manyUsersWorld(41);
    await store.loadAll();
    await store.list.setPage(3);
    expect(store.users.map((user) => user.username)).toEqual(['user041']);

    world.http.on('DELETE', ApiPaths.user(41), () => {
      remove(41);
      return { status: 204 };
    });
    expect(await store.remove(store.users[0]!)).toBe(true);
    expect(store.list.page).toBe(2);
    expect(store.users).toHaveLength(20);
    expect(store.list.count).toBe(40);
    await world.clock.advance(1000);
    expect(lastUsersQuery(world)).toEqual({ page: '2', page_size: '20' });
  });

  it("a save reloads the page shown, with its search, not page 1", async () => {
    const { world, store } = manyUsersWorld(130);
    await store.loadAll();
    store.list.setSearchText('user1');
    await store.list.searchNow();
    await store.list.setPage(2);
    const user = store.users[0]!;
    world.http.on('PUT', ApiPaths.user(user.id), ok(user));
    store.openEdit(user);
    expect(await store.saveForm()).toBe(true);
    expect(lastUsersQuery(world)).toEqual({ page: '2', page_size: '20', search: 'user1' });
  });

  it("offers every location in the dialog's select, page after page", async () => {
    const { world, store } = manyUsersWorld(1);
    const places = Array.from({ length: 130 }, (_, i) => LocationMother.create({ id: i + 1, name: `Sede ${i + 1}` }));
    world.http.on('GET', ApiPaths.locations, servePages(() => places));
    store.openCreate();
    await world.clock.advance(0);
    expect(store.locations).toHaveLength(130);
    expect(world.http.sent('GET', ApiPaths.locations).map((request) => queryOf(request).page)).toEqual(['1', '2']);
  });

  it("'Responsabile dei gruppi': the dialog opens on the groups the user manages, and sends them ([] to remove)", async () => {
    const manager = UserMother.create({ id: 9, managed_groups: [{ id: 3, descrizione: 'Magazzino' }] });
    const { world, store } = usersWorld([manager]);
    world.http.on('PUT', ApiPaths.user(9), ok(manager));
    await store.loadAll();

    store.openEdit(manager);
    expect(store.form!.values.managed_group_ids).toEqual([3]);
    store.form!.setField('managed_group_ids', [3, 5]);
    await store.saveForm();
    expect(world.http.last('PUT', ApiPaths.user(9)).body).toMatchObject({ managed_group_ids: [3, 5] });

    store.openEdit(manager);
    store.form!.setField('managed_group_ids', []);
    await store.saveForm();
    expect(world.http.last('PUT', ApiPaths.user(9)).body).toMatchObject({ managed_group_ids: [] });
  });

  it("shows an unknown group among them as the field's error", async () => {
    const { world, store } = usersWorld();
    world.http.on('POST', ApiPaths.users, status(400, { code: 'VALIDATION_ERROR', errors: { managed_group_ids: ['Invalid group'] } }));
    store.openCreate();
    fill(store, { username: 'luca', email: 'luca@example.it', employee_id: 'E9', password: 'segreta-1', confirm_password: 'segreta-1' });
    store.form!.setField('managed_group_ids', [99]);
    await store.saveForm();
    expect(store.form!.fieldErrors.managed_group_ids).toBeDefined();
    expect(world.http.last('POST', ApiPaths.users).body).toMatchObject({ managed_group_ids: [99] });
  });
});

describe('userRole', () => {
  it("is 'admin' for an administrator (managing or not), 'manager' for one who manages a group, else 'employee'", () => {
    const groups = [{ id: 3, descrizione: 'Magazzino' }];
    expect(userRole(UserMother.admin())).toBe('admin');
    expect(userRole(UserMother.admin({ managed_groups: groups }))).toBe('admin');
    expect(userRole(UserMother.employee({ managed_groups: groups }))).toBe('manager');
    expect(userRole(UserMother.employee())).toBe('employee');
  });
});
