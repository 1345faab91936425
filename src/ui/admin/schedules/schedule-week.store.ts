/**
 * 'Turni della settimana' of 'Orari di lavoro' (docs/behaviour.md, "Work schedules"): a group and a week (Monday to
 * Sunday, this one at first), the planned day of each active member, and the 'Turno del giorno' dialog of a cell.
 * - Only the answer to the latest request shows: a quick 'Settimana successiva' twice never ends on the older week.
 * - After a save or 'Ripristina orario' the week reloads at once and about 1 s later (ListRefresher), like the lists.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ScheduleWeek, ScheduleWeekDay, ScheduleWeekMember } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import { addDays } from '../../../core/domain';
import { mondayOf, weekDays, type ManageSchedules } from '../../../core/use-cases/admin';
import type { ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import type { TimedMessage } from '../../shared/timed-message';
import { saveListForm } from '../shared/list-changes';
import { DayOverrideFormStore } from './day-override-form.store';

export const WEEK_LOAD_ERROR: DisplayMessage = { key: 'schedules.week.loadError' };

export interface ScheduleWeekDeps {
  schedules: ManageSchedules;
  refresher: ListRefresher;
  today(): string;
  /** The tab's success message ('Turno del giorno salvato con successo!'). */
  notice: TimedMessage;
}

export class ScheduleWeekStore {
  groupId: number | null = null;
  /** The Monday of the week shown. */
  monday: string;
  week: ScheduleWeek | null = null;
  /** The group `week` is about. */
  weekGroupId: number | null = null;
  isLoading = false;
  error: DisplayMessage | null = null;
  dayForm: DayOverrideFormStore | null = null;
  private requestNumber = 0;

  constructor(private readonly deps: ScheduleWeekDeps) {
    this.monday = mondayOf(deps.today());
    makeAutoObservable<ScheduleWeekStore, 'deps' | 'requestNumber'>(this, { deps: false, requestNumber: false }, { autoBind: true });
  }

  get notice(): TimedMessage {
    return this.deps.notice;
  }

  get days(): string[] {
    return weekDays(this.monday);
  }

  get sunday(): string {
    return addDays(this.monday, 6);
  }

  /** The members shown: the answer's, once it is about the group and week chosen. */
  get members(): ScheduleWeekMember[] {
    return this.week && this.week.week_start === this.monday && this.weekGroupId === this.groupId ? this.week.members : [];
  }

  setGroup(groupId: number): void {
    this.groupId = groupId;
    void this.load();
  }

  /** Shows the week holding `day` ('yyyy-MM-dd'). */
  showWeekOf(day: string): void {
    if (!day) return;
    this.monday = mondayOf(day);
    void this.load();
  }

  previousWeek(): void {
    this.showWeekOf(addDays(this.monday, -7));
  }

  nextWeek(): void {
    this.showWeekOf(addDays(this.monday, 7));
  }

  /** The week shown; a quiet reload (ListRefresher's second one) shows no busy grid. */
  async load(mode?: ReloadMode): Promise<void> {
    const groupId = this.groupId;
    if (groupId === null) return;
    const request = ++this.requestNumber;
    if (!mode?.quiet) this.isLoading = true;
    try {
      const week = await this.deps.schedules.week(groupId, this.monday);
      if (request !== this.requestNumber) return;
      runInAction(() => {
        this.week = week;
        this.weekGroupId = groupId;
        this.error = null;
      });
    } catch {
      if (request !== this.requestNumber) return;
      runInAction(() => {
        this.week = null;
        this.error = WEEK_LOAD_ERROR;
      });
    } finally {
      if (request === this.requestNumber) runInAction(() => (this.isLoading = false));
    }
  }

  openDay(member: ScheduleWeekMember, day: ScheduleWeekDay): void {
    this.dayForm = new DayOverrideFormStore(this.deps.schedules, member, day);
  }

  closeDayForm(): void {
    if (!this.dayForm?.isSaving) this.dayForm = null;
  }

  saveDayForm(): Promise<boolean> {
    const messages = { created: 'schedules.week.saved', updated: 'schedules.week.saved' };
    return saveListForm(this, this.dayForm, messages, () => (this.dayForm = null));
  }

  /** 'Ripristina orario': the day follows the template again. */
  async resetDay(): Promise<boolean> {
    const form = this.dayForm;
    if (!form || !(await form.reset())) return false;
    runInAction(() => {
      this.dayForm = null;
      this.deps.notice.show({ key: 'schedules.week.reset' });
    });
    await this.reloadAfterChange();
    return true;
  }

  reloadAfterChange(): Promise<void> {
    return this.deps.refresher.refresh(this.load);
  }

  clearError(): void {
    this.error = null;
  }
}
