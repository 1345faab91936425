/**
 * The punch buttons and their dialogs, shared by both dashboards (docs/behaviour.md, "Anomaly dialogs" and
 * "Punch rules"): the check-in and the check-out dialog each keep their own error.
 * The decisions are the use-cases'; this store only turns their outcomes into open dialogs and messages:
 * - success: dialogs, note and choice reset; the dashboard shows the answer's status and reloads its data (onSuccess).
 * - queued (offline, recorded on the phone): the same reset; the dashboard says 'In attesa di invio' (onQueued).
 * - 'select-location' opens 'Seleziona Sede per Check-in'; 'anomaly' opens the matching anomaly dialog.
 * - 'invalid' (note or place missing) and failures while a dialog is open stay inside that dialog;
 *   other failures go to the dashboard's error message.
 * - A failed check-out keeps the typed note for the retry.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { NearbyLocation } from '../../core/contract';
import type { DisplayMessage } from '../../core/domain';
import type {
  CheckIn,
  CheckInAnomalyDialog,
  CheckInOutcome,
  CheckInSelection,
  CheckOut,
  CheckOutAnomalyDialog,
  CheckOutOutcome,
  PunchQueued,
  PunchSuccess,
} from '../../core/use-cases/punch';

export type PunchKind = 'checkin' | 'checkout';

export interface PunchStoreDeps {
  checkIn: Pick<CheckIn, 'execute' | 'atLocation' | 'confirmAnomaly'>;
  checkOut: Pick<CheckOut, 'execute' | 'confirmAnomaly'>;
}

/** What the owning dashboard supplies and is told. */
export interface PunchHost {
  mode: 'mobile' | 'desktop';
  /** The nearby places currently shown (the check-in decision depends on them). */
  nearby(): NearbyLocation[];
  onSuccess(outcome: PunchSuccess, kind: PunchKind): void;
  /** The punch could not reach the server and waits on the phone. */
  onQueued(outcome: PunchQueued, kind: PunchKind): void;
  onError(message: DisplayMessage): void;
}

export class PunchStore {
  /** The request in flight, for the busy labels ('Checking In...', 'Registrando...'). */
  operating: PunchKind | null = null;

  selectionOpen = false;
  selectionInRange: NearbyLocation[] = [];
  selectionOutOfRange: NearbyLocation[] = [];

  checkInDialog: CheckInAnomalyDialog | null = null;
  checkInChoice: CheckInSelection = null;
  checkInNote = '';
  checkInError: DisplayMessage | null = null;

  checkOutDialog: CheckOutAnomalyDialog | null = null;
  checkOutNote = '';
  checkOutError: DisplayMessage | null = null;

  constructor(
    private readonly deps: PunchStoreDeps,
    private readonly host: PunchHost,
  ) {
    makeAutoObservable<PunchStore, 'deps' | 'host'>(this, { deps: false, host: false }, { autoBind: true });
  }

  get isOperating(): boolean {
    return this.operating !== null;
  }

  get isCheckInDialogOpen(): boolean {
    return this.checkInDialog !== null;
  }

  get isCheckOutDialogOpen(): boolean {
    return this.checkOutDialog !== null;
  }

  /** The Check-in button (and the speed dial's check-in). */
  checkIn(): Promise<void> {
    return this.runCheckIn(() => this.deps.checkIn.execute({ mode: this.host.mode, nearby: this.host.nearby() }));
  }

  /** A place tapped in the nearby list or in the selection dialog. */
  checkInAt(place: NearbyLocation): Promise<void> {
    this.selectionOpen = false;
    return this.runCheckIn(() => this.deps.checkIn.atLocation(place));
  }

  confirmCheckIn(): Promise<void> {
    const dialog = this.checkInDialog;
    if (!dialog) return Promise.resolve();
    const input = { selection: this.checkInChoice, note: this.checkInNote };
    return this.runCheckIn(() => this.deps.checkIn.confirmAnomaly(dialog, input));
  }

