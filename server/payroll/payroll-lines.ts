/**
 * The payroll export's lines (docs/payroll-export.md): for each employee and day, one line per code with hours, in a
 * fixed order: ORD, STR, NOT, FES, then the day's absence codes in the order of the code table (the absence types'
 * order). Pure: the planned day's figures in (server/schedules/day-figures.ts), lines out; a code with 0 minutes
 * gives no line. Two absences of one code on one day (two ranges of ROL) make one line with their sum.
 */
import type { PlannedDay } from '../../src/core/contract';

export interface PayrollLine<Employee> {
  employee: Employee;
  date: string;
  /** Our code: ORD, STR, NOT, FES or an absence type's. */
  code: string;
  minutes: number;
}

/**
 * The hour kinds' minutes of a day. ORD is the ordinary time plus the lateness forgiven within the tolerance (it is
 * neither worked nor missing: the employee is paid as present); on a day with no template in force nothing is split,
 * so every worked minute is ordinary (a company without schedules still pays its hours).
 */
export function hourMinutes(day: PlannedDay): Array<[code: string, minutes: number]> {
  const ordinary = day.kind === 'unscheduled' ? day.worked_minutes : day.ordinary_minutes + day.tolerated_late_minutes;
  return [
    ['ORD', ordinary],
    ['STR', day.overtime_minutes],
    ['NOT', day.night_minutes],
    ['FES', day.holiday_minutes],
  ];
}

/** One employee's lines, days in date order; `codeOrder` gives each absence code's place (unknown ones last, by code). */
export function payrollLines<Employee>(
  employee: Employee,
  days: readonly PlannedDay[],
  codeOrder: ReadonlyMap<string, number>,
): Array<PayrollLine<Employee>> {
  const lines: Array<PayrollLine<Employee>> = [];
  const place = (code: string) => codeOrder.get(code) ?? Number.MAX_SAFE_INTEGER;
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    for (const [code, minutes] of hourMinutes(day)) if (minutes > 0) lines.push({ employee, date: day.date, code, minutes });
    const absences = new Map<string, number>();
    for (const absence of day.absences) absences.set(absence.code, (absences.get(absence.code) ?? 0) + absence.minutes);
    const codes = [...absences.keys()].sort((a, b) => place(a) - place(b) || a.localeCompare(b));
    for (const code of codes) {
      const minutes = absences.get(code)!;
      if (minutes > 0) lines.push({ employee, date: day.date, code, minutes });
    }
  }
  return lines;
}
