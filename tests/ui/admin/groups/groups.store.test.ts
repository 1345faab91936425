/**
 * @jest-environment node
 */
/** 'Gruppi' of 'Gestione Utenti' driven without React: real use-cases over fake HTTP and timers (docs/behaviour.md, "Admin panel"). */
import type { GruppoListItem } from '../../../../src/core/contract';
import { ApiPaths, GROUP_IN_USE } from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { ok, status, type FakeResponse } from '../../../fakes';
import { UserMother } from '../../../mothers';
import { adminWorld, expectReloadNowAndAfter1s } from '../admin-world';

const MAGAZZINO: GruppoListItem = { id: 3, descrizione: 'Magazzino', member_count: 2 };
const UFFICI: GruppoListItem = { id: 5, descrizione: 'Uffici', member_count: 0 };

function groupsWorld(groups: GruppoListItem[] = [MAGAZZINO, UFFICI]) {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.groups, ok(groups));
  const store = world.get(AdminToken.GroupsStore);
  return { world, store };
}

const duplicateName = status(400, {
  code: 'VALIDATION_ERROR',
  message: 'descrizione: A group with that name already exists',
  errors: { descrizione: ['A group with that name already exists'] },
  field_codes: { descrizione: { code: 'NAME_TAKEN' } },
});