  setCheckInChoice(choice: CheckInSelection): void {
    this.checkInChoice = choice;
    this.checkInError = null;
  }

  setCheckInNote(note: string): void {
    this.checkInNote = note;
    this.checkInError = null;
  }

  /** Annulla; ignored while the request runs. */
  cancelCheckIn(): void {
    if (this.operating) return;
    this.resetCheckIn();
  }

  cancelSelection(): void {
    this.selectionOpen = false;
  }

  checkOut(): Promise<void> {
    return this.runCheckOut(() => this.deps.checkOut.execute());
  }

  confirmCheckOut(): Promise<void> {
    if (!this.checkOutDialog) return Promise.resolve();
    const note = this.checkOutNote;
    return this.runCheckOut(() => this.deps.checkOut.confirmAnomaly(note));
  }

  setCheckOutNote(note: string): void {
    this.checkOutNote = note;
    this.checkOutError = null;
  }

  cancelCheckOut(): void {
    if (this.operating) return;
    this.checkOutDialog = null;
    this.checkOutError = null;
  }

  private async runCheckIn(request: () => Promise<CheckInOutcome>): Promise<void> {
    if (this.operating) return;
    this.operating = 'checkin';
    try {
      const outcome = await request();
      runInAction(() => this.applyCheckIn(outcome));
    } finally {
      runInAction(() => {
        this.operating = null;
      });
    }
  }

  private applyCheckIn(outcome: CheckInOutcome): void {
    switch (outcome.kind) {
      case 'success':
        this.resetCheckIn();
        this.selectionOpen = false;
        this.host.onSuccess(outcome, 'checkin');
        return;
      case 'queued':
        this.resetCheckIn();
        this.selectionOpen = false;
        this.host.onQueued(outcome, 'checkin');
        return;
      case 'select-location':
        this.selectionInRange = outcome.inRange;
        this.selectionOutOfRange = outcome.outOfRange;
        this.selectionOpen = true;
        return;
      case 'anomaly':
        // A retry keeps what was typed; the server's choice (nearest place, recommended) is preselected.
        this.checkInDialog = outcome.dialog;
        this.checkInChoice = outcome.dialog.selectedLocationId;
        this.checkInError = outcome.dialog.error;
        return;
      case 'invalid':
        this.checkInError = outcome.error;
        return;
      case 'refused':
      case 'error':
        if (this.checkInDialog) this.checkInError = outcome.message;
        else this.host.onError(outcome.message);
        return;
    }
  }

  private async runCheckOut(request: () => Promise<CheckOutOutcome>): Promise<void> {
    if (this.operating) return;
    this.operating = 'checkout';
    try {
      const outcome = await request();
      runInAction(() => this.applyCheckOut(outcome));
    } finally {
      runInAction(() => {
        this.operating = null;
      });
    }
  }

  private applyCheckOut(outcome: CheckOutOutcome): void {
    if (outcome.kind === 'success') {
      this.checkOutDialog = null;
      this.checkOutNote = '';
      this.checkOutError = null;
      this.host.onSuccess(outcome, 'checkout');
      return;
    }
    if (outcome.kind === 'queued') {
      this.checkOutDialog = null;
      this.checkOutNote = '';
      this.checkOutError = null;
      this.host.onQueued(outcome, 'checkout');
      return;
    }
    this.checkOutNote = outcome.note;
    switch (outcome.kind) {
      case 'anomaly':
        this.checkOutDialog = outcome.dialog;
        this.checkOutError = outcome.dialog.error;
        return;
      case 'invalid':
        this.checkOutError = outcome.error;
        return;
      case 'refused':
      case 'error':
        if (this.checkOutDialog) this.checkOutError = outcome.message;
        else this.host.onError(outcome.message);
        return;
    }
  }

  private resetCheckIn(): void {
    this.checkInDialog = null;
    this.checkInChoice = null;
    this.checkInNote = '';
    this.checkInError = null;
  }
}
