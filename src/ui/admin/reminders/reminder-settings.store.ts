/**
 * The administrators' 'Promemoria' tab (docs/behaviour.md, "Reminders"): the company's settings as a form ('Ingresso
 * non timbrato' and 'Uscita non timbrata' on/off with their minutes, 'Riepilogo del mattino' on/off with its time,
 * 'Ore di silenzio' from/to) and, read-only beside it, what the server's configuration decides: e-mail, the automatic
 * close, how many people have push. 'Salva' checks each field first (its reason under it); the server's refusals come
 * back under their fields too, or above the form, and the form keeps what was typed either way.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ReminderSettingsView } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { Scheduler } from '../../../core/ports';
import { serverFieldMessages, toDisplayMessage } from '../../../core/errors';
import {
  draftOfSettings,
  settingsWriteOf,
  type ManageReminderSettings,
  type ReminderSettingsDraft,
  type ReminderSettingsErrors,
} from '../../../core/use-cases/reminders';
import { TimedMessage } from '../../shared/timed-message';

export type ReminderSettingsPhase = 'loading' | 'failed' | 'ready';

/** How long 'Impostazioni salvate.' stays (the admin lists' successes). */
const SAVED_MESSAGE_MS = 3_000;

export class ReminderSettingsStore {
  phase: ReminderSettingsPhase = 'loading';
  view: ReminderSettingsView | null = null;
  draft: ReminderSettingsDraft | null = null;
  fieldErrors: ReminderSettingsErrors = {};
  error: DisplayMessage | null = null;
  isSaving = false;
  readonly notice: TimedMessage;

  constructor(
    private readonly manage: Pick<ManageReminderSettings, 'load' | 'save'>,
    scheduler: Scheduler,
  ) {
    this.notice = new TimedMessage(scheduler, SAVED_MESSAGE_MS);
    makeAutoObservable<ReminderSettingsStore, 'manage'>(this, { manage: false, notice: false }, { autoBind: true });
  }

  /** Loads when the tab mounts. */
  start(): void {
    if (this.phase === 'loading' && !this.view) void this.load();
  }

  async load(): Promise<void> {
    this.phase = 'loading';
    this.error = null;
    try {
      const view = await this.manage.load();
      runInAction(() => this.take(view));
    } catch (error) {
      runInAction(() => {
        this.error = toDisplayMessage(error);
        this.phase = 'failed';
      });
    }
  }

  /** A field typed or switched; its reason goes until the next 'Salva'. */
  set<K extends keyof ReminderSettingsDraft>(field: K, value: ReminderSettingsDraft[K]): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [field]: value };
    if (this.fieldErrors[field]) {
      const { [field]: _gone, ...others } = this.fieldErrors;
      this.fieldErrors = others;
    }
  }

  clearError(): void {
    this.error = null;
  }

  async save(): Promise<void> {
    if (!this.draft || this.isSaving) return;
    this.notice.clear();
    this.error = null;
    const { write, errors } = settingsWriteOf(this.draft);
    this.fieldErrors = errors;
    if (!write) return;
    this.isSaving = true;
    try {
      const view = await this.manage.save(write);
      runInAction(() => {
        this.isSaving = false;
        this.take(view);
        this.notice.show({ key: 'reminders.admin.saved' });
      });
    } catch (error) {
      runInAction(() => {
        this.isSaving = false;
        const byField = serverFieldMessages(error);
        const known = Object.fromEntries(Object.entries(byField).filter(([field]) => this.draft && field in this.draft));
        this.fieldErrors = known;
        if (Object.keys(known).length === 0) this.error = toDisplayMessage(error);
      });
    }
  }

  private take(view: ReminderSettingsView): void {
    this.view = view;
    this.draft = draftOfSettings(view.settings);
    this.fieldErrors = {};
    this.phase = 'ready';
  }
}
