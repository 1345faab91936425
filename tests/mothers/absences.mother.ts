/**
 * Absence types, absences, balances and the absence calendar as the API answers them (docs/behaviour.md, "Absences",
 * "My absences", "Absences in the admin panel").
 */
import type { Absence, AbsenceBalance, AbsenceCalendar, AbsenceCalendarCell, AbsencePage, AbsenceType } from '../../src/core/contract';

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

/** Some of the default types: Ferie and ROL draw on a balance, Malattia asks for the certificate, Lavoro agile is remote. */
export const AbsenceTypeMother = {
  /** A type like Ferie but for what `overrides` says. */
  create: type,
  ferie: type({}),
  rol: type({ id: 2, code: 'ROL', name: 'Permesso ROL', unit: 'hours' }),
  malattia: type({ id: 4, code: 'MAL', name: 'Malattia', uses_balance: false, requires_certificate: true }),
  lavoroAgile: type({ id: 11, code: 'LA', name: 'Lavoro agile', counts_as_work: true, uses_balance: false, is_remote: true }),
  all(): AbsenceType[] {
    return [AbsenceTypeMother.ferie, AbsenceTypeMother.rol, AbsenceTypeMother.malattia, AbsenceTypeMother.lavoroAgile];
  },
};

/** The fields of an absence that come from its type. */
const ofType = (absenceType: AbsenceType) => ({
  absence_type_id: absenceType.id,
  code: absenceType.code,
  type_name: absenceType.name,
  unit: absenceType.unit,
});

export const AbsenceMother = {
  /** Mario Rossi's pending request of two days of ferie, 10 and 11/11/2026, as an administrator reviews it. */
  create(overrides: Partial<Absence> = {}): Absence {
    return {
      id: 31,
      user_id: 7,
      username: 'mario.rossi',
      full_name: 'Mario Rossi',
      ...ofType(AbsenceTypeMother.ferie),
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

  /** One of the employee's own pending requests of `absenceType`, 20 and 21/01/2025, without a note. */
  mine(id: number, absenceType: AbsenceType, overrides: Partial<Absence> = {}): Absence {
    return AbsenceMother.create({
      id,
      ...ofType(absenceType),
      start_date: '2025-01-20',
      end_date: '2025-01-21',
      note: '',
      created_at: '2025-01-15T09:00:00Z',
      ...overrides,
    });
  },

  page(results: Absence[], pending = results.filter((absence) => absence.status === 'pending').length): AbsencePage {
    return { count: results.length, pending, results };
  },
};

export const AbsenceBalanceMother = {
  /** Mario Rossi's balance of `absenceType` (Ferie unless said) in 2026: 26 a year, 3 carried over (computed). */
  create(overrides: Partial<AbsenceBalance> = {}, absenceType: AbsenceType = AbsenceTypeMother.ferie): AbsenceBalance {
    return {
      absence_type_id: absenceType.id,
      code: absenceType.code,
      name: absenceType.name,
      unit: absenceType.unit,
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
  },
};

type CalendarEmployee = AbsenceCalendar['employees'][number];

export const AbsenceCalendarMother = {
  /** The `count` days of `month` ('YYYY-MM'), the given days of the month festive. */
  days(month: string, count: number, festive: number[]): AbsenceCalendar['days'] {
    return Array.from({ length: count }, (_, index) => ({ date: `${month}-${String(index + 1).padStart(2, '0')}`, festive: festive.includes(index + 1) }));
  },

  /** Mario Rossi's row: his days away. */
  mario(cells: AbsenceCalendarCell[]): CalendarEmployee {
    return { user_id: 7, username: 'mario.rossi', full_name: 'Mario Rossi', cells };
  },

  /** A day of an absence: whole and approved unless said. */
  cell(date: string, code: string, absenceId: number, overrides: Partial<AbsenceCalendarCell> = {}): AbsenceCalendarCell {
    return { date, code, absence_id: absenceId, status: 'approved', partial: false, ...overrides };
  },
};
