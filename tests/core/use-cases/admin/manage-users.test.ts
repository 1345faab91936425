import { ApiPaths } from '../../../../src/core/contract';
import { ManageUsers, type UserForm } from '../../../../src/core/use-cases';
import { ok, queryOf } from '../../../fakes';
import { UserMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

const signedIn = () => createCoreHarness({ accessToken: 'A' });

const userForm = (overrides: Partial<UserForm> = {}): UserForm => ({
  username: ' lucia.verdi ',
  email: ' lucia@example.it ',
  first_name: 'Lucia',
  last_name: 'Verdi',
  employee_id: ' EMP-9 ',
  phone_number: '',
  gruppo_id: 2,
  password: 'segreta1',
  confirm_password: 'segreta1',
  is_admin: false,
  two_factor_enabled: true,
  can_access_all_locations: false,
  require_device_change_confirmation: true,
  authorized_locations: [1, 3],
  managed_group_ids: [2, 5],
  ...overrides,
});

describe('ManageUsers', () => {
  it('creates a user with the trimmed fields and the password', async () => {
    const h = signedIn();
    h.http.on('POST', ApiPaths.users, ok(UserMother.create()));

    await new ManageUsers(h.api).create(userForm());

    expect(h.http.last('POST', ApiPaths.users).body).toEqual({
      username: 'lucia.verdi',
      email: 'lucia@example.it',
      first_name: 'Lucia',
      last_name: 'Verdi',
      employee_id: 'EMP-9',
      phone_number: '',
      gruppo_id: 2,
      is_admin: false,
      two_factor_enabled: true,
      can_access_all_locations: false,
      require_device_change_confirmation: true,
      authorized_locations: [1, 3],
      managed_group_ids: [2, 5],
      password: 'segreta1',
    });
  });

  it('on edit sends the password only when one was entered', async () => {
    const h = signedIn();
    h.http.on('PUT', ApiPaths.user(7), ok(UserMother.create()));
    const users = new ManageUsers(h.api);

    await users.update(7, userForm({ password: '', confirm_password: '' }));
    expect(h.http.last('PUT', ApiPaths.user(7)).body).not.toHaveProperty('password');

    await users.update(7, userForm({ password: '', confirm_password: '', managed_group_ids: [] }));
    // [] is sent: it is how the form stops the user being 'Responsabile' (docs/behaviour.md, "Managers").
    expect(h.http.last('PUT', ApiPaths.user(7)).body).toMatchObject({ managed_group_ids: [] });

    await users.update(7, userForm({ password: 'nuova123', confirm_password: 'nuova123' }));
    expect(h.http.last('PUT', ApiPaths.user(7)).body).toMatchObject({ password: 'nuova123' });
    expect(h.http.last('PUT', ApiPaths.user(7)).body).not.toHaveProperty('confirm_password');
  });

  it('asks one page with its filters, and every page when the whole list is wanted', async () => {
    const h = signedIn();
    const [first, second] = [UserMother.create({ id: 1 }), UserMother.create({ id: 2 })];
    h.http.on('GET', ApiPaths.users, ok({ count: 2, next: 2, results: [first] }), ok({ count: 2, next: null, results: [second] }), ok({ count: 2, next: null, results: [second] }));
    const users = new ManageUsers(h.api);

    await expect(users.listAll()).resolves.toEqual([first, second]);
    expect(h.http.sent('GET', ApiPaths.users).map(queryOf)).toEqual([
      { page: '1', page_size: '100' },
      { page: '2', page_size: '100' },
    ]);
    await expect(users.page({ page: 3, page_size: 20, search: 'rossi', ordering: '-last_name' })).resolves.toEqual({ count: 2, next: null, results: [second] });
    expect(queryOf(h.http.last('GET', ApiPaths.users))).toEqual({ page: '3', page_size: '20', search: 'rossi', ordering: '-last_name' });
  });

  it('lists, reads, deletes and resets the device', async () => {
    const h = signedIn();
    const user = UserMother.create();
    h.http.on('GET', ApiPaths.users, ok({ count: 1, results: [user] }));
    h.http.on('GET', ApiPaths.user(7), ok(user));
    h.http.on('DELETE', ApiPaths.user(7), { status: 204 });
    h.http.on('POST', ApiPaths.userResetDevice(7), ok());
    const users = new ManageUsers(h.api);

    await expect(users.listAll()).resolves.toEqual([user]);
    await expect(users.get(7)).resolves.toEqual(user);
    await users.remove(7);
    await users.resetDevice(7);
    expect(h.http.sent('DELETE', ApiPaths.user(7))).toHaveLength(1);
    expect(h.http.sent('POST', ApiPaths.userResetDevice(7))).toHaveLength(1);
  });

  it("turns off another administrator's verification code, with the session's token", async () => {
    const h = signedIn();
    h.http.on('POST', ApiPaths.userDisableTotp(4), ok(UserMother.admin({ id: 4, totp_enabled: false })));

    await new ManageUsers(h.api).disableTotp(4);

    const sent = h.http.last('POST', ApiPaths.userDisableTotp(4));
    expect(sent.path).toBe('/api/users/4/disable-totp/');
    expect(sent.headers).toMatchObject({ Authorization: 'Bearer A' });
  });

  it("unlocks another administrator's suspended app codes, with the session's token", async () => {
    const h = signedIn();
    h.http.on('POST', ApiPaths.userUnlockTotp(4), ok(UserMother.admin({ id: 4, totp_enabled: true })));

    await new ManageUsers(h.api).unlockTotp(4);

    const sent = h.http.last('POST', ApiPaths.userUnlockTotp(4));
    expect(sent.path).toBe('/api/users/4/unlock-totp/');
    expect(sent.headers).toMatchObject({ Authorization: 'Bearer A' });
  });
});
