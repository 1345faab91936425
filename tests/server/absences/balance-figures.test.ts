/**
 * A balance's figures as a table (docs/behaviour.md, "Balances"), with a fixed 'today': accrual month by month,
 * carry-over computed from the years before or entered, used against planned, remaining.
 */
import { balancesOf, type EntitlementRow, type YearSums } from '../../../server/absences/balance-figures';

const FE = { id: 1, code: 'FE', name: 'Ferie', unit: 'days' as const };
const ROL = { id: 2, code: 'ROL', name: 'Permesso ROL', unit: 'hours' as const };

const balance = (entitlements: EntitlementRow[], sums: YearSums[], year: number, today: string) =>
  balancesOf([FE, ROL], entitlements, sums, year, today);

it('accrues the entitlement through the current month, all of a past year, nothing of a year to come', () => {
  const rows = [2024, 2025, 2026].map((year) => ({ typeId: 1, year, yearly: 26, carryOver: 0 }));
  expect(balance(rows, [], 2025, '2025-04-30')[0]).toMatchObject({ yearly_entitlement: 26, accrued: 8.67, remaining: 8.67 });
  expect(balance(rows, [], 2025, '2025-12-01')[0]!.accrued).toBe(26);
  expect(balance(rows, [], 2024, '2025-04-30')[0]!.accrued).toBe(26);
  expect(balance(rows, [], 2026, '2025-04-30')[0]!.accrued).toBe(0);
});

it('carries over what the previous year left, back to the earliest year with an entitlement', () => {
  const rows: EntitlementRow[] = [
    { typeId: 1, year: 2023, yearly: 20, carryOver: null },
    { typeId: 1, year: 2024, yearly: 26, carryOver: null },
    { typeId: 1, year: 2025, yearly: 26, carryOver: null },
  ];
  const sums: YearSums[] = [
    { typeId: 1, year: 2022, used: 5, future: 0, pending: 0 },
    { typeId: 1, year: 2023, used: 15, future: 0, pending: 0 },
    { typeId: 1, year: 2024, used: 20, future: 0, pending: 0 },
    { typeId: 1, year: 2025, used: 3, future: 2, pending: 4 },
  ];
  // 2023: nothing carried (the first year); left 20 − 15 = 5. 2024: 5 + 26 − 20 = 11 left.
  expect(balance(rows, sums, 2025, '2025-06-15')[0]).toEqual({
    absence_type_id: 1,
    code: 'FE',
    name: 'Ferie',
    unit: 'days',
    year: 2025,
    yearly_entitlement: 26,
    carry_over: 11,
    carry_over_entered: false,
    accrued: 13,
    used: 3,
    approved_future: 2,
    pending: 4,
    remaining: 19,
  });
});

it('an entered carry-over replaces the computed one, and the years after start from it', () => {
  const rows: EntitlementRow[] = [
    { typeId: 2, year: 2024, yearly: 72, carryOver: 10.5 },
    { typeId: 2, year: 2025, yearly: 72, carryOver: null },
  ];
  const sums: YearSums[] = [{ typeId: 2, year: 2024, used: 40, future: 0, pending: 0 }];
  const [fe, rol2024] = balance(rows, sums, 2024, '2025-02-10');
  expect(fe).toMatchObject({ code: 'FE', yearly_entitlement: 0, carry_over: 0, remaining: 0 });
  expect(rol2024).toMatchObject({ carry_over: 10.5, carry_over_entered: true, accrued: 72, used: 40, remaining: 42.5 });
  expect(balance(rows, sums, 2025, '2025-02-10')[1]).toMatchObject({ carry_over: 42.5, carry_over_entered: false, accrued: 12, remaining: 54.5 });
});

it('a user with no entitlement has empty balances, the absences still counted', () => {
  const sums: YearSums[] = [{ typeId: 1, year: 2025, used: 2, future: 1, pending: 0 }];
  expect(balance([], sums, 2025, '2025-06-15')[0]).toMatchObject({ carry_over: 0, accrued: 0, used: 2, approved_future: 1, remaining: -3 });
});
