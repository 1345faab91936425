/**
 * 'Inserisci assenza' (docs/behaviour.md, "Absences in the admin panel"): an absence an administrator enters for an
 * employee, approved at once. 'Dipendente' (searched on the server as typed), 'Causale' (the active types),
 * 'Giornata intera' ('Dal', 'Al') or, for a type by the hour, 'Ore' ('Giorno', 'Dalle', 'Alle'), 'Numero protocollo
 * certificato' when the type asks for it, 'Note'. Each field's error shows under it, the domain's before sending and
 * the server's after; everything typed stays.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Absence, AbsenceType } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import { absenceEntryOf, allowsHours, emptyAbsenceEntryDraft, type AbsenceEntryDraft, type AbsenceSpan, type EnterAbsence } from '../../../core/use-cases/admin';
import type { UserFilterStore } from '../activities/user-filter.store';
import { showRefusalOnce } from '../schedules/refusal-once';
import { submitForm, withoutFieldError } from '../shared/submit-form';

/** The fields the dialog shows (a refusal tied to one of them shows there only). */
const SHOWN_FIELDS = ['user_id', 'absence_type_id', 'start_date', 'end_date', 'start_time', 'end_time', 'certificate_number', 'note'];

export class AbsenceEntryForm {
  readonly draft: AbsenceEntryDraft;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;
  readonly isNew = true;

  constructor(
    private readonly enter: EnterAbsence,
    /** The types offered: the active ones. */
    readonly types: readonly AbsenceType[],
    /** The 'Dipendente' select's search. */
    readonly users: UserFilterStore,
    today: string,
  ) {
    this.draft = emptyAbsenceEntryDraft(today);
    makeAutoObservable<AbsenceEntryForm, 'enter'>(this, { enter: false, types: false, users: false }, { autoBind: true });
  }

  get type(): AbsenceType | null {
    return this.types.find((type) => type.id === this.draft.typeId) ?? null;
  }

  /** 'Ore' is offered for a type by the hour only. */
  get offersHours(): boolean {
    return allowsHours(this.type);
  }

  get span(): AbsenceSpan {
    return this.offersHours ? this.draft.span : 'days';
  }

  get asksCertificate(): boolean {
    return this.type?.requires_certificate ?? false;
  }

  setUser(userId: number | null): void {
    this.draft.userId = userId;
    void this.users.select(userId);
    this.clear('user_id');
  }

  setType(typeId: number | null): void {
    this.draft.typeId = typeId;
    this.clear('absence_type_id', 'start_time', 'end_time', 'certificate_number');
  }

  setSpan(span: AbsenceSpan): void {
    this.draft.span = span;
    this.clear('start_date', 'end_date', 'start_time', 'end_time');
  }

  setStartDate(date: string): void {
    this.draft.startDate = date;
    // A first day after the last moves the last along: the usual intent when choosing a later start.
    if (date && this.draft.endDate && this.draft.endDate < date) this.draft.endDate = date;
    this.clear('start_date', 'end_date');
  }

  setEndDate(date: string): void {
    this.draft.endDate = date;
    this.clear('end_date');
  }

  setStartTime(time: string): void {
    this.draft.startTime = time;
    this.clear('start_time');
  }

  setEndTime(time: string): void {
    this.draft.endTime = time;
    this.clear('end_time');
  }

  setCertificateNumber(text: string): void {
    this.draft.certificateNumber = text;
    this.clear('certificate_number');
  }

  setNote(text: string): void {
    this.draft.note = text;
    this.clear('note');
  }

  /** Sends the absence; resolves with it, or null when invalid or refused (the dialog stays, with the reasons). */
  async submit(): Promise<Absence | null> {
    const draft = { ...this.draft, span: this.span };
    const { write, errors } = absenceEntryOf(draft, this.type);
    const saved = await submitForm(this, () => errors, () => this.enter.execute(write!), 'adminAbsences.entry.saveError');
    if (!saved) runInAction(() => showRefusalOnce(this, (field) => SHOWN_FIELDS.includes(field)));
    return saved;
  }

  private clear(...fields: string[]): void {
    let errors = this.fieldErrors;
    for (const field of fields) errors = withoutFieldError(errors, field);
    this.fieldErrors = errors;
  }
}
