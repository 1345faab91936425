/**
 * 'Gestione Location' (docs/behaviour.md, "Admin panel"):
 * - 'Aggiorna Lista' reloads; a failed load shows 'Errore nel caricamento delle location', and when the session
 *   has expired (a 401, or the session signed out by a failed refresh) the list is cleared with 'Sessione scaduta. Effettua nuovamente il login.';
 * - after a save or delete the list reloads at once and again about 1 s later;
 * - 'Location creata/modificata/eliminata con successo!' hide after 3 s.
 */
import { makeAutoObservable } from 'mobx';
import type { Location } from '../../../core/contract';
import { LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import { ErrorKey } from '../../../core/errors';
import type { ListRefresher } from '../../../core/use-cases/shared';
import { isUnauthorized } from '../shared/admin-errors';
import { changeList, saveListForm } from '../shared/list-changes';
import { loadInto } from '../shared/load-into';
import { TimedMessage } from '../../shared/timed-message';
import { LocationFormStore, type LocationFormDependencies } from './location-form.store';

export const LOCATIONS_LOAD_ERROR: DisplayMessage = { key: 'admin.locations.loadError' };
export const LOCATIONS_SESSION_EXPIRED: DisplayMessage = { key: ErrorKey.sessionExpiredShort };

/** What the list needs of the session: whether the user is still signed in. */
export interface SessionState {
  readonly isAuthenticated: boolean;
}

export class LocationsStore {
  locations: Location[] = [];
  isLoading = false;
  error: DisplayMessage | null = null;
  /** The open add/edit dialog, or null. */
  form: LocationFormStore | null = null;
  readonly notice: TimedMessage;

  constructor(
    private readonly deps: LocationFormDependencies,
    private readonly refresher: ListRefresher,
    private readonly session: SessionState,
  ) {
    this.notice = new TimedMessage(deps.scheduler, LOCATION_MESSAGE_MS);
    makeAutoObservable<LocationsStore, 'deps' | 'refresher' | 'session'>(
      this,
      { deps: false, refresher: false, session: false, notice: false },
      { autoBind: true },
    );
  }

  /** Loads when the tab mounts; unmounting closes the dialog and drops a pending success message. */
  start(): () => void {
    void this.load();
    return this.dispose;
  }

  async load(): Promise<void> {
    const wasSignedIn = this.session.isAuthenticated;
    const show = (locations: Location[]) => {
      this.locations = locations;
      this.error = null;
    };
    const failure = (error: unknown): DisplayMessage => {
      // A failed token refresh signs the session out before the error reaches here.
      const sessionEnded = isUnauthorized(error) || (wasSignedIn && !this.session.isAuthenticated);
      if (!sessionEnded) return LOCATIONS_LOAD_ERROR;
      this.locations = []; // an ended session shows no list
      return LOCATIONS_SESSION_EXPIRED;
    };
    await loadInto(this, () => this.deps.locations.list(), show, failure);
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
  }

  private replaceForm(form: LocationFormStore | null): void {
    this.form?.dispose();
    this.form = form;
  }
}
