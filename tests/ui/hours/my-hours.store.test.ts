/**
 * @jest-environment node
 */
/** The 'Le mie ore' presenter without React, over the real use-cases and fake HTTP (docs/behaviour.md, "My hours"). */
import { ApiPaths } from '../../../src/core/contract';
import { ErrorKey } from '../../../src/core/errors';
import { installBindings } from '../../../src/composition/install-bindings';
import { hoursModule } from '../../../src/composition/modules/hours.module';
import { HoursToken } from '../../../src/ui/hours/hours.tokens';
import { resolve } from '../../../src/composition/tokens';
import { Deferred, ok, queryOf, status, type FakeReply, type FakeResponse } from '../../fakes';
import { employeeWorld } from '../dashboard/employee-world';
import { correctionRequest, fullDay, localInstant, missingCheckOutDay, monthOf } from '../../core/use-cases/hours/worked-days.mother';

// The fake clock's today: 2025-01-15.
const january = monthOf([fullDay('2025-01-13'), missingCheckOutDay('2025-01-14')], '2025-01-01', '2025-01-31');
const december = monthOf([fullDay('2024-12-20')], '2024-12-01', '2024-12-31');
const noRequests = ok({ count: 0, pending: 0, results: [] });

function openMyHours(hours: FakeReply = ok(january), requests: FakeReply = noRequests) {
  const world = employeeWorld();
  world.http.on('GET', ApiPaths.myHours, hours);
  world.http.on('GET', ApiPaths.correctionRequests, requests);
  installBindings(world.container, hoursModule);
  const store = resolve(world.container, HoursToken.MyHoursStore);
  const monthAsked = () => queryOf(world.http.last('GET', ApiPaths.myHours)).month;
  return { world, store, monthAsked };
}

