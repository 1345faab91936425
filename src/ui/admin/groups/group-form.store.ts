/**
 * The 'Nuovo Gruppo' / 'Rinomina Gruppo' dialog of 'Gruppi' (docs/behaviour.md, "Admin panel"): 'Nome gruppo' is
 * required and at most 100 characters (the server's limit); a name already taken, whatever its case, comes back from
 * the server as the field's error and shows in Italian ('Esiste già un gruppo con questo nome').
 */
import { makeAutoObservable } from 'mobx';
import type { Gruppo } from '../../../core/contract';
import { GROUP_NAME_MAX_LENGTH } from '../../../core/domain/constants';
import { isBlank, ValidationKey, type DisplayMessage } from '../../../core/domain';
import { ErrorKey } from '../../../core/errors';
import type { ManageGroups } from '../../../core/use-cases/admin';
import { submitForm, withoutFieldError } from '../shared/submit-form';

export const GROUP_SAVE_ERROR_KEY = 'admin.groups.saveError';
export const GROUP_NAME_TAKEN: DisplayMessage = { key: 'admin.groups.dialog.nameTaken' };
export const GROUP_NAME_TOO_LONG: DisplayMessage = { key: 'admin.groups.dialog.nameTooLong', params: { count: GROUP_NAME_MAX_LENGTH } };

export class GroupFormStore {
  name: string;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;
  readonly groupId: number | null;

  constructor(
    private readonly groups: ManageGroups,
    group: Gruppo | null,
  ) {
    this.groupId = group?.id ?? null;
    this.name = group?.descrizione ?? '';
    makeAutoObservable<GroupFormStore, 'groups'>(this, { groups: false, groupId: false }, { autoBind: true });
  }

  get isNew(): boolean {
    return this.groupId === null;
  }

  setName(name: string): void {
    this.name = name;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'descrizione');
  }

  /** Validates and saves; resolves with the saved group, or null when invalid or refused. */
  async submit(): Promise<Gruppo | null> {
    const saved = await submitForm(
      this,
      () => this.validate(),
      () => (this.groupId === null ? this.groups.create(this.name) : this.groups.update(this.groupId, this.name)),
      GROUP_SAVE_ERROR_KEY,
    );
    if (!saved) this.translateNameTaken();
    return saved;
  }

  private validate(): Record<string, DisplayMessage> {
    const name = this.name.trim();
    if (isBlank(name)) return { descrizione: { key: ValidationKey.required } };
    if (name.length > GROUP_NAME_MAX_LENGTH) return { descrizione: GROUP_NAME_TOO_LONG };
    return {};
  }

  /**
   * The server's duplicate-name refusal in Italian, under the field (announced there); no alert above repeats it
   * (the server's code NAME_TAKEN, in the dialog's own wording).
   */
  private translateNameTaken(): void {
    const taken = this.fieldErrors.descrizione?.key === ErrorKey.groupNameTaken;
    if (!taken) return;
    this.fieldErrors = { ...this.fieldErrors, descrizione: GROUP_NAME_TAKEN };
    this.error = null;
  }
}
