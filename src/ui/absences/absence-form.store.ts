/**
 * The 'Richiedi assenza' form (docs/behaviour.md, "My absences"): 'Causale', 'Giornata intera' / 'Ore' (Ore only for
 * a type counted in hours), 'Dal' and 'Al' or 'Giorno', 'Dalle', 'Alle', the certificate number for a type asking it,
 * 'Note'. 'Invia richiesta' checks the fields (validateAbsenceDraft), then sends; a refusal keeps everything typed and
 * puts the server's field errors under their fields, its other refusals above them, in Italian (core/errors); a
 * request sent is handed to the caller (onSent), which closes the form.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Absence, AbsenceBalance, AbsenceType } from '../../core/contract';
import type { DisplayMessage } from '../../core/domain';
import { apiErrorMessage, serverFieldMessages, toDisplayMessage } from '../../core/errors';
import {
  allowsHours,
  balanceOfType,
  draftFieldOf,
  effectiveMode,
  validateAbsenceDraft,
  type AbsenceDraft,
  type AbsenceDraftField,
  type AbsenceMode,
  type RequestAbsence,
} from '../../core/use-cases/absences';

export interface AbsenceFormDeps {
  requestAbsence: Pick<RequestAbsence, 'execute'>;
  onSent(absence: Absence): void;
}

export class AbsenceFormStore {
  draft: AbsenceDraft;
  fieldErrors: Partial<Record<AbsenceDraftField, DisplayMessage>> = {};
  /** A refusal that names no field (an overlap, a closed month) or a failure to reach the server. */
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(
    readonly types: readonly AbsenceType[],
    private readonly balances: readonly AbsenceBalance[],
    today: string,
    private readonly deps: AbsenceFormDeps,
  ) {
    this.draft = { typeId: null, mode: 'days', startDate: today, endDate: today, day: today, startTime: '', endTime: '', certificateNumber: '', note: '' };
    makeAutoObservable<this, 'deps' | 'balances'>(this, { types: false, balances: false, deps: false }, { autoBind: true });
  }

  get type(): AbsenceType | null {
    return this.types.find((type) => type.id === this.draft.typeId) ?? null;
  }

  get mode(): AbsenceMode {
    return effectiveMode(this.draft, this.type);
  }

  /** 'Ore' is offered only for a type counted in hours. */
  get canChooseHours(): boolean {
    return allowsHours(this.type);
  }

  /** The balance the chosen type draws on ('Residuo: 12 gg' beside it), if it has one this year. */
  get balance(): AbsenceBalance | null {
    return this.type?.uses_balance ? balanceOfType(this.balances, this.type.id) : null;
  }

  setType(typeId: number): void {
    this.draft.typeId = typeId;
    if (!allowsHours(this.type)) this.draft.mode = 'days';
    this.clearErrors('typeId', 'certificateNumber');
  }

  setMode(mode: AbsenceMode): void {
    this.draft.mode = mode;
    this.fieldErrors = {};
  }

  /** 'Dal': an 'Al' left before it follows it, so one day takes one choice. */
  setStartDate(value: string): void {
    this.draft.startDate = value;
    if (value && (!this.draft.endDate || this.draft.endDate < value)) this.draft.endDate = value;
    this.clearErrors('startDate', 'endDate');
  }

  setEndDate(value: string): void {
    this.draft.endDate = value;
    this.clearErrors('endDate');
  }

  setDay(value: string): void {
    this.draft.day = value;
    this.clearErrors('day');
  }

  setStartTime(value: string): void {
    this.draft.startTime = value;
    this.clearErrors('startTime');
  }

  setEndTime(value: string): void {
    this.draft.endTime = value;
    this.clearErrors('endTime');
  }

  setCertificateNumber(value: string): void {
    this.draft.certificateNumber = value;
    this.clearErrors('certificateNumber');
  }

  setNote(value: string): void {
    this.draft.note = value;
    this.clearErrors('note');
  }

  /** Resolves true when the request was sent. */
  async submit(): Promise<boolean> {
    if (this.isSaving) return false;
    const type = this.type;
    const errors = validateAbsenceDraft(this.draft, type);
    if (!type || Object.keys(errors).length > 0) {
      this.fieldErrors = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, { key }]));
      return false;
    }
    this.isSaving = true;
    this.error = null;
    try {
      const absence = await this.deps.requestAbsence.execute(this.draft, type);
      runInAction(() => {
        this.isSaving = false;
      });
      this.deps.onSent(absence);
      return true;
    } catch (error) {
      runInAction(() => {
        this.isSaving = false;
        this.showRefusal(error);
      });
      return false;
    }
  }

  /** The server's field errors under the fields shown; whatever has no field of its own above them. */
  private showRefusal(error: unknown): void {
    const byField: Partial<Record<AbsenceDraftField, DisplayMessage>> = {};
    for (const [serverField, message] of Object.entries(serverFieldMessages(error))) {
      const field = draftFieldOf(serverField, this.mode);
      if (field && !byField[field]) byField[field] = message;
    }
    this.fieldErrors = byField;
    this.error = Object.keys(byField).length > 0 ? null : (apiErrorMessage(error) ?? toDisplayMessage(error));
  }

  private clearErrors(...fields: AbsenceDraftField[]): void {
    const next = { ...this.fieldErrors };
    for (const field of fields) delete next[field];
    this.fieldErrors = next;
  }
}