describe('MyHoursStore', () => {
  it('opens on the current month, newest day first, with its totals', async () => {
    const { store, monthAsked } = openMyHours();
    expect(store.isFirstLoad).toBe(true);
    await store.load();

    expect(monthAsked()).toBe('2025-01');
    expect(store.isFirstLoad).toBe(false);
    expect(store.daysNewestFirst.map((d) => d.date)).toEqual(['2025-01-14', '2025-01-13']);
    expect(store.totals).toEqual({ days_worked: 1, worked_minutes: 540, anomaly_days: 1 });
    expect(store.isCurrentMonth).toBe(true);
  });

  it('goes to the previous month and back, never past the current one', async () => {
    const { world, store, monthAsked } = openMyHours();
    await store.load();
    expect(store.hasNextMonth).toBe(false);
    await store.goToNextMonth();
    expect(world.http.sent('GET', ApiPaths.myHours)).toHaveLength(1); // nothing asked for February

    world.http.on('GET', ApiPaths.myHours, ok(december));
    await store.goToPreviousMonth();
    expect(monthAsked()).toBe('2024-12');
    expect(store.month).toBe('2024-12');
    expect(store.isCurrentMonth).toBe(false);
    expect(store.hasNextMonth).toBe(true);
    expect(store.days.map((d) => d.date)).toEqual(['2024-12-20']);

    await store.goToPreviousMonth();
    expect(monthAsked()).toBe('2024-11');
    world.http.on('GET', ApiPaths.myHours, ok(january));
    await store.goToCurrentMonth();
    expect(monthAsked()).toBe('2025-01');
    expect(store.isCurrentMonth).toBe(true);
  });

  it('keeps only the answer of the latest month asked', async () => {
    const { world, store } = openMyHours();
    const slowDecember = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.myHours, () => slowDecember.promise, ok(monthOf([], '2024-11-01', '2024-11-30')));
    const toDecember = store.goToPreviousMonth();
    await store.goToPreviousMonth(); // November answers first
    slowDecember.resolve(ok(december));
    await toDecember;
    expect(store.month).toBe('2024-11');
    expect(store.days).toEqual([]);
    expect(store.isEmpty).toBe(true);
  });

  it('a failed month shows the dismissible error and keeps the days shown; failed requests only lose the states', async () => {
    const { world, store } = openMyHours(ok(january), status(500, { message: 'boom' }));
    await store.load();
    expect(store.errorKey).toBeNull();
    expect(store.days).toHaveLength(2);
    expect(store.requests).toEqual([]);

    world.http.on('GET', ApiPaths.myHours, status(500, { message: 'boom' }));
    await store.goToPreviousMonth();
    expect(store.errorKey).toBe('hours.loadError');
    expect(store.days).toHaveLength(2);
    store.dismissError();
    expect(store.errorKey).toBeNull();
  });

  it("shows each day's request state from the own requests", async () => {
    const day = january.days[1]!;
    const pending = correctionRequest(day.punches[0]!, day.date, { status: 'pending' });
    const { store } = openMyHours(ok(january), ok({ count: 1, pending: 1, results: [pending] }));
    await store.load();
    expect(store.requestsOf(day)).toEqual([pending]);
    expect(store.requestsOf(january.days[0]!)).toEqual([]);
  });

  describe("'Richiedi correzione'", () => {
    it('on a missing check-out: proposes the exit on the IN’s day, requires a reason, sends, and the day shows the request', async () => {
      const { world, store } = openMyHours();
      await store.load();
      const day = store.daysNewestFirst[0]!;
      const checkIn = day.punches[0]!;
      const created = correctionRequest(checkIn, day.date, { status: 'pending' });
      world.http.on('POST', ApiPaths.correctionRequests, status(201, created));

      store.openCorrection(day);
      const dialog = store.dialog!;
      expect(dialog.selected.kind).toBe('missing_check_out');
      expect([dialog.date, dialog.time]).toEqual(['2025-01-14', '']);

      dialog.setTime('17:30');
      expect(await dialog.submit()).toBe(false);
      expect(dialog.fieldErrors.reason).toBe('validation.required');
      expect(world.http.sent('POST', ApiPaths.correctionRequests)).toHaveLength(0);

      dialog.setReason('Ho dimenticato di timbrare');
      expect(await dialog.submit()).toBe(true);
      expect(world.http.last('POST', ApiPaths.correctionRequests).body).toEqual({
        timesheet_id: checkIn.id,
        kind: 'missing_check_out',
        proposed_timestamp: localInstant('2025-01-14', '17:30'),
        reason: 'Ho dimenticato di timbrare',
      });
      expect(store.dialog).toBeNull();
      expect(store.requestsOf(day)).toEqual([created]);
    });

    it("on a punch's time: pick the punch, its day and time are filled in to edit", async () => {
      const { world, store } = openMyHours();
      await store.load();
      const day = store.daysNewestFirst[1]!; // 13 January, 08:00–17:00
      const out = day.punches[1]!;
      world.http.on('POST', ApiPaths.correctionRequests, status(201, correctionRequest(out, day.date, { kind: 'wrong_time' })));

      store.openCorrection(day);
      const dialog = store.dialog!;
      expect(dialog.selected).toMatchObject({ kind: 'wrong_time', punch: { entry_type: 'IN' } });
      dialog.select(`wrong_time:${out.id}`);
      expect([dialog.date, dialog.time]).toEqual(['2025-01-13', '17:00']);
      dialog.setTime('18:15');
      dialog.setReason('Riunione finita tardi');
      await dialog.submit();

      expect(world.http.last('POST', ApiPaths.correctionRequests).body).toMatchObject({
        timesheet_id: out.id,
        kind: 'wrong_time',
        proposed_timestamp: localInstant('2025-01-13', '18:15'),
      });
    });

    it('a refusal keeps what was typed and shows the server’s reason in Italian', async () => {
      const { world, store } = openMyHours();
      await store.load();
      world.http.on(
        'POST',
        ApiPaths.correctionRequests,
        status(409, { code: 'CORRECTION_ALREADY_PENDING', message: 'A correction request for this punch is already pending' }),
      );
      store.openCorrection(store.daysNewestFirst[0]!);
      const dialog = store.dialog!;
      dialog.setTime('17:30');
      dialog.setReason('Dimenticata');

      expect(await dialog.submit()).toBe(false);
      expect(dialog.error).toEqual({ key: ErrorKey.correctionAlreadyPending });
      expect([dialog.date, dialog.time, dialog.reason]).toEqual(['2025-01-14', '17:30', 'Dimenticata']);
      expect(store.dialog).toBe(dialog);
      expect(dialog.isSaving).toBe(false);

      world.http.on('POST', ApiPaths.correctionRequests, status(400, { code: 'VALIDATION_ERROR', message: 'proposed_timestamp: The check-out must come after the check-in', field_codes: { proposed_timestamp: { code: 'OUT_BEFORE_IN' } } }));
      await dialog.submit();
      expect(dialog.error).toEqual({ key: ErrorKey.correctionOutBeforeIn });
    });

    it('cannot be closed while sending', async () => {
      const { world, store } = openMyHours();
      await store.load();
      const answer = new Deferred<FakeResponse>();
      world.http.on('POST', ApiPaths.correctionRequests, () => answer.promise);
      store.openCorrection(store.daysNewestFirst[0]!);
      const dialog = store.dialog!;
      dialog.setTime('17:30');
      dialog.setReason('Dimenticata');
      const sending = dialog.submit();
      store.closeCorrection();
      expect(store.dialog).toBe(dialog);
      answer.resolve(status(201, correctionRequest(store.daysNewestFirst[0]!.punches[0]!, '2025-01-14')));
      await sending;
      expect(store.dialog).toBeNull();
    });
  });
});
