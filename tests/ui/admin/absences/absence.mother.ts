import type { Absence, AbsenceBalance, AbsencePage, AbsenceType } from '../../../../src/core/contract';

/** Mario Rossi's pending request of two days of ferie, 10 and 11/11/2026 (docs/behaviour.md, "Absences in the admin panel"). */
export const AbsenceMother = {
  create(overrides: Partial<Absence> = {}): Absence {
    return {
      id: 31,
      user_id: 7,
      username: 'mario.rossi',
      full_name: 'Mario Rossi',
      absence_type_id: 1,
      code: 'FE',
      type_name: 'Ferie',
      unit: 'days',
      start_date: '2026-11-10',
      end_date: '2026-11-11',
      start_time: null,
      end_time: null,
      amount: 2,
      note: 'Ponte di San Martino',
      certificate_number: '',
      status: 'pending',
      refusal_reason: '',
      entered_by_admin: false,
      over_balance: false,
      created_at: '2026-11-02T08:15:00Z',
      decided_by: null,
      decided_at: null,
      ...overrides,
    };
  },

  page(results: Absence[], pending = results.filter((absence) => absence.status === 'pending').length): AbsencePage {
    return { count: results.length, pending, results };
  },
};

const type = (overrides: Partial<AbsenceType>): AbsenceType => ({
  id: 1,
  code: 'FE',
  name: 'Ferie',
  unit: 'days',
  is_paid: true,
  counts_as_work: false,
  uses_balance: true,
  requires_certificate: false,
  is_remote: false,
  is_active: true,
  ...overrides,
});

/** A few of the default types. */
export const AbsenceTypeMother = {
  ferie: type({}),
  rol: type({ id: 2, code: 'ROL', name: 'Permesso ROL', unit: 'hours' }),
  malattia: type({ id: 4, code: 'MAL', name: 'Malattia', uses_balance: false, requires_certificate: true }),
  smartWorking: type({ id: 11, code: 'LA', name: 'Lavoro agile', counts_as_work: true, uses_balance: false, is_remote: true }),
  all(): AbsenceType[] {
    return [AbsenceTypeMother.ferie, AbsenceTypeMother.rol, AbsenceTypeMother.malattia, AbsenceTypeMother.smartWorking];
  },
};

/** Mario Rossi's ferie of 2026: 26 days a year, 3 carried over (computed). */
export function ferieBalance(overrides: Partial<AbsenceBalance> = {}): AbsenceBalance {
  return {
    absence_type_id: 1,
    code: 'FE',
    name: 'Ferie',
    unit: 'days',
    year: 2026,
    yearly_entitlement: 26,
    carry_over: 3,
    carry_over_entered: false,
    accrued: 23.83,
    used: 10,
    approved_future: 2,
    pending: 1,
    remaining: 14.83,
    ...overrides,
  };
}
