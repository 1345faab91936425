/**
 * The 'Utente' select of the activities filters (docs/behaviour.md, "Admin activities"): the server searches the users
 * as the administrator types, 300 ms after the last keystroke; only the answer to the latest text fills the list. The
 * chosen user keeps its label whatever the list shows now, and a user set by id alone is looked up once.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminUserOption } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { Scheduler, TimerHandle } from '../../../core/ports';
import type { LoadAdminUserOptions } from '../../../core/use-cases/admin';
import { SEARCH_DEBOUNCE_MS } from '../shared/paged-list';

export const USER_SEARCH_ERROR: DisplayMessage = { key: 'admin.activities.userSearchError' };

export class UserFilterStore {
  /** What the administrator typed (blank: the first users). */
  searchText = '';
  /** The users matching searchText, as the server orders them. */
  matches: AdminUserOption[] = [];
  /** More users match than are shown. */
  more = false;
  isSearching = false;
  error: DisplayMessage | null = null;
  /** The user of the draft filter, or null for 'Tutti'. */
  selected: AdminUserOption | null = null;
  private debounce: TimerHandle | null = null;
  private run = 0;

  constructor(
    private readonly loadOptions: LoadAdminUserOptions,
    private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<UserFilterStore, 'loadOptions' | 'scheduler' | 'debounce' | 'run'>(
      this,
      { loadOptions: false, scheduler: false, debounce: false, run: false },
      { autoBind: true },
    );
  }

  /**
   * The options to show: while a text is typed, its matches only, none while they are being asked for (the matches of
   * an older text would mislead), so that the select can say 'Ricerca in corso...' then 'Nessun utente trovato';
   * otherwise the chosen user first when the first users do not hold it, then the first users.
   */
  get options(): AdminUserOption[] {
    if (this.searchText.trim()) return this.isSearching ? [] : this.matches;
    const { selected } = this;
    return selected && !this.matches.some((user) => user.id === selected.id) ? [selected, ...this.matches] : this.matches;
  }

  /** The first users, at once (the page's first load). */
  loadFirst(): Promise<void> {
    this.cancelDebounce();
    this.searchText = '';
    return this.search('');
  }

  /** A keystroke in the select: the server is asked once typing pauses. */
  type(text: string): void {
    this.cancelDebounce();
    this.searchText = text;
    this.isSearching = true;
    this.run++; // an answer still on its way is for an older text
    this.debounce = this.scheduler.setTimeout(() => void this.search(text), SEARCH_DEBOUNCE_MS);
  }

  /** The select closed: the typed text is gone, the list goes back to the first users. */
  clearSearch(): void {
    if (!this.searchText && !this.debounce) return;
    void this.loadFirst();
  }

  /** The draft's user: its label from the options at hand, else from the server (a user set by id alone). */
  async select(userId: number | null): Promise<void> {
    if (userId === null) {
      this.selected = null;
      return;
    }
    const known = [...this.matches, ...(this.selected ? [this.selected] : [])].find((user) => user.id === userId);
    if (known) {
      this.selected = known;
      return;
    }
    try {
      const found = await this.loadOptions.byId(userId);
      runInAction(() => (this.selected = found));
    } catch {
      // The select then shows the bare id; the filter itself still works.
    }
  }

  dispose(): void {
    this.cancelDebounce();
    this.run++;
  }

  private async search(text: string): Promise<void> {
    this.debounce = null;
    const run = ++this.run;
    this.isSearching = true;
    try {
      const answer = await this.loadOptions.search(text);
      runInAction(() => {
        if (run !== this.run) return;
        this.matches = answer.options;
        this.more = answer.more;
        this.error = null;
      });
    } catch {
      runInAction(() => {
        if (run !== this.run) return;
        this.matches = [];
        this.more = false;
        this.error = USER_SEARCH_ERROR;
      });
    } finally {
      runInAction(() => {
        if (run === this.run) this.isSearching = false;
      });
    }
  }

  private cancelDebounce(): void {
    if (this.debounce) this.scheduler.clear(this.debounce);
    this.debounce = null;
  }
}
