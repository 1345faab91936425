/**
 * 'Gestione Location' (docs/behaviour.md, "Admin panel"):
 * - the table is one page of the server's list, searched ('Cerca location…': name or address) and ordered ('Nome',
 *   'Indirizzo', 'Raggio Tolleranza (m)') there (PagedList);
 * - 'Aggiorna Lista' reloads; a failed load shows 'Errore nel caricamento delle location', and when the session
 *   has expired (a 401, or the session signed out by a failed refresh) the list is cleared with 'Sessione scaduta. Effettua nuovamente il login.';
 * - after a save or delete the current page reloads at once and again about 1 s later;
 * - 'Location creata/modificata/eliminata con successo!' hide after 3 s.
 */
import { makeAutoObservable } from 'mobx';
import type { Location, LocationOrdering } from '../../../core/contract';
import { LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import { ErrorKey } from '../../../core/errors';
import type { ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import { isUnauthorized } from '../shared/admin-errors';
import { changeList, saveListForm } from '../shared/list-changes';
import { PagedList, type PageRequest } from '../shared/paged-list';
import { TimedMessage } from '../../shared/timed-message';
import { LocationFormStore, type LocationFormDependencies } from './location-form.store';

export const LOCATIONS_LOAD_ERROR: DisplayMessage = { key: 'admin.locations.loadError' };
export const LOCATIONS_SESSION_EXPIRED: DisplayMessage = { key: ErrorKey.sessionExpiredShort };

/** What the list needs of the session: whether the user is still signed in. */
export interface SessionState {
  readonly isAuthenticated: boolean;
}

/** The columns the table orders by. */
export type LocationSortField = Exclude<LocationOrdering, `-${string}`>;
export const LOCATION_SORT_FIELDS: readonly LocationSortField[] = ['name', 'address', 'tolerance_radius'];

export class LocationsStore {
  readonly list: PagedList<Location, LocationSortField>;
  error: DisplayMessage | null = null;
  /** The open add/edit dialog, or null. */
  form: LocationFormStore | null = null;
  readonly notice: TimedMessage;
  /** Whether the session was signed in when the latest request left (its failure may be the session ending). */
  private signedInAtRequest = false;

  constructor(
    private readonly deps: LocationFormDependencies,
    private readonly refresher: ListRefresher,
    private readonly session: SessionState,
  ) {
    this.notice = new TimedMessage(deps.scheduler, LOCATION_MESSAGE_MS);
    this.list = new PagedList<Location, LocationSortField>(LOCATION_SORT_FIELDS, {
      fetch: (query) => this.fetchPage(query),
      scheduler: deps.scheduler,
      onLoaded: () => {
        this.error = null;
      },
      onFailed: (error) => {
        this.error = this.loadFailure(error);
      },
    });
    makeAutoObservable<LocationsStore, 'deps' | 'refresher' | 'session' | 'signedInAtRequest' | 'fetchPage' | 'loadFailure'>(
      this,
      { deps: false, refresher: false, session: false, notice: false, list: false, signedInAtRequest: false, fetchPage: false, loadFailure: false },
      { autoBind: true },
    );
  }

  /** The places of the current page. */
  get locations(): Location[] {
    return this.list.rows;
  }

  get isLoading(): boolean {
    return this.list.isLoading;
  }

  /** Loads when the tab mounts; unmounting closes the dialog and drops a pending success message. */
  start(): () => void {
    void this.load();
    return this.dispose;
  }

  /** The current page, with the search and order chosen. */
  load(mode?: ReloadMode): Promise<void> {
    return this.list.load(mode);
  }

  openCreate(): void {
    this.replaceForm(new LocationFormStore(this.deps, null));
  }

  openEdit(location: Location): void {
    this.replaceForm(new LocationFormStore(this.deps, location));
  }

  closeForm(): void {
    if (this.form?.isSaving) return;
    this.replaceForm(null);
  }

  /** Saves the open dialog; on success closes it, announces it and reloads (now and ~1 s later). */
  saveForm(): Promise<boolean> {
    const messages = { created: 'admin.locations.created', updated: 'admin.locations.updated' };
    return saveListForm(this, this.form, messages, () => this.replaceForm(null));
  }

  /** After the view's confirmation ('Sei sicuro di voler eliminare questa location?'). */
  remove(location: Location): Promise<boolean> {
    return changeList(this, () => this.deps.locations.remove(location.id), 'admin.locations.deleted', 'admin.locations.deleteError');
  }

  /** After a save, delete or reset: reloads now and about 1 s later. */
  reloadAfterChange(): Promise<void> {
    return this.refresher.refresh(this.load);
  }

  clearError(): void {
    this.error = null;
  }

  dispose(): void {
    this.replaceForm(null);
    this.notice.clear();
    this.list.dispose();
  }

  private fetchPage(query: PageRequest) {
    this.signedInAtRequest = this.session.isAuthenticated;
    return this.deps.locations.page(query);
  }

  private loadFailure(error: unknown): DisplayMessage {
    // A failed token refresh signs the session out before the error reaches here.
    const sessionEnded = isUnauthorized(error) || (this.signedInAtRequest && !this.session.isAuthenticated);
    if (!sessionEnded) return LOCATIONS_LOAD_ERROR;
    this.list.clear(); // an ended session shows no list
    return LOCATIONS_SESSION_EXPIRED;
  }

  private replaceForm(form: LocationFormStore | null): void {
    this.form?.dispose();
    this.form = form;
  }
}
