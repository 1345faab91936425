/**
 * @jest-environment node
 */
/** 'Orari di lavoro' driven without React: real use-cases over fake HTTP and timers (docs/behaviour.md, "Work schedules"). */
import { ApiPaths, SchedulePaths, type ScheduleAssignmentListItem, type ScheduleTemplate } from '../../../../src/core/contract';
import { intervalField } from '../../../../src/core/use-cases/admin';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { ok, status } from '../../../fakes';
import { LocationMother } from '../../../mothers';
import { adminWorld, expectReloadNowAndAfter1s } from '../admin-world';

// The fake clock's today.
const TODAY = '2025-01-15';

const OFFICE: ScheduleTemplate = {
  id: 4,
  name: 'Ufficio',
  versions: [
    {
      valid_from: null,
      intervals: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start: 540, end: 780 },
        { weekday, start: 840, end: 1080 },
      ]),
      tolerance_minutes: 10,
      flex_earliest_start: null,
      flex_latest_start: null,
      overtime_block_minutes: 15,
    },
  ],
};
// As listed: with the group's or the employee's name.
const TO_GROUP: ScheduleAssignmentListItem = {
  id: 1,
  template_id: 4,
  user_id: null,
  gruppo_id: 3,
  location_id: null,
  start_date: '2025-01-01',
  end_date: null,
  user_full_name: null,
  username: null,
  gruppo_name: 'Magazzino',
};
const TO_USER: ScheduleAssignmentListItem = {
  id: 2,
  template_id: 4,
  user_id: 7,
  gruppo_id: null,
  location_id: null,
  start_date: '2025-02-01',
  end_date: '2025-02-28',
  user_full_name: 'Paolo Verdi',
  username: 'pverdi',
  gruppo_name: null,
};
const BOLOGNA = LocationMother.create({ id: 5, name: 'Sede Bologna' });

const ANNA = { id: 11, full_name: 'Anna Neri', username: 'aneri', is_active: true };
const ANNA_GONE = { id: 12, full_name: 'Anna Ex', username: 'aex', is_active: false };

function schedulesWorld() {
  const world = adminWorld();
  world.http.on('GET', SchedulePaths.templates, ok([OFFICE]));
  world.http.on('GET', SchedulePaths.assignments, ok([TO_USER, TO_GROUP]));
  world.http.on('GET', SchedulePaths.closures, ok([{ id: 6, name: 'Natale', start_date: '2025-12-24', end_date: '2025-12-26' }]));
  world.http.on('GET', SchedulePaths.patronDays, ok([{ location_id: 5, name: 'San Petronio', month: 10, day: 4 }]));
  world.http.on('GET', ApiPaths.groups, ok([{ id: 3, descrizione: 'Magazzino', member_count: 2 }]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 1, results: [BOLOGNA] }));
  world.http.on('GET', ApiPaths.adminUsers, ok([ANNA, ANNA_GONE]));
  return { world, store: world.get(AdminToken.SchedulesStore) };
}

/** Fills the dialog with Monday to Friday 09:00–13:00 and 14:00–18:00, as an office week is typed. */
function typeOfficeWeek(store: ReturnType<typeof schedulesWorld>['store']) {
  const form = store.templateForm!;
  form.set('name', ' Ufficio ');
  form.addInterval(1);
  form.addInterval(1);
  form.setTime(1, 0, 'start', '09:00');
  form.setTime(1, 0, 'end', '13:00');
  form.setTime(1, 1, 'start', '14:00');
  form.setTime(1, 1, 'end', '18:00');
  form.copyMondayToWeekdays();
  form.set('tolerance', '10');
  form.set('overtimeBlock', '15');
}

