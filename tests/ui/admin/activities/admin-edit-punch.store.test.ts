/**
 * @jest-environment node
 */
/**
 * 'Modifica Data/Ora' opened from a row of 'Attività Sistema', driven without React (docs/behaviour.md,
 * "Admin activities"): the field must not be empty; a save updates the row at once and reloads the list 500 ms later.
 */
import { ApiPaths } from '../../../../src/core/contract';
import { ok, status } from '../../../fakes';
import { ActivityMother, EntryMother } from '../../../mothers';
import { activitiesWorld, lastQuery } from './activities-world';

describe('AdminEditPunchStore', () => {
  it('corrects a time: PATCH, the row updated at once, the list reloaded with _t 500 ms later', async () => {
    const activity = ActivityMother.create({ id: 501, timestamp: '2025-01-15T08:58:00.000Z' });
    const { world, store } = activitiesWorld([activity]);
    await store.loadAll();
    const corrected = EntryMother.checkIn({ id: 501, timestamp: '2025-01-15T07:30:00.000Z', original_timestamp: '2025-01-15T08:58:00.000Z' });
    world.http.on('PATCH', ApiPaths.timesheet(501), ok(corrected));

    store.openEditPunch(activity);
    const dialog = store.editPunch!;
    dialog.setValue('');
    expect(await store.saveEditPunch()).toBe(false);
    expect(dialog.fieldError).toEqual({ key: 'validation.required' });

    const local = new Date('2025-01-15T07:30:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    dialog.setValue(`${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`);
    expect(await store.saveEditPunch()).toBe(true);

    expect(world.http.last('PATCH', ApiPaths.timesheet(501)).body).toEqual({ timestamp: '2025-01-15T07:30:00.000Z' });
    expect(store.editPunch).toBeNull();
    expect(store.activities[0]).toMatchObject({ timestamp: '2025-01-15T07:30:00.000Z', original_timestamp: '2025-01-15T08:58:00.000Z' });
    expect(world.http.sent('GET', ApiPaths.adminActivities)).toHaveLength(1);

    await world.clock.advance(499);
    expect(world.http.sent('GET', ApiPaths.adminActivities)).toHaveLength(1);
    await world.clock.advance(1);
    expect(world.http.sent('GET', ApiPaths.adminActivities)).toHaveLength(2);
    expect(lastQuery(world)._t).toBe(String(world.clock.now()));
  });

  it('reloads after a correction without the spinner over the table, which would swallow the next click', async () => {
    const activity = ActivityMother.create({ id: 501, timestamp: '2025-01-15T08:58:00.000Z' });
    const { world, store } = activitiesWorld([activity]);
    await store.loadAll();
    world.http.on('PATCH', ApiPaths.timesheet(501), ok(EntryMother.checkIn({ id: 501, timestamp: '2025-01-15T07:30:00.000Z' })));
    let answerReload!: () => void;
    world.http.on('GET', ApiPaths.adminActivities, () =>
      new Promise((resolve) => (answerReload = () => resolve(ok({ count: 1, total_pages: 1, results: [activity] })))),
    );
    store.openEditPunch(activity);
    store.editPunch!.setValue('2025-01-15T08:30');
    expect(await store.saveEditPunch()).toBe(true);

    await world.clock.advance(500);
    expect(world.http.sent('GET', ApiPaths.adminActivities)).toHaveLength(2);
    expect(store.isLoading).toBe(false);
    answerReload();
    await world.clock.advance(0);
    expect(store.isLoading).toBe(false);

    // A page the administrator asks for still shows the spinner while it loads.
    void store.load();
    expect(store.isLoading).toBe(true);
  });

  it('keeps the dialog open with "Errore nel salvataggio delle modifiche" when the save fails', async () => {
    const activity = ActivityMother.create();
    const { world, store } = activitiesWorld([activity]);
    world.http.on('PATCH', ApiPaths.timesheet(activity.id), status(500, {}));
    store.openEditPunch(activity);
    expect(await store.saveEditPunch()).toBe(false);
    expect(store.editPunch!.error).toEqual({ key: 'admin.activities.editPunchDialog.saveError' });
  });

  it("shows the server's reason in Italian by its code: a time in the future under the field, OWN_PUNCHES above it", async () => {
    const activity = ActivityMother.create();
    const { world, store } = activitiesWorld([activity]);
    const english = 'The time cannot be in the future';
    world.http.on(
      'PATCH',
      ApiPaths.timesheet(activity.id),
      status(400, { code: 'VALIDATION_ERROR', message: `timestamp: ${english}`, errors: { timestamp: [english] }, field_codes: { timestamp: { code: 'FUTURE_TIME' } } }),
    );
    store.openEditPunch(activity);
    expect(await store.saveEditPunch()).toBe(false);
    expect(store.editPunch!.fieldError).toEqual({ key: 'errors.futureTime' });
    expect(store.editPunch!.error).toBeNull();

    world.http.on('PATCH', ApiPaths.timesheet(activity.id), status(403, { code: 'OWN_PUNCHES', message: 'You cannot correct your own punches' }));
    expect(await store.saveEditPunch()).toBe(false);
    expect(store.editPunch!.error).toEqual({ key: 'errors.ownPunches' });
  });
});
