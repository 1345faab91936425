/**
 * 'Gestione Utenti' (docs/behaviour.md, "Admin panel"): the users table, its dialog, delete, device reset and turning
 * off an administrator's verification code.
 * - The table is one page of the server's list, searched and ordered there (PagedList): 'Cerca utente…' looks in
 *   username, names, employee id and e-mail; 'Utente', 'Email' and 'ID Dipendente' order it.
 * - The current page reloads right after a save, delete or reset and again about 1 s later (ListRefresher).
 * - Groups and locations feed the dialog's selects and the 'Location Autorizzate' column. They reload with
 *   'Aggiorna Lista' and whenever the dialog opens: the tab stays mounted, so a location created meanwhile in
 *   'Gestione Location' must be offered without a page reload.
 * - Successes hide after 3 s like the location messages; failures use the users' fixed texts (admin-errors.ts).
 * - The password minimum is the server's (PASSWORD_MIN_LENGTH, GET /api/auth/password-policy/), asked whenever the
 *   dialog opens; until it answers, or when it cannot, the spec's 6 (or the last answer) stands.
 * - The edit dialog offers 'Esporta dati': the user's data as JSON or CSV (docs/behaviour.md, "My data").
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Gruppo, Location, User, UserOrdering } from '../../../core/contract';
import { LOCATION_MESSAGE_MS, PASSWORD_MIN_LENGTH, type DisplayMessage } from '../../../core/domain';
import type { FileDownload, Scheduler } from '../../../core/ports';
import type { ManageGroups, ManageLocations, ManageUsers } from '../../../core/use-cases/admin';
import type { ExportMyData } from '../../../core/use-cases/my-data';
import type { ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import { DataExportStore } from '../../shared/data-export.store';
import { changeList, saveListForm } from '../shared/list-changes';
import { PagedList } from '../shared/paged-list';
import { TimedMessage } from '../../shared/timed-message';
import { UserFormStore } from './user-form.store';

export const USERS_LOAD_ERROR: DisplayMessage = { key: 'admin.users.loadError' };

/** The columns the table orders by ('Utente' by username). */
export type UserSortField = Exclude<UserOrdering, `-${string}`>;
export const USER_SORT_FIELDS: readonly UserSortField[] = ['username', 'email', 'employee_id'];

/** What 'Esporta dati' needs: the export of a user's data, and the browser's downloads. */
export interface UserDataExports {
  exportMyData: Pick<ExportMyData, 'ofUser'>;
  files: FileDownload;
}

export class UsersStore {
  readonly list: PagedList<User, UserSortField>;
  groups: Gruppo[] = [];
  locations: Location[] = [];
  error: DisplayMessage | null = null;
  /** The open add/edit dialog, or null. */
  form: UserFormStore | null = null;
  /** The edit dialog's 'Esporta dati' (an existing user's), or null. */
  dataExport: DataExportStore | null = null;
  /** The shortest password the server accepts, as far as known. */
  passwordMinLength = PASSWORD_MIN_LENGTH;
  readonly notice: TimedMessage;

  constructor(
    private readonly manageUsers: ManageUsers,
    private readonly manageGroups: ManageGroups,
    private readonly manageLocations: ManageLocations,
    private readonly refresher: ListRefresher,
    scheduler: Scheduler,
    private readonly dataExports: UserDataExports,
  ) {
    this.notice = new TimedMessage(scheduler, LOCATION_MESSAGE_MS);
    this.list = new PagedList<User, UserSortField>(USER_SORT_FIELDS, {
      fetch: (query) => this.manageUsers.page(query),
      scheduler,
      onLoaded: () => {
        this.error = null;
      },
      onFailed: () => {
        this.error = USERS_LOAD_ERROR;
      },
    });
    makeAutoObservable<UsersStore, 'manageUsers' | 'manageGroups' | 'manageLocations' | 'refresher' | 'dataExports'>(
      this,
      { manageUsers: false, manageGroups: false, manageLocations: false, refresher: false, dataExports: false, notice: false, list: false },
      { autoBind: true },
    );
  }

  /** The users of the current page. */
  get users(): User[] {
    return this.list.rows;
  }

  get isLoading(): boolean {
    return this.list.isLoading;
  }

  /** Loads when the tab mounts; unmounting drops a pending success message and a pending search. */
  start(): () => void {
    void this.loadAll();
    // A group renamed or deleted in 'Gruppi' changes the 'Gruppo' column and the dialog's choices (not the places).
    const stopHearingGroups = this.manageGroups.onChange(() => void Promise.all([this.load(), this.loadGroups()]));
    return () => {
      stopHearingGroups();
      this.dispose();
    };
  }

