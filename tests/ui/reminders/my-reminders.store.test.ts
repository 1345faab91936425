/**
 * @jest-environment node
 */
/**
 * 'Promemoria' in the profile driven without React (docs/behaviour.md, "Reminders"): the real container and use-case
 * over fake HTTP and a fake browser push, signed in as an employee.
 */
import { ReminderPaths } from '../../../src/core/contract';
import { installBindings } from '../../../src/composition/install-bindings';
import { dashboardModule } from '../../../src/composition/modules/dashboard.module';
import { resolve } from '../../../src/composition/tokens';
import { RemindersToken } from '../../../src/ui/reminders/reminders.tokens';
import { Deferred, ok, status, type FakeResponse } from '../../fakes';
import { RefusalMother } from '../../mothers';
import { RemindersMother } from '../../core/use-cases/reminders/reminders.mother';
import { employeeWorld } from '../dashboard/employee-world';

async function opened(mine = RemindersMother.mine(), prepare: (world: ReturnType<typeof employeeWorld>) => void = () => undefined) {
  const world = employeeWorld();
  world.http.on('GET', ReminderPaths.myReminders, ok(mine));
  world.http.on('POST', ReminderPaths.pushSubscriptions, status(201, {}));
  world.http.on('DELETE', ReminderPaths.pushSubscriptions, status(204));
  prepare(world);
  await world.signIn();
  installBindings(world.container, dashboardModule);
  const store = resolve(world.container, RemindersToken.MyRemindersStore);
  store.show();
  await world.clock.advance(0);
  return { world, store };
}

describe('MyRemindersStore', () => {
  it("an employee: the two switches with the company's minutes, no digest; 'Attiva promemoria' offered", async () => {
    const { store } = await opened();

    expect(store.phase).toBe('ready');
    expect(store.device).toEqual({ kind: 'available' });
    expect(store.switches).toEqual([
      { kind: 'check_in', checked: true, offForCompany: false, afterMinutes: 15, saving: false },
      { kind: 'check_out', checked: true, offForCompany: false, afterMinutes: 30, saving: false },
    ]);
    expect(store.delivery).toEqual({ kind: 'none' });
  });

  it("staff get 'Riepilogo del mattino'; a reminder the company turned off is off and cannot be turned on", async () => {
    const mine = RemindersMother.mine({
      receives_digest: true,
      company: { check_in_enabled: false, check_in_after_minutes: 15, check_out_enabled: true, check_out_after_minutes: 30, digest_enabled: true },
    });
    const { store } = await opened(mine);

    expect(store.switches.map(({ kind, checked, offForCompany }) => [kind, checked, offForCompany])).toEqual([
      ['check_in', false, true],
      ['check_out', true, false],
      ['digest', true, false],
    ]);
  });

  it("'Attiva promemoria': permission asked, subscribed, the server has it; then active on this device", async () => {
    const { store, world } = await opened();
    world.http.on('GET', ReminderPaths.myReminders, ok(RemindersMother.mine({ push_subscriptions: 1 })));

    await store.enable();

    expect(world.push.prompts).toBe(1);
    expect(world.push.keysSubscribedWith).toEqual([RemindersMother.mine().push_public_key]);
    expect(world.http.sent('POST', ReminderPaths.pushSubscriptions)).toHaveLength(1);
    expect(store.device).toEqual({ kind: 'active' });
    expect(store.delivery).toEqual({ kind: 'device' });
    expect(store.reminders!.push_subscriptions).toBe(1);
  });

  it('a refusal at the prompt shows how to allow notifications; a closed prompt asks to try again', async () => {
    const refused = await opened(undefined, (world) => (world.push.answer = 'denied'));
    await refused.store.enable();
    expect(refused.store.device).toEqual({ kind: 'denied' });

    const ignored = await opened(undefined, (world) => (world.push.answer = 'default'));
    await ignored.store.enable();
    expect(ignored.store.device).toEqual({ kind: 'available' });
    expect(ignored.store.dismissed).toBe(true);
  });

  it("no push in this browser: unsupported (on the fake iPhone: add to the home screen first); e-mail named when the server has it", async () => {
    const { store } = await opened(RemindersMother.mine({ email: 'mario.rossi@example.it' }), (world) => (world.push.state = 'unsupported'));

    expect(store.device).toEqual({ kind: 'unsupported', installFirst: true });
    expect(store.delivery).toEqual({ kind: 'email', address: 'mario.rossi@example.it' });
  });

  it('push on another device of the person: said so, before the e-mail', async () => {
    const { store } = await opened(RemindersMother.mine({ push_subscriptions: 2, email: 'mario.rossi@example.it' }));

    expect(store.delivery).toEqual({ kind: 'otherDevices', count: 2 });
  });

  it("'Disattiva su questo dispositivo': the server forgets it, the browser unsubscribes, 'Attiva promemoria' again", async () => {
    const { store, world } = await opened(RemindersMother.mine({ push_subscriptions: 1 }), (w) => {
      w.push.state = 'granted';
      w.push.subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/e1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };
    });
    expect(store.device).toEqual({ kind: 'active' });
    world.http.on('GET', ReminderPaths.myReminders, ok(RemindersMother.mine({ push_subscriptions: 0 })));

    await store.disable();

    expect(world.http.last('DELETE', ReminderPaths.pushSubscriptions).body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/e1' });
    expect(world.push.subscription).toBeNull();
    expect(store.device).toEqual({ kind: 'available' });
  });

  it('a switch turned shows at once and saves the whole choice; refused, it goes back, with the reason', async () => {
    const { store, world } = await opened();
    const answer = new Deferred<FakeResponse>();
    world.http.on('PUT', ReminderPaths.myReminders, () => answer.promise);

    const saving = store.setPreference('check_out', false);
    expect(store.switches[1]).toMatchObject({ kind: 'check_out', checked: false, saving: true });
    answer.resolve(RefusalMother.of(400, 'VALIDATION_ERROR'));
    await saving;

    expect(world.http.last('PUT', ReminderPaths.myReminders).body).toEqual({ check_in: true, check_out: false, digest: true });
    expect(store.switches[1]).toMatchObject({ kind: 'check_out', checked: true, saving: false });
    expect(store.error).toEqual({ key: 'errors.validationError' });
  });

  it("a saved switch keeps the server's answer", async () => {
    const { store, world } = await opened();
    world.http.on('PUT', ReminderPaths.myReminders, ok(RemindersMother.mine({ preferences: { check_in: false, check_out: true, digest: true } })));

    await store.setPreference('check_in', false);

    expect(store.switches[0]).toMatchObject({ kind: 'check_in', checked: false });
    expect(store.error).toBeNull();
  });

  it("a failed read: 'failed' with the reason, and 'Riprova' reads again", async () => {
    const { store, world } = await opened(undefined, (w) => w.http.on('GET', ReminderPaths.myReminders, status(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }), ok(RemindersMother.mine())));
    expect(store.phase).toBe('failed');
    expect(store.error).not.toBeNull();

    await store.load();

    expect(store.phase).toBe('ready');
    expect(world.http.sent('GET', ReminderPaths.myReminders)).toHaveLength(2);
  });
});
