/**
 * 'Promemoria' in the profile (docs/behaviour.md, "Reminders"), opened from the phone's drawer or the desktop's
 * header. One dialog:
 * - 'loading', then 'ready' (or 'failed', with 'Riprova');
 * - this browser: 'Attiva promemoria' (asks the permission and subscribes), then 'Promemoria attivi su questo
 *   dispositivo' with 'Disattiva su questo dispositivo'; or why it cannot (notifications refused, no push here);
 * - where the reminders go when this browser is not subscribed: the person's other devices, else the e-mail address,
 *   else nowhere;
 * - the person's switches ('Ingresso non timbrato', 'Uscita non timbrata', for administrators and managers
 *   'Riepilogo del mattino'), each saved at once; one the company turned off is shown off and disabled, with why.
 *   A refused save puts the switch back as it was saved, with the reason.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { MyReminderPreferences, MyReminders } from '../../core/contract';
import type { DisplayMessage } from '../../core/domain';
import { toDisplayMessage } from '../../core/errors';
import type { ManageMyReminders, PushDeviceState } from '../../core/use-cases/reminders';

export type MyRemindersPhase = 'loading' | 'failed' | 'ready';
export type PersonalReminder = keyof MyReminderPreferences;

/** One switch as the dialog shows it. */
export interface ReminderSwitch {
  kind: PersonalReminder;
  /** On for this person: chosen, and allowed by the company. */
  checked: boolean;
  /** The company turned it off: the person cannot turn it on. */
  offForCompany: boolean;
  /** Minutes after the planned start or end; null for the digest. */
  afterMinutes: number | null;
  saving: boolean;
}

/**
 * Where the reminders go now, besides this browser: 'device' (this browser is subscribed), 'otherDevices' (another
 * browser of the person's is), 'email' (no push anywhere, the server has e-mail: to this address), 'none'.
 */
export type ReminderDelivery = { kind: 'device' } | { kind: 'otherDevices'; count: number } | { kind: 'email'; address: string } | { kind: 'none' };

export class MyRemindersStore {
  open = false;
  phase: MyRemindersPhase = 'loading';
  reminders: MyReminders | null = null;
  device: PushDeviceState = { kind: 'available' };
  /** 'Attiva promemoria' or 'Disattiva su questo dispositivo' running. */
  deviceBusy = false;
  /** The switches being saved. */
  saving: PersonalReminder[] = [];
  error: DisplayMessage | null = null;
  /** The notifications prompt was closed without an answer: 'Attiva promemoria' asks again. */
  dismissed = false;

  /** Each opening's answers land in that opening only. */
  private visit = 0;

  constructor(private readonly manage: Pick<ManageMyReminders, 'load' | 'savePreferences' | 'enable' | 'disable'>) {
    makeAutoObservable<MyRemindersStore, 'manage' | 'visit'>(this, { manage: false, visit: false }, { autoBind: true });
  }

  show(): void {
    this.visit += 1;
    this.open = true;
    this.error = null;
    this.dismissed = false;
    void this.load();
  }

  close(): void {
    this.visit += 1;
    this.open = false;
  }

  clearError(): void {
    this.error = null;
  }

  async load(): Promise<void> {
    const visit = this.visit;
    this.phase = 'loading';
    this.error = null;
    try {
      const view = await this.manage.load();
      runInAction(() => {
        if (visit !== this.visit) return;
        this.reminders = view.reminders;
        this.device = view.device;
        this.phase = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (visit !== this.visit) return;
        this.error = toDisplayMessage(error);
        this.phase = 'failed';
      });
    }
  }

  /** The switches the person has: the digest only for whom it concerns. */
  get switches(): ReminderSwitch[] {
    const reminders = this.reminders;
    if (!reminders) return [];
    const { preferences, company } = reminders;
    const all: ReminderSwitch[] = [
      this.switchOf('check_in', preferences.check_in, !company.check_in_enabled, company.check_in_after_minutes),
      this.switchOf('check_out', preferences.check_out, !company.check_out_enabled, company.check_out_after_minutes),
    ];
    if (reminders.receives_digest) all.push(this.switchOf('digest', preferences.digest, !company.digest_enabled, null));
    return all;
  }

  get delivery(): ReminderDelivery {
    const reminders = this.reminders;
    if (this.device.kind === 'active') return { kind: 'device' };
    if (!reminders) return { kind: 'none' };
    if (reminders.push_subscriptions > 0) return { kind: 'otherDevices', count: reminders.push_subscriptions };
    return reminders.email ? { kind: 'email', address: reminders.email } : { kind: 'none' };
  }

  /** A switch turned: shown at once, saved at once; refused, it goes back to what was saved, with the reason. */
  async setPreference(kind: PersonalReminder, on: boolean): Promise<void> {
    const reminders = this.reminders;
    if (!reminders || this.saving.includes(kind)) return;
    const visit = this.visit;
    const saved = reminders.preferences;
    this.reminders = { ...reminders, preferences: { ...saved, [kind]: on } };
    this.saving.push(kind);
    this.error = null;
    try {
      const answer = await this.manage.savePreferences({ ...saved, [kind]: on });
      runInAction(() => {
        this.saving = this.saving.filter((candidate) => candidate !== kind);
        if (visit === this.visit) this.reminders = answer;
      });
    } catch (error) {
      runInAction(() => {
        this.saving = this.saving.filter((candidate) => candidate !== kind);
        if (visit !== this.visit || !this.reminders) return;
        this.reminders = { ...this.reminders, preferences: { ...this.reminders.preferences, [kind]: saved[kind] } };
        this.error = toDisplayMessage(error);
      });
    }
  }

  /** 'Attiva promemoria'. */
  async enable(): Promise<void> {
    const reminders = this.reminders;
    if (!reminders || this.deviceBusy) return;
    const visit = this.visit;
    this.deviceBusy = true;
    this.error = null;
    this.dismissed = false;
    const result = await this.manage.enable(reminders.push_public_key);
    runInAction(() => {
      this.deviceBusy = false;
      if (visit !== this.visit) return;
      switch (result.kind) {
        case 'active':
          this.reminders = result.reminders;
          this.device = { kind: 'active' };
          break;
        case 'denied':
          this.device = { kind: 'denied' };
          break;
        case 'unsupported':
          if (this.device.kind !== 'unsupported') this.device = { kind: 'unsupported', installFirst: false };
          break;
        case 'dismissed':
          this.dismissed = true;
          break;
        case 'error':
          this.error = result.message;
          break;
      }
    });
  }

  /** 'Disattiva su questo dispositivo'. */
  async disable(): Promise<void> {
    if (this.deviceBusy) return;
    const visit = this.visit;
    this.deviceBusy = true;
    this.error = null;
    const result = await this.manage.disable();
    runInAction(() => {
      this.deviceBusy = false;
      if (visit !== this.visit) return;
      if (result.kind === 'error') {
        this.error = result.message;
        return;
      }
      this.reminders = result.reminders;
      this.device = { kind: 'available' };
    });
  }

  private switchOf(kind: PersonalReminder, chosen: boolean, offForCompany: boolean, afterMinutes: number | null): ReminderSwitch {
    return { kind, checked: chosen && !offForCompany, offForCompany, afterMinutes, saving: this.saving.includes(kind) };
  }
}
