/**
 * 'Calendario assenze' (docs/behaviour.md, "Absences in the admin panel"): who is away when, a month at a time, for
 * everyone or one group, and the grid the screen draws of it: a row per employee, a column per day of the month
 * (Sundays and holidays marked), each cell the codes of the absences on that day, pending ones told apart.
 */
import { AbsencePaths, type AbsenceCalendar, type AbsenceCalendarCell } from '../../contract';
import { withQuery, type ApiClient } from '../api';
import type { YearMonth } from '../hours/load-my-hours.use-case';
import type { CalendarToday } from '../shared/calendar-today';

export interface AbsenceGridDay {
  date: string;
  /** The day of the month, 1..31. */
  day: number;
  /** A Sunday or a national holiday (shaded). */
  festive: boolean;
}

export interface AbsenceGridRow {
  userId: number;
  /** 'Mario Rossi', or the username when the full name is blank. */
  name: string;
  username: string;
  /** One entry per day of the month, in order: the absences on that day (most days: none). */
  days: AbsenceCalendarCell[][];
}

export interface AbsenceGrid {
  days: AbsenceGridDay[];
  rows: AbsenceGridRow[];
  /** The codes the month shows, sorted: the legend. */
  codes: string[];
}

export function absenceGrid(calendar: AbsenceCalendar): AbsenceGrid {
  const days = calendar.days.map(({ date, festive }) => ({ date, day: Number(date.slice(8, 10)), festive }));
  const codes = new Set<string>();
  const rows = calendar.employees.map((employee) => {
    const byDate = new Map<string, AbsenceCalendarCell[]>();
    for (const cell of employee.cells) {
      if (cell.status !== 'pending' && cell.status !== 'approved') continue;
      codes.add(cell.code);
      byDate.set(cell.date, [...(byDate.get(cell.date) ?? []), cell]);
    }
    return {
      userId: employee.user_id,
      name: employee.full_name.trim() || employee.username,
      username: employee.username,
      days: days.map(({ date }) => byDate.get(date) ?? []),
    };
  });
  return { days, rows, codes: [...codes].sort() };
}

export class LoadAbsenceCalendar {
  constructor(
    private readonly api: ApiClient,
    private readonly calendar: CalendarToday,
  ) {}

  /** This month, in the administrator's zone: where the calendar opens. */
  currentMonth(): YearMonth {
    return this.calendar.today().slice(0, 7);
  }

  /** `gruppoId` null: everyone. */
  execute(month: YearMonth, gruppoId: number | null): Promise<AbsenceCalendar> {
    return this.api.get<AbsenceCalendar>(withQuery(AbsencePaths.calendar, { month, gruppo_id: gruppoId }));
  }
}
