/**
 * 'Causali' (docs/behaviour.md, "Absences in the admin panel"): the absence types administrators keep, every one of
 * them (the inactive too: their past absences keep them), and the dialog's draft of one. A type is never deleted,
 * only made inactive ('Attiva' off), so no absence loses its code.
 */
import { AbsencePaths, type AbsenceType, type AbsenceTypeInput, type AbsenceUnit } from '../../contract';
import type { DisplayMessage } from '../../domain/display-message';
import { ValidationKey } from '../../domain/validation/validation-keys';
import type { ApiClient } from '../api';

/** The contract's limits of a type's code ('FE', 'ROL', '104') and name. */
export const ABSENCE_CODE_PATTERN = /^[A-Z0-9]{1,6}$/;
export const ABSENCE_CODE_MAX_LENGTH = 6;
export const ABSENCE_TYPE_NAME_MAX_LENGTH = 80;

/** The dialogs' own message (its text in the UI's admin absences catalogue). */
export const AbsenceTypeDraftKey = { codeFormat: 'adminAbsences.validation.codeFormat' } as const;

export type AbsenceTypeDraft = Omit<AbsenceTypeInput, 'unit'> & { unit: AbsenceUnit };

/** A new type: counted in days, paid, active; nothing else on. */
export function emptyAbsenceTypeDraft(): AbsenceTypeDraft {
  return {
    code: '',
    name: '',
    unit: 'days',
    is_paid: true,
    counts_as_work: false,
    uses_balance: false,
    requires_certificate: false,
    is_remote: false,
    is_active: true,
  };
}

export function absenceTypeDraftOf({ id: _id, ...type }: AbsenceType): AbsenceTypeDraft {
  return { ...type };
}

/** The type to send (code in capitals, texts trimmed), or each refused field's reason. */
export function absenceTypeInputOf(draft: AbsenceTypeDraft): { write: AbsenceTypeInput | null; errors: Record<string, DisplayMessage> } {
  const errors: Record<string, DisplayMessage> = {};
  const code = draft.code.trim().toUpperCase();
  const name = draft.name.trim();
  if (code === '') errors.code = { key: ValidationKey.required };
  else if (!ABSENCE_CODE_PATTERN.test(code)) errors.code = { key: AbsenceTypeDraftKey.codeFormat };
  if (name === '') errors.name = { key: ValidationKey.required };
  if (Object.keys(errors).length > 0) return { write: null, errors };
  return { write: { ...draft, code, name }, errors };
}

export class ManageAbsenceTypes {
  constructor(private readonly api: ApiClient) {}

  /** Every type, the inactive ones too, as the server orders them. */
  list(): Promise<AbsenceType[]> {
    return this.api.get<AbsenceType[]>(AbsencePaths.adminTypes);
  }

  create(type: AbsenceTypeInput): Promise<AbsenceType> {
    return this.api.post<AbsenceType>(AbsencePaths.adminTypes, type);
  }

  update(id: number, type: AbsenceTypeInput): Promise<AbsenceType> {
    return this.api.put<AbsenceType>(AbsencePaths.adminType(id), type);
  }
}
