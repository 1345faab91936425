/**
 * 'Assenze' of the admin panel (docs/behaviour.md, "Absences in the admin panel"): its four sections ('Richieste',
 * 'Calendario assenze', 'Causali', 'Saldi') and 'Inserisci assenza'.
 *
 * One instance serves the tab's label (the badge of pending requests) and the tab for a visit of the panel, like
 * 'Richieste di correzione': both views start it; the first start of a visit opens 'Richieste' on the pending
 * requests and loads them; the last one to go ends the visit. The rest (types, groups, the employees of the filter)
 * loads when the tab first shows in a visit, and each other section when it first shows.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { GruppoListItem } from '../../../core/contract';
import { LOCATION_MESSAGE_MS } from '../../../core/domain';
import type { Scheduler } from '../../../core/ports';
import type {
  EnterAbsence,
  LoadAbsenceCalendar,
  LoadAdminUserOptions,
  ManageAbsenceTypes,
  ManageBalances,
  ManageGroups,
  ReviewAbsenceRequests,
} from '../../../core/use-cases/admin';
import type { CalendarToday, ListRefresher } from '../../../core/use-cases/shared';
import { TimedMessage } from '../../shared/timed-message';
import { UserFilterStore } from '../activities/user-filter.store';
import { AbsenceBalancesStore } from './absence-balances.store';
import { AbsenceCalendarStore } from './absence-calendar.store';
import { AbsenceEntryForm } from './absence-entry.form';
import { AbsenceRequestsStore } from './absence-requests.store';
import { AbsenceTypesStore } from './absence-types.store';

export type AbsenceSection = 'requests' | 'calendar' | 'types' | 'balances';

export interface AbsencesStoreDeps {
  review: ReviewAbsenceRequests;
  enter: EnterAbsence;
  types: ManageAbsenceTypes;
  calendar: LoadAbsenceCalendar;
  balances: ManageBalances;
  groups: Pick<ManageGroups, 'list'>;
  users: LoadAdminUserOptions;
  calendarToday: CalendarToday;
  refresher: ListRefresher;
  scheduler: Scheduler;
}

export class AbsencesStore {
  section: AbsenceSection = 'requests';
  groups: GruppoListItem[] = [];
  /** The open 'Inserisci assenza' dialog, or null. */
  entry: AbsenceEntryForm | null = null;
  readonly requests: AbsenceRequestsStore;
  readonly calendar: AbsenceCalendarStore;
  readonly types: AbsenceTypesStore;
  readonly balances: AbsenceBalancesStore;
  /** The employee filter of 'Richieste'. */
  readonly requestUsers: UserFilterStore;
  /** The success messages of 'Inserisci assenza', 'Causali' and 'Saldi'. */
  readonly notice: TimedMessage;
  private viewers = 0;
  private tabLoaded = false;
  private shown = new Set<AbsenceSection>();

  constructor(private readonly deps: AbsencesStoreDeps) {
    this.notice = new TimedMessage(deps.scheduler, LOCATION_MESSAGE_MS);
    this.requests = new AbsenceRequestsStore(deps.review, deps.refresher, deps.scheduler);
    this.calendar = new AbsenceCalendarStore(deps.calendar);
    this.types = new AbsenceTypesStore(deps.types, deps.refresher, this.notice);
    this.balances = new AbsenceBalancesStore(
      deps.balances,
      deps.refresher,
      new UserFilterStore(deps.users, deps.scheduler),
      () => Number(deps.calendarToday.today().slice(0, 4)),
      this.notice,
    );
    this.requestUsers = new UserFilterStore(deps.users, deps.scheduler);
    makeAutoObservable<AbsencesStore, 'deps' | 'viewers' | 'shown' | 'tabLoaded'>(
      this,
      { deps: false, viewers: false, shown: false, tabLoaded: false, requests: false, calendar: false, types: false, balances: false, requestUsers: false, notice: false },
      { autoBind: true },
    );
  }

  /** A view of the panel mounts: the first one of a visit starts afresh on the pending requests. */
  start(): () => void {
    this.viewers += 1;
    if (this.viewers === 1) this.beginVisit();
    return () => {
      this.viewers -= 1;
      if (this.viewers === 0) this.endVisit();
    };
  }

  /**
   * The tab shows (its view mounts): what its sections share loads once a visit. A manager's tab has no 'Causali'
   * and the administrators' list of types is not theirs: the calendar's legend then names the codes only.
   */
  enterTab(viewer: 'admin' | 'manager' = 'admin'): void {
    if (this.tabLoaded) return;
    this.tabLoaded = true;
    void this.requestUsers.loadFirst();
    if (viewer === 'admin') void this.types.load();
    void this.loadGroups();
  }

  /** Another section: loaded the first time it shows in a visit (the requests are loaded already). */
  show(section: AbsenceSection): void {
    this.section = section;
    if (this.shown.has(section)) return;
    this.shown.add(section);
    if (section === 'calendar') void this.calendar.load();
    if (section === 'balances') void this.balances.users.loadFirst();
  }

  /** The 'Dipendente' filter of 'Richieste'. */
  setRequestUser(userId: number | null): Promise<void> {
    void this.requestUsers.select(userId);
    return this.requests.setUser(userId);
  }

  openEntry(): void {
    const users = new UserFilterStore(this.deps.users, this.deps.scheduler);
    void users.loadFirst();
    this.entry = new AbsenceEntryForm(this.deps.enter, this.types.activeTypes, users, this.deps.calendarToday.today());
  }

  closeEntry(): void {
    if (this.entry?.isSaving) return;
    this.entry?.users.dispose();
    this.entry = null;
  }

  /** 'Salva' of 'Inserisci assenza': the absence is approved at once; the requests and the calendar show it. */
  async saveEntry(): Promise<boolean> {
    const form = this.entry;
    if (!form) return false;
    const saved = await form.submit();
    if (!saved) return false;
    runInAction(() => {
      form.users.dispose();
      this.entry = null;
      this.notice.show({ key: 'adminAbsences.entry.saved' });
    });
    await Promise.all([this.requests.reloadAfterChange(), this.shown.has('calendar') ? this.calendar.load() : undefined]);
    return true;
  }

  private beginVisit(): void {
    this.section = 'requests';
    this.shown = new Set(['requests']);
    this.tabLoaded = false;
    this.entry = null;
    this.calendar.reset();
    this.balances.reset();
    void this.requests.restart();
  }

  private endVisit(): void {
    this.requests.stop();
    this.notice.clear();
    this.requestUsers.dispose();
    this.balances.users.dispose();
  }

  private async loadGroups(): Promise<void> {
    try {
      const groups = await this.deps.groups.list();
      runInAction(() => (this.groups = groups));
    } catch {
      // The group selects then offer 'Tutti i gruppi' only; everything else still works.
    }
  }
}
