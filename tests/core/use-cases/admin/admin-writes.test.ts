import { ApiPaths } from '../../../../src/core/contract';
import { EditPunchTime, ManageGroups, ManageLocations, ManageUsers, type LocationForm, type UserForm } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { EntryMother, LocationMother, UserMother } from '../../../mothers';
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
      password: 'segreta1',
    });
  });

  it('on edit sends the password only when one was entered', async () => {
    const h = signedIn();
    h.http.on('PUT', ApiPaths.user(7), ok(UserMother.create()));
    const users = new ManageUsers(h.api);

    await users.update(7, userForm({ password: '', confirm_password: '' }));
    expect(h.http.last('PUT', ApiPaths.user(7)).body).not.toHaveProperty('password');

    await users.update(7, userForm({ password: 'nuova123', confirm_password: 'nuova123' }));
    expect(h.http.last('PUT', ApiPaths.user(7)).body).toMatchObject({ password: 'nuova123' });
    expect(h.http.last('PUT', ApiPaths.user(7)).body).not.toHaveProperty('confirm_password');
  });

  it('lists, reads, deletes and resets the device', async () => {
    const h = signedIn();
    const user = UserMother.create();
    h.http.on('GET', ApiPaths.users, ok({ count: 1, results: [user] }));
    h.http.on('GET', ApiPaths.user(7), ok(user));
    h.http.on('DELETE', ApiPaths.user(7), { status: 204 });
    h.http.on('POST', ApiPaths.userResetDevice(7), ok());
    const users = new ManageUsers(h.api);

    await expect(users.list()).resolves.toEqual([user]);
    await expect(users.get(7)).resolves.toEqual(user);
    await users.remove(7);
    await users.resetDevice(7);
    expect(h.http.sent('DELETE', ApiPaths.user(7))).toHaveLength(1);
    expect(h.http.sent('POST', ApiPaths.userResetDevice(7))).toHaveLength(1);
  });
});

describe('ManageLocations', () => {
  const form: LocationForm = {
    name: ' Sede Torino ',
    address: ' Via Po 3 ',
    latitude: '45,0703',
    longitude: '7.6869',
    tolerance_radius: '75.6',
    work_hours_start: '08:30',
    work_hours_end: '17:30',
  };

  it('sends numbers, with tolerance_radius as an integer', async () => {
    const h = signedIn();
    h.http.on('POST', ApiPaths.locations, ok(LocationMother.create()));

    await new ManageLocations(h.api).create(form);

    expect(h.http.last('POST', ApiPaths.locations).body).toEqual({
      name: 'Sede Torino',
      address: 'Via Po 3',
      latitude: 45.0703,
      longitude: 7.6869,
      tolerance_radius: 76,
      work_hours_start: '08:30',
      work_hours_end: '17:30',
    });
  });

  it('updates with the same payload (plus the active flag when given), lists, reads and deletes', async () => {
    const h = signedIn();
    const location = LocationMother.create();
    h.http.on('PUT', ApiPaths.location(1), ok(location));
    h.http.on('GET', ApiPaths.locations, ok({ count: 1, results: [location] }));
    h.http.on('GET', ApiPaths.location(1), ok(location));
    h.http.on('DELETE', ApiPaths.location(1), { status: 204 });
    const locations = new ManageLocations(h.api);

    await locations.update(1, { ...form, address: undefined, tolerance_radius: 50, is_active: false });
    expect(h.http.last('PUT', ApiPaths.location(1)).body).toMatchObject({ address: '', tolerance_radius: 50, is_active: false });
    await expect(locations.list()).resolves.toEqual([location]);
    await expect(locations.get(1)).resolves.toEqual(location);
    await locations.remove(1);
    expect(h.http.sent('DELETE', ApiPaths.location(1))).toHaveLength(1);
  });
});

describe('ManageGroups', () => {
  it('lists groups and writes descrizione trimmed', async () => {
    const h = signedIn();
    const group = { id: 2, descrizione: 'Magazzino' };
    h.http.on('GET', ApiPaths.groups, ok([group]));
    h.http.on('POST', ApiPaths.groups, ok(group));
    h.http.on('PUT', ApiPaths.group(2), ok(group));
    h.http.on('DELETE', ApiPaths.group(2), { status: 204 });
    const groups = new ManageGroups(h.api);

    await expect(groups.list()).resolves.toEqual([group]);
    await groups.create(' Magazzino ');
    expect(h.http.last('POST', ApiPaths.groups).body).toEqual({ descrizione: 'Magazzino' });
    await groups.update(2, 'Uffici');
    expect(h.http.last('PUT', ApiPaths.group(2)).body).toEqual({ descrizione: 'Uffici' });
    await groups.remove(2);
    expect(h.http.sent('DELETE', ApiPaths.group(2))).toHaveLength(1);
  });
});

describe('EditPunchTime', () => {
  it('PATCHes the ISO timestamp and resolves with the updated entry', async () => {
    const h = signedIn();
    const updated = EntryMother.checkIn({ id: 5, timestamp: '2025-01-15T07:30:00.000Z' });
    h.http.on('PATCH', ApiPaths.timesheet(5), ok(updated));

    await expect(new EditPunchTime(h.api, h.clock, h.logger).execute(5, '2025-01-15T07:30:00.000Z')).resolves.toEqual(updated);
    expect(h.http.last('PATCH', ApiPaths.timesheet(5)).body).toEqual({ timestamp: '2025-01-15T07:30:00.000Z' });
  });

  it('updates the row locally at once, then reloads 500 ms later', async () => {
    const h = signedIn();
    const updated = EntryMother.checkIn({ id: 5 });
    h.http.on('PATCH', ApiPaths.timesheet(5), ok(updated));
    const applied: unknown[] = [];
    let reloads = 0;

    await new EditPunchTime(h.api, h.clock, h.logger).saveThenReload(5, updated.timestamp, {
      applyLocally: (entry) => applied.push(entry),
      reload: async () => {
        reloads++;
      },
    });

    expect(applied).toEqual([updated]);
    await h.clock.advance(499);
    expect(reloads).toBe(0);
    await h.clock.advance(1);
    expect(reloads).toBe(1);
  });

  it('only logs a failing delayed reload', async () => {
    const h = signedIn();
    h.http.on('PATCH', ApiPaths.timesheet(5), ok(EntryMother.checkIn({ id: 5 })));
    await new EditPunchTime(h.api, h.clock, h.logger).saveThenReload(5, 'x', {
      applyLocally: () => undefined,
      reload: () => Promise.reject(new Error('offline')),
    });
    await h.clock.advance(500);
    expect(h.logger.warnings).toHaveLength(1);
  });
});