describe('GroupsStore', () => {
  it('loads the groups with their member counts; a failed load shows its fixed text', async () => {
    const { world, store } = groupsWorld();
    await store.load();
    expect(store.groups).toEqual([MAGAZZINO, UFFICI]);
    expect(store.error).toBeNull();

    world.http.on('GET', ApiPaths.groups, status(500, {}));
    await store.load();
    expect(store.error).toEqual({ key: 'admin.groups.loadError' });
  });

  it("creates a group: 'Nome gruppo' trimmed, the dialog closes, 'Gruppo creato con successo!', the list reloads now and 1 s later", async () => {
    const { world, store } = groupsWorld();
    world.http.on('POST', ApiPaths.groups, ok({ id: 9, descrizione: 'Logistica' }));
    store.openCreate();
    expect(store.form!.isNew).toBe(true);
    store.form!.setName('  Logistica ');

    await expect(store.saveForm()).resolves.toBe(true);

    expect(world.http.last('POST', ApiPaths.groups).body).toEqual({ descrizione: 'Logistica' });
    expect(store.form).toBeNull();
    expect(store.notice.message).toEqual({ key: 'admin.groups.created' });
    await expectReloadNowAndAfter1s(world, ApiPaths.groups);
    await world.clock.advance(3000);
    expect(store.notice.message).toBeNull();
  });

  it('renames a group from its current name', async () => {
    const { world, store } = groupsWorld();
    world.http.on('PUT', ApiPaths.group(3), ok({ id: 3, descrizione: 'Magazzino Nord' }));
    store.openRename(MAGAZZINO);
    expect(store.form!.isNew).toBe(false);
    expect(store.form!.name).toBe('Magazzino');
    store.form!.setName('Magazzino Nord');

    await expect(store.saveForm()).resolves.toBe(true);
    expect(world.http.last('PUT', ApiPaths.group(3)).body).toEqual({ descrizione: 'Magazzino Nord' });
    expect(store.notice.message).toEqual({ key: 'admin.groups.updated' });
  });

  it("the users table hears a rename and reloads; the counts reload when a user is deleted", async () => {
    const { world, store } = groupsWorld();
    world.http.on('GET', ApiPaths.users, ok({ count: 1, next: null, results: [UserMother.create({ id: 7 })] }));
    world.http.on('GET', ApiPaths.locations, ok({ count: 0, next: null, results: [] }));
    world.http.on('PUT', ApiPaths.group(3), ok({ id: 3, descrizione: 'Magazzino Nord' }));
    world.http.on('DELETE', ApiPaths.user(7), { status: 204 });
    const users = world.get(AdminToken.UsersStore);
    const stopUsers = users.start();
    const stopGroups = store.start();
    await world.clock.advance(0);
    const asked = (path: string) => world.http.sent('GET', path).length;
    const [usersBefore, groupsBefore] = [asked(ApiPaths.users), asked(ApiPaths.groups)];

    store.openRename(MAGAZZINO);
    store.form!.setName('Magazzino Nord');
    await store.saveForm();
    await world.clock.advance(0);
    expect(asked(ApiPaths.users)).toBeGreaterThan(usersBefore);

    const groupsAfterRename = asked(ApiPaths.groups);
    await users.remove(UserMother.create({ id: 7 }));
    await world.clock.advance(0);
    expect(asked(ApiPaths.groups)).toBeGreaterThan(groupsAfterRename);

    stopUsers();
    stopGroups();
    const [usersStopped, groupsStopped] = [asked(ApiPaths.users), asked(ApiPaths.groups)];
    store.openRename(MAGAZZINO);
    store.form!.setName('Magazzino Sud');
    await store.saveForm();
    await world.clock.advance(0);
    expect(asked(ApiPaths.users)).toBe(usersStopped);
    expect(asked(ApiPaths.groups)).toBeGreaterThan(groupsStopped); // its own reload only
  });

  it('requires a name of at most 100 characters before asking the server', async () => {
    const { world, store } = groupsWorld();
    store.openCreate();
    store.form!.setName('   ');
    await expect(store.saveForm()).resolves.toBe(false);
    expect(store.form!.fieldErrors).toEqual({ descrizione: { key: 'validation.required' } });

    store.form!.setName('x'.repeat(101));
    expect(store.form!.fieldErrors).toEqual({});
    await store.saveForm();
    expect(store.form!.fieldErrors).toEqual({ descrizione: { key: 'admin.groups.dialog.nameTooLong', params: { count: 100 } } });
    expect(world.http.sent('POST', ApiPaths.groups)).toHaveLength(0);
  });

  it("shows a name already taken under 'Nome gruppo' in Italian, keeping the dialog open with what was typed", async () => {
    const { world, store } = groupsWorld();
    world.http.on('POST', ApiPaths.groups, duplicateName);
    store.openCreate();
    store.form!.setName('MAGAZZINO');

    await expect(store.saveForm()).resolves.toBe(false);

    expect(store.form!.fieldErrors).toEqual({ descrizione: { key: 'admin.groups.dialog.nameTaken' } });
    expect(store.form!.error).toBeNull();
    expect(store.form!.name).toBe('MAGAZZINO');
    expect(store.notice.message).toBeNull();
    expect(world.http.sent('GET', ApiPaths.groups)).toHaveLength(0);
  });

  it("a save refused otherwise shows the fixed 'Errore nel salvataggio del gruppo' when the server said nothing", async () => {
    const { world, store } = groupsWorld();
    world.http.on('PUT', ApiPaths.group(3), status(502, ''));
    store.openRename(MAGAZZINO);
    await store.saveForm();
    expect(store.form!.error).toEqual({ key: 'admin.groups.saveError' });
  });

  it('deletes a group: the list reloads now and 1 s later with its message', async () => {
    const { world, store } = groupsWorld();
    world.http.on('DELETE', ApiPaths.group(5), { status: 204 });
    await expect(store.remove(UFFICI)).resolves.toBe(true);
    expect(store.notice.message).toEqual({ key: 'admin.groups.deleted' });
    await expectReloadNowAndAfter1s(world, ApiPaths.groups);
  });

  it('a delete refused because users belong to the group says how many, and the list shows the server\'s count', async () => {
    const { world, store } = groupsWorld([{ ...MAGAZZINO, member_count: 0 }]);
    await store.load();
    world.http.on('GET', ApiPaths.groups, ok([{ ...MAGAZZINO, member_count: 3 }]));
    world.http.on('DELETE', ApiPaths.group(3), status(409, { code: GROUP_IN_USE, message: 'Group in use: 3 users belong to it. Move them to another group first', member_count: 3 }));

    await expect(store.remove(MAGAZZINO)).resolves.toBe(false);

    expect(store.error).toEqual({ key: 'admin.groups.inUse', params: { count: 3 } });
    expect(store.groups[0]!.member_count).toBe(3);
    expect(store.notice.message).toBeNull();
    await world.clock.advance(1000);
    expect(world.http.sent('GET', ApiPaths.groups)).toHaveLength(2);
  });

  it('any other refused delete shows the server\'s message, else the fixed text', async () => {
    const { world, store } = groupsWorld();
    world.http.on('DELETE', ApiPaths.group(3), status(404, { code: 'NOT_FOUND', message: 'Not found' }));
    await store.remove(MAGAZZINO);
    expect(store.error).toEqual({ key: 'errors.notFound' });
    world.http.on('DELETE', ApiPaths.group(3), status(503, ''));
    await store.remove(MAGAZZINO);
    expect(store.error).toEqual({ key: 'admin.groups.deleteError' });
  });

  it('cannot close the dialog while it saves', async () => {
    const { world, store } = groupsWorld();
    let answer: (response: FakeResponse) => void = () => undefined;
    world.http.on('POST', ApiPaths.groups, () => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    store.openCreate();
    store.form!.setName('Logistica');
    const saving = store.saveForm();
    store.closeForm();
    expect(store.form).not.toBeNull();
    answer(ok({ id: 9, descrizione: 'Logistica' }));
    await saving;
    expect(store.form).toBeNull();
  });
});