  dispose(): void {
    this.notice.clear();
    this.list.dispose();
  }

  /** The list and the dialog's options, together ('Aggiorna Lista'). */
  async loadAll(): Promise<void> {
    await Promise.all([this.load(), this.loadOptions()]);
  }

  /** The current page, with the search and order chosen. */
  load(mode?: ReloadMode): Promise<void> {
    return this.list.load(mode);
  }

  /**
   * Groups and every location (all pages, whatever their number) for the dialog; a failure leaves the selects
   * empty (the list's own error is enough).
   */
  async loadOptions(): Promise<void> {
    const [groups, locations] = await Promise.allSettled([this.manageGroups.list(), this.manageLocations.listAll()]);
    runInAction(() => {
      if (groups.status === 'fulfilled') this.groups = groups.value;
      if (locations.status === 'fulfilled') this.locations = locations.value;
    });
  }

  /** The dialog's groups; a failure keeps the ones known. */
  private async loadGroups(): Promise<void> {
    try {
      const groups = await this.manageGroups.list();
      runInAction(() => (this.groups = groups));
    } catch {
      // The list's own reload says whether the server answers.
    }
  }

  /** The server's password minimum; a failure keeps the one known (the server judges the password again anyway). */
  async loadPasswordPolicy(): Promise<void> {
    try {
      const minLength = await this.manageUsers.passwordMinLength();
      runInAction(() => (this.passwordMinLength = minLength));
    } catch {
      // The spec's 6 or the last answer stands.
    }
  }

  /** Opens the empty dialog and refreshes its options and the password minimum (the known ones meanwhile). */
  openCreate(): void {
    this.openForm(null);
  }

  /** Opens the dialog on the user and refreshes its options and the password minimum (the known ones meanwhile). */
  openEdit(user: User): void {
    this.openForm(user);
  }

  private openForm(user: User | null): void {
    this.form = new UserFormStore(this.manageUsers, user, () => this.passwordMinLength);
    const { exportMyData, files } = this.dataExports;
    this.dataExport = user ? new DataExportStore((format) => exportMyData.ofUser(user, format), files) : null;
    void this.loadOptions();
    void this.loadPasswordPolicy();
  }

  closeForm(): void {
    if (this.form?.isSaving) return;
    this.form = null;
    this.dataExport = null;
  }

  /** Saves the open dialog; on success closes it, announces it and reloads the list (now and ~1 s later). */
  saveForm(): Promise<boolean> {
    const messages = { created: 'admin.users.created', updated: 'admin.users.updated' };
    return saveListForm(this, this.form, messages, () => {
      this.form = null;
      this.dataExport = null;
    });
  }

  /** After the view's confirmation ('Sei sicuro di voler eliminare questo utente?'). */
  remove(user: User): Promise<boolean> {
    return changeList(this, () => this.manageUsers.remove(user.id), 'admin.users.deleted', 'admin.users.deleteError');
  }

  /** After the view's confirmation: unbinds the device so the user's next login registers a new one. */
  resetDevice(user: User): Promise<boolean> {
    return changeList(this, () => this.manageUsers.resetDevice(user.id), 'admin.users.deviceReset', 'admin.users.resetError');
  }

  /**
   * After the view's confirmation: turns off the user's verification code (docs/behaviour.md, "Administrators'
   * verification code"), so their next login asks the password only.
   */
  disableTotp(user: User): Promise<boolean> {
    return changeList(this, () => this.manageUsers.disableTotp(user.id), 'admin.users.totpDisabled', 'admin.users.totpDisableError');
  }

  /**
   * After the view's confirmation: unlocks the user's authenticator-app codes, suspended after too many wrong ones
   * (docs/behaviour.md, "Administrators' verification code").
   */
  unlockTotp(user: User): Promise<boolean> {
    return changeList(this, () => this.manageUsers.unlockTotp(user.id), 'admin.users.totpUnlocked', 'admin.users.totpUnlockError');
  }

  /** After a save, delete or reset: reloads now and about 1 s later. */
  reloadAfterChange(): Promise<void> {
    return this.refresher.refresh(this.load);
  }

  clearError(): void {
    this.error = null;
  }

  /** 'Tutte le sedi', or how many places the user may punch at. */
  authorizedLocationsLabel(user: User): DisplayMessage {
    if (user.can_access_all_locations) return { key: 'admin.users.allLocations' };
    return { key: 'admin.users.locationCount', params: { count: user.authorized_locations.length } };
  }
}
