/**
 * @jest-environment node
 */
/**
 * The administrators' 'Promemoria' tab driven without React (docs/behaviour.md, "Reminders"): the real container and
 * use-case over fake HTTP, signed in as an administrator.
 */
import { ReminderPaths } from '../../../../src/core/contract';
import { ReminderSettingsToken } from '../../../../src/ui/admin/reminders/reminder-settings.tokens';
import { ok, status } from '../../../fakes';
import { RefusalMother } from '../../../mothers';
import { RemindersMother } from '../../../core/use-cases/reminders/reminders.mother';
import { adminWorld } from '../admin-world';

async function loaded(view = RemindersMother.settingsView()) {
  const world = adminWorld();
  world.http.on('GET', ReminderPaths.settings, ok(view));
  await world.signIn();
  const store = world.get(ReminderSettingsToken.ReminderSettingsStore);
  store.start();
  await world.clock.advance(0);
  return { world, store };
}

describe('ReminderSettingsStore', () => {
  it('loads the settings into the form, with what the server decides beside them', async () => {
    const { store } = await loaded(RemindersMother.settingsView({ email_configured: true, auto_checkout_after_hours: 4, people_with_push: 7 }));

    expect(store.phase).toBe('ready');
    expect(store.draft).toMatchObject({ check_in_after_minutes: '15', check_out_after_minutes: '30', digest_minute: '08:00', quiet_start_minute: '22:00' });
    expect(store.view).toMatchObject({ email_configured: true, auto_checkout_after_hours: 4, people_with_push: 7 });
  });

  it("'Salva' sends the settings typed, then says so and shows the server's answer", async () => {
    const { store, world } = await loaded();
    const saved = RemindersMother.settingsView();
    saved.settings = { ...saved.settings, check_in_enabled: false, check_out_after_minutes: 45, quiet_start_minute: 1260 };
    world.http.on('PUT', ReminderPaths.settings, ok(saved));

    store.set('check_in_enabled', false);
    store.set('check_out_after_minutes', '45');
    store.set('quiet_start_minute', '21:00');
    await store.save();

    expect(world.http.last('PUT', ReminderPaths.settings).body).toEqual(saved.settings);
    expect(store.notice.message).toEqual({ key: 'reminders.admin.saved' });
    expect(store.draft).toMatchObject({ check_in_enabled: false, check_out_after_minutes: '45', quiet_start_minute: '21:00' });
  });

  it('a field refused here is not sent; its reason stays under it until it is typed again, the input kept', async () => {
    const { store, world } = await loaded();

    store.set('check_in_after_minutes', '300');
    store.set('digest_minute', '23:30');
    await store.save();

    expect(world.http.sent('PUT', ReminderPaths.settings)).toHaveLength(0);
    expect(store.fieldErrors).toEqual({
      check_in_after_minutes: { key: 'reminders.admin.validation.minutesRange', params: { min: 0, max: 240 } },
      digest_minute: { key: 'reminders.admin.validation.digestInQuietHours' },
    });
    expect(store.draft).toMatchObject({ check_in_after_minutes: '300', digest_minute: '23:30' });

    store.set('check_in_after_minutes', '20');
    expect(store.fieldErrors.check_in_after_minutes).toBeUndefined();
    expect(store.fieldErrors.digest_minute).toBeDefined();
  });

  it("the server's refusal of a field goes under it; another refusal above the form; the input kept either way", async () => {
    const { store, world } = await loaded();
    world.http.on(
      'PUT',
      ReminderPaths.settings,
      RefusalMother.of(400, 'VALIDATION_ERROR', { errors: { quiet_end_minute: ['x'] }, field_codes: { quiet_end_minute: { code: 'INVALID' } } }),
      status(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }),
    );
    store.set('check_out_after_minutes', '50');

    await store.save();
    expect(store.fieldErrors).toEqual({ quiet_end_minute: { key: 'errors.fieldInvalid' } });
    expect(store.error).toBeNull();

    await store.save();
    expect(store.error).not.toBeNull();
    expect(store.draft!.check_out_after_minutes).toBe('50');
    expect(store.notice.message).toBeNull();
  });
});
