/** Absence types, absences and balances as the API answers them (docs/behaviour.md, "Absences", "My absences"). */
import type { Absence, AbsenceBalance, AbsenceType } from '../../../../src/core/contract';

const TYPE_DEFAULTS: Omit<AbsenceType, 'id' | 'code' | 'name' | 'unit'> = {
  is_paid: true,
  counts_as_work: false,
  uses_balance: false,
  requires_certificate: false,
  is_remote: false,
  is_active: true,
};

export const absenceType = (id: number, code: string, name: string, unit: AbsenceType['unit'], overrides: Partial<AbsenceType> = {}): AbsenceType => ({
  id,
  code,
  name,
  unit,
  ...TYPE_DEFAULTS,
  ...overrides,
});

/** Some of the default types: Ferie and ROL draw on a balance, Malattia asks for the certificate, Lavoro agile is remote. */
export const ferie = absenceType(1, 'FE', 'Ferie', 'days', { uses_balance: true });
export const rol = absenceType(2, 'ROL', 'Permesso ROL', 'hours', { uses_balance: true });
export const malattia = absenceType(4, 'MAL', 'Malattia', 'days', { requires_certificate: true });
export const lavoroAgile = absenceType(11, 'LA', 'Lavoro agile', 'days', { counts_as_work: true, is_remote: true });
export const defaultTypes = (): AbsenceType[] => [ferie, rol, malattia, lavoroAgile];

export function absence(id: number, type: AbsenceType, overrides: Partial<Absence> = {}): Absence {
  return {
    id,
    user_id: 7,
    username: 'mario',
    full_name: 'Mario Rossi',
    absence_type_id: type.id,
    code: type.code,
    type_name: type.name,
    unit: type.unit,
    start_date: '2025-01-20',
    end_date: '2025-01-21',
    start_time: null,
    end_time: null,
    amount: 2,
    note: '',
    certificate_number: '',
    status: 'pending',
    refusal_reason: '',
    entered_by_admin: false,
    over_balance: false,
    created_at: '2025-01-15T09:00:00Z',
    decided_by: null,
    decided_at: null,
    ...overrides,
  };
}

export function balance(type: AbsenceType, overrides: Partial<AbsenceBalance> = {}): AbsenceBalance {
  return {
    absence_type_id: type.id,
    code: type.code,
    name: type.name,
    unit: type.unit,
    year: 2025,
    yearly_entitlement: 26,
    carry_over: 3,
    carry_over_entered: false,
    accrued: 2.17,
    used: 0,
    approved_future: 0,
    pending: 0,
    remaining: 5.17,
    ...overrides,
  };
}
