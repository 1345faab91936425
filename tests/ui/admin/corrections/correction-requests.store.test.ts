/**
 * @jest-environment node
 */
/**
 * 'Richieste di correzione' driven without React: the real use-case over fake HTTP and timers (docs/behaviour.md,
 * "Correction requests").
 */
import { ApiPaths, type CorrectionRequest } from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { ok, queryOf, status } from '../../../fakes';
import { adminWorld, expectReloadNowAndAfter1s } from '../admin-world';
import { CorrectionRequestMother } from './correction-request.mother';

const request = CorrectionRequestMother.create;
const page = CorrectionRequestMother.page;
const LIST = ApiPaths.adminCorrectionRequests;

async function startedWorld(pending: CorrectionRequest[] = [request()]) {
  const world = adminWorld();
  world.http.on('GET', LIST, ok(page(pending)));
  const store = world.get(AdminToken.CorrectionRequestsStore);
  const stop = store.start();
  await world.clock.advance(0);
  return { world, store, stop };
}

/** The list and the badge after a decision: nothing pending any more. */
const nothingPending = () => ok(page([], 0));

describe('CorrectionRequestsStore', () => {
  it('loads the pending requests and their count when the panel opens; the label and the tab share it', async () => {
    const { world, store } = await startedWorld([request(), request({ id: 22 })]);
    expect(queryOf(world.http.last('GET', LIST))).toEqual({ status: 'pending', page: '1', page_size: '20' });
    expect(store.list.rows.map((row) => row.id)).toEqual([21, 22]);
    expect(store.pendingCount).toBe(2);

    // The tab mounting after the label: the same store, no second load.
    expect(world.get(AdminToken.CorrectionRequestsStore)).toBe(store);
    const stopTab = store.start();
    await world.clock.advance(0);
    expect(world.http.sent('GET', LIST)).toHaveLength(1);
    stopTab();
  });

  it('a new visit of the panel starts again from the pending requests', async () => {
    const { world, store, stop } = await startedWorld();
    world.http.on('GET', LIST, ok(page([request({ status: 'refused', refusal_reason: 'No' })], 1)));
    await store.setStatus('refused');
    expect(store.status).toBe('refused');
    stop();

    world.http.on('GET', LIST, ok(page([request()])));
    store.start();
    await world.clock.advance(0);
    expect(store.status).toBe('pending');
    expect(queryOf(world.http.last('GET', LIST))).toMatchObject({ status: 'pending', page: '1' });
  });

  it("the filter asks for the decided ones; the badge keeps the server's pending count", async () => {
    const { world, store } = await startedWorld();
    const approved = request({ status: 'approved', decided_by: 'admin', decided_at: '2025-01-16T09:00:00Z' });
    world.http.on('GET', LIST, ok({ count: 1, pending: 1, results: [approved] }));
    await store.setStatus('approved');
    expect(queryOf(world.http.last('GET', LIST))).toEqual({ status: 'approved', page: '1', page_size: '20' });
    expect(store.list.rows).toEqual([approved]);
    expect(store.pendingCount).toBe(1);
  });

  it('approves: success message for 3 s, the list and the badge reloaded at once and ~1 s later', async () => {
    const { world, store } = await startedWorld();
    world.http.on('POST', ApiPaths.adminCorrectionApprove(21), ok(request({ status: 'approved' })));
    world.http.on('GET', LIST, nothingPending());
    world.http.requests.length = 0;

    const decision = store.approve(request());
    expect(store.decidingId).toBe(21);
    await expect(decision).resolves.toBe(true);

    expect(world.http.sent('POST', ApiPaths.adminCorrectionApprove(21))).toHaveLength(1);
    expect(store.decidingId).toBeNull();
    expect(store.notice.message).toEqual({ key: 'corrections.approved' });
    expect(store.list.rows).toEqual([]);
    expect(store.pendingCount).toBe(0);
    await expectReloadNowAndAfter1s(world, LIST);
    await world.clock.advance(2000);
    expect(store.notice.message).toBeNull();
  });

  it('an approval another administrator beat shows the translated message and reloads the list', async () => {
    const { world, store } = await startedWorld();
    world.http.on('POST', ApiPaths.adminCorrectionApprove(21), status(409, { code: 'CORRECTION_ALREADY_DECIDED', message: 'This correction request has already been decided' }));
    world.http.on('GET', LIST, nothingPending());

    await expect(store.approve(request())).resolves.toBe(false);
    expect(store.error).toEqual({ key: 'errors.correctionAlreadyDecided' });
    expect(store.notice.message).toBeNull();
    expect(store.list.rows).toEqual([]);
    expect(store.pendingCount).toBe(0);
    expect(store.decidingId).toBeNull();
  });

  it("an approval refused because the punches changed meanwhile shows the field's message", async () => {
    const { world, store } = await startedWorld();
    world.http.on(
      'POST',
      ApiPaths.adminCorrectionApprove(21),
      status(400, { code: 'VALIDATION_ERROR', message: 'Validation error', errors: { proposed_timestamp: ['The check-out must come before the next punch'] }, field_codes: { proposed_timestamp: { code: 'OUT_AFTER_NEXT_PUNCH' } } }),
    );
    await store.approve(request());
    expect(store.error).toEqual({ key: 'errors.correctionOutAfterNextPunch' });
  });

  it('an approval of their own request is refused with the translated message', async () => {
    const { world, store } = await startedWorld();
    world.http.on('POST', ApiPaths.adminCorrectionApprove(21), status(403, { code: 'OWN_PUNCHES', message: 'You cannot correct your own punches: send a correction request' }));
    await store.approve(request());
    expect(store.error).toEqual({ key: 'errors.ownPunches' });
  });

  it("'Rifiuta' needs a reason: a blank one is refused here and nothing is sent", async () => {
    const { world, store } = await startedWorld();
    store.openRefusal(request());
    store.refusal!.setReason('   ');
    await expect(store.submitRefusal()).resolves.toBe(false);
    expect(store.refusal!.fieldErrors).toEqual({ reason: { key: 'corrections.refuseDialog.reasonRequired' } });
    expect(world.http.sent('POST', ApiPaths.adminCorrectionRefuse(21))).toHaveLength(0);

    store.refusal!.setReason('E');
    expect(store.refusal!.fieldErrors).toEqual({});
  });

  it('refuses with the reason: the dialog closes, the message shows, the list and badge reload', async () => {
    const { world, store } = await startedWorld();
    world.http.on('POST', ApiPaths.adminCorrectionRefuse(21), ok(request({ status: 'refused', refusal_reason: 'Eri in ferie' })));
    world.http.on('GET', LIST, nothingPending());
    world.http.requests.length = 0;
    store.openRefusal(request());
    store.refusal!.setReason('Eri in ferie');

    await expect(store.submitRefusal()).resolves.toBe(true);
    expect(world.http.last('POST', ApiPaths.adminCorrectionRefuse(21)).body).toEqual({ reason: 'Eri in ferie' });
    expect(store.refusal).toBeNull();
    expect(store.notice.message).toEqual({ key: 'corrections.refused' });
    expect(store.pendingCount).toBe(0);
    await expectReloadNowAndAfter1s(world, LIST);
  });

  it('a refusal that fails keeps the dialog open with what was typed and its error', async () => {
    const { world, store } = await startedWorld();
    world.http.on('POST', ApiPaths.adminCorrectionRefuse(21), status(502, {}));
    store.openRefusal(request());
    store.refusal!.setReason('Eri in ferie');

    await expect(store.submitRefusal()).resolves.toBe(false);
    expect(store.refusal?.reason).toBe('Eri in ferie');
    expect(store.refusal?.error).toEqual({ key: 'corrections.refuseError' });
    expect(store.decidingId).toBeNull();
  });

  it('a refusal of a request already decided closes the dialog, says so and reloads', async () => {
    const { world, store } = await startedWorld();
    world.http.on('POST', ApiPaths.adminCorrectionRefuse(21), status(409, { code: 'CORRECTION_ALREADY_DECIDED', message: 'This correction request has already been decided' }));
    world.http.on('GET', LIST, nothingPending());
    store.openRefusal(request());
    store.refusal!.setReason('Eri in ferie');

    await store.submitRefusal();
    expect(store.refusal).toBeNull();
    expect(store.error).toEqual({ key: 'errors.correctionAlreadyDecided' });
    expect(store.list.rows).toEqual([]);
  });

  it('a failed load shows its fixed text until a load succeeds', async () => {
    const world = adminWorld();
    world.http.on('GET', LIST, status(500, {}));
    const store = world.get(AdminToken.CorrectionRequestsStore);
    store.start();
    await world.clock.advance(0);
    expect(store.error).toEqual({ key: 'corrections.loadError' });
    expect(store.pendingCount).toBe(0);

    world.http.on('GET', LIST, ok(page([request()])));
    await store.load();
    expect(store.error).toBeNull();
    expect(store.pendingCount).toBe(1);
  });
});