describe('SchedulesStore', () => {
  it('loads templates, assignments (the group and the user named as listed, nothing more asked), closures, places and patron days; a failed load shows its fixed text', async () => {
    const { world, store } = schedulesWorld();
    await store.load();
    expect(store.templates).toEqual([OFFICE]);
    expect(store.assignmentsOf(4).map((a) => a.id)).toEqual([1, 2]);
    expect(store.targetName(TO_GROUP)).toBe('Magazzino');
    expect(store.targetName(TO_USER)).toBe('Paolo Verdi (pverdi)');
    expect(store.hasStarted(TO_GROUP)).toBe(true);
    expect(store.hasStarted(TO_USER)).toBe(false);
    expect(world.http.sent('GET', ApiPaths.adminUsers)).toHaveLength(0);
    expect(store.closures[0]!.name).toBe('Natale');
    expect(store.locations.map((l) => l.name)).toEqual(['Sede Bologna']);
    expect(store.patronDayOf(5)).toEqual({ location_id: 5, name: 'San Petronio', month: 10, day: 4 });
    expect(store.patronDayOf(6)).toBeNull();
    expect(store.today).toBe(TODAY);

    world.http.on('GET', SchedulePaths.templates, status(500, {}));
    await store.load();
    expect(store.error).toEqual({ key: 'schedules.loadError' });
  });

  it("creates a template: the office week sent in minutes, the dialog closes, 'Orario creato con successo!', reloads now and 1 s later", async () => {
    const { world, store } = schedulesWorld();
    world.http.on('POST', SchedulePaths.templates, ok(OFFICE));
    store.openCreateTemplate();
    expect(store.templateForm!.isNew).toBe(true);
    typeOfficeWeek(store);

    await expect(store.saveTemplateForm()).resolves.toBe(true);

    expect(world.http.last('POST', SchedulePaths.templates).body).toEqual({
      name: 'Ufficio',
      intervals: OFFICE.versions[0]!.intervals,
      tolerance_minutes: 10,
      flex_earliest_start: null,
      flex_latest_start: null,
      overtime_block_minutes: 15,
    });
    expect(store.templateForm).toBeNull();
    expect(store.notice.message).toEqual({ key: 'schedules.templates.created' });
    await expectReloadNowAndAfter1s(world, SchedulePaths.templates);
  });

  it('a change is a new version from its day: PUT with valid_from', async () => {
    const { world, store } = schedulesWorld();
    world.http.on('PUT', SchedulePaths.template(4), ok(OFFICE));
    store.openEditTemplate(OFFICE);
    const form = store.templateForm!;
    expect(form.isNew).toBe(false);
    expect(form.draft.days[4]).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]);
    form.removeInterval(5, 1);
    form.set('validFrom', '2025-02-01');
    await expect(store.saveTemplateForm()).resolves.toBe(true);
    const body = world.http.last('PUT', SchedulePaths.template(4)).body as { valid_from: string; intervals: unknown[] };
    expect(body.valid_from).toBe('2025-02-01');
    expect(body.intervals).toHaveLength(9);
    expect(store.notice.message).toEqual({ key: 'schedules.templates.updated' });
  });

  it('keeps what was typed and shows a refusal by its code, under its field and not twice', async () => {
    const { world, store } = schedulesWorld();
    world.http.on(
      'POST',
      SchedulePaths.templates,
      status(400, { code: 'INTERVALS_OVERLAP', message: 'Two intervals of the same day overlap', errors: { intervals: ['…'] }, field_codes: { intervals: { code: 'INTERVALS_OVERLAP' } } }),
    );
    store.openCreateTemplate();
    typeOfficeWeek(store);
    await expect(store.saveTemplateForm()).resolves.toBe(false);
    const form = store.templateForm!;
    expect(form.fieldErrors).toEqual({ intervals: { key: 'errors.scheduleIntervalsOverlap' } });
    expect(form.error).toBeNull();
    expect(form.draft.name).toBe(' Ufficio ');
    expect(form.draft.days[3]).toHaveLength(2);

    world.http.on('POST', SchedulePaths.templates, status(409, { code: 'TEMPLATE_NAME_TAKEN', message: '…', errors: { name: ['…'] }, field_codes: { name: { code: 'TEMPLATE_NAME_TAKEN' } } }));
    await store.saveTemplateForm();
    expect(form.fieldErrors).toEqual({ name: { key: 'errors.scheduleTemplateNameTaken' } });

    // A field the dialog has no place for: the alert says it.
    world.http.on('POST', SchedulePaths.templates, status(400, { code: 'VALIDATION_ERROR', message: '…', errors: { 'intervals/0/start': ['…'] }, field_codes: { 'intervals/0/start': { code: 'TOO_LARGE', limit: 1439 } } }));
    await store.saveTemplateForm();
    expect(form.error).toEqual({ key: 'errors.fieldTooLarge', params: { count: 1439 } });

    world.http.on('POST', SchedulePaths.templates, status(500, {}));
    await store.saveTemplateForm();
    expect(form.error).toEqual({ key: 'schedules.templates.saveError' });
  });

  it('checks the dialog before sending: every field its reason, a field typed again loses it', async () => {
    const { world, store } = schedulesWorld();
    store.openCreateTemplate();
    const form = store.templateForm!;
    form.addInterval(2);
    form.setTime(2, 0, 'start', '25:00');
    form.set('tolerance', '');
    await expect(store.saveTemplateForm()).resolves.toBe(false);
    expect(world.http.sent('POST', SchedulePaths.templates)).toHaveLength(0);
    expect(form.fieldErrors).toMatchObject({
      name: { key: 'validation.required' },
      [intervalField(2, 0, 'start')]: { key: 'validation.timeFormat' },
      [intervalField(2, 0, 'end')]: { key: 'validation.required' },
      tolerance_minutes: { key: 'validation.required' },
    });
    form.setTime(2, 0, 'start', '08:00');
    expect(form.fieldErrors[intervalField(2, 0, 'start')]).toBeUndefined();
    form.set('name', 'Turno');
    expect(form.fieldErrors.name).toBeUndefined();
    form.setFlexible(true);
    expect(form.draft.flexible).toBe(true);
    form.removeInterval(2, 0);
    expect(form.fieldErrors[intervalField(2, 0, 'end')]).toBeUndefined();
    for (let i = 0; i < 12; i += 1) form.addInterval(6);
    expect(form.draft.days[5]).toHaveLength(10);
    expect(form.canAddInterval(6)).toBe(false);
    store.closeTemplateForm();
    expect(store.templateForm).toBeNull();
  });

  it("assigns a template to a group from today; 'Orario assegnato con successo!'", async () => {
    const { world, store } = schedulesWorld();
    await store.load();
    world.http.on('POST', SchedulePaths.assignments, ok({ ...TO_GROUP, id: 9, start_date: TODAY }));
    store.openAssign(OFFICE);
    const form = store.assignmentForm!;
    expect(form.draft.startDate).toBe(TODAY);
    await expect(store.saveAssignmentForm()).resolves.toBe(false);
    expect(form.fieldErrors).toEqual({ gruppo_id: { key: 'schedules.validation.targetRequired' } });
    form.setGroup(3);
    await expect(store.saveAssignmentForm()).resolves.toBe(true);
    expect(world.http.last('POST', SchedulePaths.assignments).body).toEqual({ template_id: 4, gruppo_id: 3, user_id: null, start_date: TODAY, end_date: null });
    expect(store.notice.message).toEqual({ key: 'schedules.assignments.created' });
    expect(store.assignmentForm).toBeNull();
  });

  it('assigns to a user found by typing, named at once in the list; an end before the start is refused', async () => {
    const { world, store } = schedulesWorld();
    world.http.on('POST', SchedulePaths.assignments, ok({ ...TO_USER, id: 10, user_id: 11 }));
    store.openAssign(OFFICE);
    const form = store.assignmentForm!;
    form.setTarget('user');
    await form.searchUsers('anna');
    expect(world.http.last('GET', ApiPaths.adminUsers).path).toContain('search=anna');
    expect(form.userOptions.map((o) => o.id)).toEqual([11]);
    form.setUser(11);
    form.setEnd('2025-01-01');
    await expect(store.saveAssignmentForm()).resolves.toBe(false);
    expect(form.fieldErrors).toEqual({ end_date: { key: 'schedules.validation.endBeforeStart' } });
    form.setEnd('');
    form.setStart('2025-02-01');
    await expect(store.saveAssignmentForm()).resolves.toBe(true);
    expect(world.http.last('POST', SchedulePaths.assignments).body).toMatchObject({ user_id: 11, gruppo_id: null, start_date: '2025-02-01' });
  });

  it('ends an assignment in force today; deletes one not started; a refusal shows by its code', async () => {
    const { world, store } = schedulesWorld();
    world.http.on('PATCH', SchedulePaths.assignment(1), ok({ ...TO_GROUP, end_date: TODAY }));
    world.http.on('DELETE', SchedulePaths.assignment(2), { status: 204 });
    await expect(store.endAssignment(TO_GROUP)).resolves.toBe(true);
    expect(world.http.last('PATCH', SchedulePaths.assignment(1)).body).toEqual({ end_date: TODAY });
    expect(store.notice.message).toEqual({ key: 'schedules.assignments.ended' });
    await expect(store.removeAssignment(TO_USER)).resolves.toBe(true);
    expect(store.notice.message).toEqual({ key: 'schedules.assignments.deleted' });

    world.http.on('DELETE', SchedulePaths.assignment(2), status(409, { code: 'ASSIGNMENT_STARTED', message: '…' }));
    await expect(store.removeAssignment(TO_USER)).resolves.toBe(false);
    expect(store.error).toEqual({ key: 'errors.scheduleAssignmentStarted' });
  });

  it("refuses to delete a template still assigned, in Italian; deletes it once free", async () => {
    const { world, store } = schedulesWorld();
    world.http.on('DELETE', SchedulePaths.template(4), status(409, { code: 'TEMPLATE_IN_USE', message: '…' }));
    await expect(store.removeTemplate(OFFICE)).resolves.toBe(false);
    expect(store.error).toEqual({ key: 'errors.scheduleTemplateInUse' });
    store.clearError();
    world.http.on('DELETE', SchedulePaths.template(4), { status: 204 });
    await expect(store.removeTemplate(OFFICE)).resolves.toBe(true);
    expect(store.notice.message).toEqual({ key: 'schedules.templates.deleted' });
  });

  it("company closures: created (one day unless changed), changed, deleted", async () => {
    const { world, store } = schedulesWorld();
    const closure = { id: 6, name: 'Natale', start_date: '2025-12-24', end_date: '2025-12-26' };
    world.http.on('POST', SchedulePaths.closures, ok(closure));
    world.http.on('PUT', SchedulePaths.closure(6), ok(closure));
    world.http.on('DELETE', SchedulePaths.closure(6), { status: 204 });
    store.openCreateClosure();
    const form = store.closureForm!;
    form.set('name', 'Ponte');
    form.set('startDate', '2025-04-26');
    expect(form.draft.endDate).toBe('2025-04-26');
    await expect(store.saveClosureForm()).resolves.toBe(true);
    expect(world.http.last('POST', SchedulePaths.closures).body).toEqual({ name: 'Ponte', start_date: '2025-04-26', end_date: '2025-04-26' });
    expect(store.notice.message).toEqual({ key: 'schedules.closures.created' });

    store.openEditClosure(closure);
    store.closureForm!.set('endDate', '2025-12-20');
    await expect(store.saveClosureForm()).resolves.toBe(false);
    expect(store.closureForm!.fieldErrors).toEqual({ end_date: { key: 'schedules.validation.endBeforeStart' } });
    store.closureForm!.set('endDate', '2025-12-27');
    await expect(store.saveClosureForm()).resolves.toBe(true);
    expect(world.http.last('PUT', SchedulePaths.closure(6)).body).toEqual({ name: 'Natale', start_date: '2025-12-24', end_date: '2025-12-27' });

    store.openCreateClosure();
    store.closeClosureForm();
    expect(store.closureForm).toBeNull();
    await expect(store.removeClosure(closure)).resolves.toBe(true);
    expect(store.notice.message).toEqual({ key: 'schedules.closures.deleted' });
  });
});
