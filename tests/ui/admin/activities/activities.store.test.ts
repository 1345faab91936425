/**
 * @jest-environment node
 */
/**
 * 'Attività Sistema' driven without React (docs/behaviour.md, "Admin activities"); its time correction is
 * admin-edit-punch.store.test.ts.
 */
import { ApiPaths } from '../../../../src/core/contract';
import { ok, queryOf, status } from '../../../fakes';
import { ActivityMother } from '../../../mothers';
import { activitiesWorld, GROUPS, lastQuery, MARIO } from './activities-world';

describe('ActivitiesStore', () => {
  it('loads page 1, newest first, 10 per page, with the first users and the groups of the filters', async () => {
    const { world, store } = activitiesWorld();
    await store.loadAll();
    expect(lastQuery(world)).toEqual({ page: '1', page_size: '10', ordering: '-timestamp' });
    expect(queryOf(world.http.last('GET', ApiPaths.adminUsers))).toEqual({ limit: '21' });
    expect(store.userFilter.options).toEqual([MARIO]);
    expect(store.groups).toEqual(GROUPS);
  });

  it('offers only "Tutti i gruppi" when the groups cannot load, the table unaffected', async () => {
    const { world, store } = activitiesWorld();
    world.http.on('GET', ApiPaths.groups, status(500, {}));
    await store.loadAll();
    expect(store.groups).toEqual([]);
    expect(store.error).toBeNull();
  });

  it("says 'Mostrando X di N attività' and 'Pagina P di T'", async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ActivityMother.create({ id: i + 1 }));
    const { store } = activitiesWorld(rows, 23, 3);
    await store.loadAll();
    expect(store.showingMessage).toEqual({ key: 'admin.activities.showing', params: { shown: 10, count: 23 } });
    expect(store.pageMessage).toEqual({ key: 'admin.activities.page', params: { page: 1, total: 3 } });

    await store.setPage(3);
    expect(store.pageMessage.params).toEqual({ page: 3, total: 3 });
  });

  it('sorts on the server: ascending field, descending with "-", back to -timestamp, from page 1', async () => {
    const { world, store } = activitiesWorld();
    await store.setPage(2);
    await store.setSort({ field: 'user__username', direction: 'ascend' });
    expect(lastQuery(world)).toMatchObject({ ordering: 'user__username', page: '1' });
    await store.setSort({ field: 'location__name', direction: 'descend' });
    expect(lastQuery(world).ordering).toBe('-location__name');
    await store.setSort({ field: 'entry_type', direction: 'descend' });
    expect(lastQuery(world).ordering).toBe('-entry_type');
    await store.setSort(null);
    expect(lastQuery(world).ordering).toBe('-timestamp');
  });

  it('applies the drafted filters only on "Applica Filtri", and "Reset" clears them', async () => {
    const { world, store } = activitiesWorld();
    await store.loadAll();
    store.setDraftStartDate('2025-01-01');
    store.setDraftEndDate('2025-01-31');
    store.setDraftEntryType('OUT');
    await store.setDraftUser(7);
    store.setDraftGroup(3);
    expect(world.http.sent('GET', ApiPaths.adminActivities)).toHaveLength(1);

    await store.applyFilters();
    expect(lastQuery(world)).toEqual({
      page: '1',
      page_size: '10',
      ordering: '-timestamp',
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      entry_type: 'OUT',
      user_id: '7',
      gruppo: '3',
    });

    await store.resetFilters();
    expect(lastQuery(world)).toEqual({ page: '1', page_size: '10', ordering: '-timestamp' });
    expect(store.draft).toEqual({ startDate: null, endDate: null, entryType: 'ALL', userId: null, groupId: null });
    expect(store.userFilter.selected).toBeNull();
  });

  it('shows "Errore nel caricamento delle attività" when the list cannot load', async () => {
    const { world, store } = activitiesWorld();
    world.http.on('GET', ApiPaths.adminActivities, status(500, {}));
    await store.load();
    expect(store.error).toEqual({ key: 'admin.activities.loadError' });
  });

  it('opens the notes of a row and its audit trail of corrections', async () => {
    const activity = ActivityMother.create({ id: 501, notes: 'Entrato dal retro', original_timestamp: '2025-01-15T08:58:00.000Z' });
    const { world, store } = activitiesWorld([activity]);
    const correction = {
      id: 1,
      timesheet_id: 501,
      old_timestamp: '2025-01-15T08:58:00.000Z',
      new_timestamp: '2025-01-15T07:30:00.000Z',
      changed_by: 'admin',
      changed_at: '2025-01-15T10:00:00.000Z',
    };
    world.http.on('GET', ApiPaths.timesheetCorrections(501), ok([correction]));

    store.openNotes(activity);
    expect(store.notesOf).toEqual(activity);
    store.closeNotes();
    expect(store.notesOf).toBeNull();

    store.openAudit(activity);
    await world.clock.advance(0);
    expect(store.audit!.corrections).toEqual([correction]);
  });

  it('exports the applied filters and order as a CSV file named after today', async () => {
    const { world, store } = activitiesWorld();
    world.http.on('GET', ApiPaths.adminActivitiesExport, ok('id,utente\n501,mario.rossi\n'));
    await store.loadAll();
    store.setDraftEntryType('IN');
    await store.setDraftUser(7);
    store.setDraftGroup(4);
    await store.applyFilters();
    await store.setSort({ field: 'user__username', direction: 'ascend' });
    store.setDraftGroup(3); // drafted, not applied: the export follows the table
    await store.exportCsv();

    const request = world.http.last('GET', ApiPaths.adminActivitiesExport);
    expect(request.responseType).toBe('text');
    const { page, page_size, ...listFilters } = lastQuery(world);
    expect([page, page_size]).toEqual(['1', '10']);
    expect(queryOf(request)).toEqual(listFilters);
    expect(queryOf(request)).toEqual({ ordering: 'user__username', entry_type: 'IN', user_id: '7', gruppo: '4' });
    expect(world.downloads.files).toEqual([
      { fileName: 'attivita-2025-01-15.csv', content: 'id,utente\n501,mario.rossi\n', mimeType: 'text/csv;charset=utf-8' },
    ]);
  });

  it('says when the export fails and downloads nothing', async () => {
    const { world, store } = activitiesWorld();
    world.http.on('GET', ApiPaths.adminActivitiesExport, status(500, ''));
    await store.exportCsv();
    expect(store.error).toEqual({ key: 'admin.activities.exportError' });
    expect(world.downloads.files).toEqual([]);
  });
});
