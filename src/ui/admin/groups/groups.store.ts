/**
 * 'Gruppi' of 'Gestione Utenti' (docs/behaviour.md, "Admin panel"): every group with how many users belong to it,
 * 'Nuovo Gruppo', rename, delete.
 * - The list reloads right after a save or delete and again about 1 s later (ListRefresher), like the other lists.
 * - A delete the server refuses because users belong to the group says how many ('Impossibile eliminare il gruppo: N
 *   utenti vi appartengono…') and reloads the list, whose count may have been older than the server's.
 * - Successes hide after 3 s; failures use the groups' fixed texts, or the server's message when it sent one.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Gruppo, GruppoListItem } from '../../../core/contract';
import { LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import type { Scheduler, Unsubscribe } from '../../../core/ports';
import { GroupInUseError, type ManageGroups } from '../../../core/use-cases/admin';
import type { ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import { serverMessageOr } from '../shared/admin-errors';
import { saveListForm } from '../shared/list-changes';
import { loadInto } from '../shared/load-into';
import { TimedMessage } from '../../shared/timed-message';
import { GroupFormStore } from './group-form.store';

export const GROUPS_LOAD_ERROR: DisplayMessage = { key: 'admin.groups.loadError' };

export class GroupsStore {
  groups: GruppoListItem[] = [];
  isLoading = false;
  error: DisplayMessage | null = null;
  /** The open new/rename dialog, or null. */
  form: GroupFormStore | null = null;
  readonly notice: TimedMessage;

  constructor(
    private readonly manageGroups: ManageGroups,
    private readonly refresher: ListRefresher,
    scheduler: Scheduler,
    /** Changes to users (saved, deleted) move them between groups: the counts reload. */
    private readonly users: { onChange(listener: () => void): Unsubscribe },
  ) {
    this.notice = new TimedMessage(scheduler, LOCATION_MESSAGE_MS);
    makeAutoObservable<GroupsStore, 'manageGroups' | 'refresher' | 'users'>(
      this,
      { manageGroups: false, refresher: false, users: false, notice: false },
      { autoBind: true },
    );
  }

  /** Loads when the section mounts and whenever users change; unmounting stops that and drops a pending success message. */
  start(): () => void {
    void this.load();
    const stopHearingUsers = this.users.onChange(() => void this.load());
    return () => {
      stopHearingUsers();
      this.notice.clear();
    };
  }

  async load(mode?: ReloadMode): Promise<void> {
    const show = (groups: GruppoListItem[]) => {
      this.groups = groups;
      this.error = null;
    };
    await loadInto(this, () => this.manageGroups.list(), show, GROUPS_LOAD_ERROR, mode);
  }

  openCreate(): void {
    this.form = new GroupFormStore(this.manageGroups, null);
  }

  openRename(group: Gruppo): void {
    this.form = new GroupFormStore(this.manageGroups, group);
  }

  closeForm(): void {
    if (this.form?.isSaving) return;
    this.form = null;
  }

  /** Saves the open dialog; on success closes it, announces it and reloads the list (now and ~1 s later). */
  saveForm(): Promise<boolean> {
    const messages = { created: 'admin.groups.created', updated: 'admin.groups.updated' };
    return saveListForm(this, this.form, messages, () => (this.form = null));
  }

  /** After the view's confirmation; refused while users belong to the group (nothing is deleted then). */
  async remove(group: Gruppo): Promise<boolean> {
    this.error = null;
    try {
      await this.manageGroups.remove(group.id);
    } catch (error) {
      // The list first (a load that succeeds clears the error), then the refusal.
      if (error instanceof GroupInUseError) await this.load();
      runInAction(() => (this.error = deleteRefusal(error)));
      return false;
    }
    this.notice.show({ key: 'admin.groups.deleted' });
    await this.reloadAfterChange();
    return true;
  }

  /** After a save or delete: reloads now and about 1 s later. */
  reloadAfterChange(): Promise<void> {
    return this.refresher.refresh(this.load);
  }

  clearError(): void {
    this.error = null;
  }
}

function deleteRefusal(error: unknown): DisplayMessage {
  if (error instanceof GroupInUseError) return { key: 'admin.groups.inUse', params: { count: error.memberCount } };
  return serverMessageOr(error, 'admin.groups.deleteError');
}
