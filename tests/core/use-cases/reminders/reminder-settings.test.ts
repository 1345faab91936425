/** The administrators' 'Promemoria' form: what is typed, judged field by field (docs/behaviour.md, "Reminders"). */
import { ReminderPaths } from '../../../../src/core/contract';
import { draftOfSettings, isInQuietHours, ManageReminderSettings, settingsWriteOf } from '../../../../src/core/use-cases/reminders';
import { ok } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';
import { RemindersMother } from './reminders.mother';

const defaults = RemindersMother.settingsView().settings;

describe('the reminder settings form', () => {
  it('shows minutes as numbers and times as HH:MM, and sends them back unchanged', () => {
    const draft = draftOfSettings(defaults);

    expect(draft).toMatchObject({ check_in_after_minutes: '15', digest_minute: '08:00', quiet_start_minute: '22:00', quiet_end_minute: '07:00' });
    expect(settingsWriteOf(draft)).toEqual({ write: defaults, errors: {} });
  });

  it('refuses minutes out of 0–240, empty fields and times not in HH:MM, each under its field', () => {
    const draft = { ...draftOfSettings(defaults), check_in_after_minutes: '241', check_out_after_minutes: '', quiet_end_minute: '7.5' };

    const { write, errors } = settingsWriteOf(draft);

    expect(write).toBeNull();
    expect(errors).toEqual({
      check_in_after_minutes: { key: 'reminders.admin.validation.minutesRange', params: { min: 0, max: 240 } },
      check_out_after_minutes: { key: 'validation.required' },
      quiet_end_minute: { key: 'validation.timeFormat' },
    });
  });

  it('refuses a digest inside the quiet hours, across midnight too', () => {
    const inside = { ...draftOfSettings(defaults), digest_minute: '06:30' };
    expect(settingsWriteOf(inside).errors).toEqual({ digest_minute: { key: 'reminders.admin.validation.digestInQuietHours' } });
    expect(settingsWriteOf({ ...inside, digest_minute: '07:00' }).write).toMatchObject({ digest_minute: 420 });
  });

  it('quiet hours: start included, end excluded; equal times mean none', () => {
    expect(isInQuietHours(1320, 1320, 420)).toBe(true);
    expect(isInQuietHours(419, 1320, 420)).toBe(true);
    expect(isInQuietHours(420, 1320, 420)).toBe(false);
    expect(isInQuietHours(780, 720, 840)).toBe(true);
    expect(isInQuietHours(600, 600, 600)).toBe(false);
  });
});

describe('ManageReminderSettings', () => {
  it('reads and saves the settings at the administrators’ path', async () => {
    const h = createCoreHarness({ accessToken: 'A', refreshToken: 'R' });
    const view = RemindersMother.settingsView({ people_with_push: 3 });
    h.http.on('GET', ReminderPaths.settings, ok(view));
    h.http.on('PUT', ReminderPaths.settings, ok(view));
    const settings = new ManageReminderSettings(h.api);

    await expect(settings.load()).resolves.toEqual(view);
    await expect(settings.save(defaults)).resolves.toEqual(view);
    expect(h.http.last('PUT', ReminderPaths.settings).body).toEqual(defaults);
  });
});
