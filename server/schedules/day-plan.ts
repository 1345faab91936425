/**
 * Which plan holds for an employee on a day, from the schedules as loaded (schedule-plans.query.ts). Pure.
 *
 * - The assignment in force on the day decides: among the employee's own assignments whose start is on or before the
 *   day and whose end (if any) is not before it, the latest start wins; only when none is in force, the same among
 *   the assignments of the employee's group. A new assignment from a date therefore never changes a day before it.
 * - The template's version in force on the day (the latest 'valid from' on or before it): editing a template from a
 *   date leaves the days before that date as they were.
 * - A day override ('Turno del giorno' or 'Riposo') replaces the template's intervals for that employee and day,
 *   keeping the template's tolerance and overtime block (none in force: no tolerance, every minute counts).
 * - The place of the assignment ('sede') gives the patron-saint day; national holidays are computed; closures apply
 *   to everyone.
 */
import { italianHolidaysBetween } from '../holidays/italian-holidays';
import type { DayPlan, FlexBand, PlanInterval } from './day-figures';
import { addDays, isoWeekday } from './zoned-time';

export interface WeekdayInterval extends PlanInterval {
  /** ISO weekday the interval starts on: 1 Monday … 7 Sunday. */
  weekday: number;
}

export interface TemplateVersion {
  templateId: number;
  /** yyyy-MM-dd; null: the first version, in force before any other. */
  validFrom: string | null;
  intervals: WeekdayInterval[];
  toleranceMinutes: number;
  flex: FlexBand | null;
  overtimeBlockMinutes: number;
}

export interface Assignment {
  id: number;
  templateId: number;
  userId: number | null;
  groupId: number | null;
  locationId: number | null;
  startDate: string;
  endDate: string | null;
}

export interface DayOverride {
  userId: number;
  date: string;
  /** Empty: 'Riposo'. */
  intervals: PlanInterval[];
}

export interface Closure {
  name: string;
  startDate: string;
  endDate: string;
}

export interface PatronDay {
  locationId: number;
  name: string;
  month: number;
  day: number;
}

/** Everything that decides the plans of some employees over a range. */
export interface PlanData {
  /** Each employee's group now (null: none). */
  userGroups: ReadonlyMap<number, number | null>;
  versions: readonly TemplateVersion[];
  assignments: readonly Assignment[];
  overrides: readonly DayOverride[];
  closures: readonly Closure[];
  patronDays: readonly PatronDay[];
}

export interface ResolvedDay {
  plan: DayPlan | null;
  templateId: number | null;
  locationId: number | null;
  holidayName: string | null;
  closureName: string | null;
  nextDayHoliday: boolean;
}

const byLatestStart = (a: Assignment, b: Assignment) => b.startDate.localeCompare(a.startDate) || b.id - a.id;

/** Resolves days quickly for many employees: the data indexed once. */
export class PlanResolver {
  private readonly byUser = new Map<number, Assignment[]>();
  private readonly byGroup = new Map<number, Assignment[]>();
  private readonly versions = new Map<number, TemplateVersion[]>();
  private readonly overrides = new Map<string, DayOverride>();
  private readonly holidays: Map<string, string>;
  private readonly patron = new Map<number, PatronDay>();
  private readonly weekdayPlans = new Map<TemplateVersion, DayPlan[]>();

  constructor(
    private readonly data: PlanData,
    start: string,
    end: string,
  ) {
    for (const a of [...data.assignments].sort(byLatestStart)) {
      if (a.userId !== null) push(this.byUser, a.userId, a);
      else if (a.groupId !== null) push(this.byGroup, a.groupId, a);
    }
    for (const v of data.versions) push(this.versions, v.templateId, v);
    for (const list of this.versions.values()) list.sort((a, b) => (b.validFrom ?? '').localeCompare(a.validFrom ?? ''));
    for (const o of data.overrides) this.overrides.set(`${o.userId}|${o.date}`, o);
    for (const p of data.patronDays) this.patron.set(p.locationId, p);
    this.holidays = italianHolidaysBetween(start, addDays(end, 1));
  }

  /** The assignment in force for `userId` on `date`, the user's own before the group's. */
  assignmentOn(userId: number, date: string): Assignment | undefined {
    const inForce = (a: Assignment) => a.startDate <= date && (a.endDate === null || a.endDate >= date);
    const own = this.byUser.get(userId)?.find(inForce);
    if (own) return own;
    const group = this.data.userGroups.get(userId);
    return group == null ? undefined : this.byGroup.get(group)?.find(inForce);
  }

  private versionOn(templateId: number, date: string): TemplateVersion | undefined {
    return this.versions.get(templateId)?.find((v) => v.validFrom === null || v.validFrom <= date);
  }

  /** The plan of a version's weekday, built once per version and weekday (shared, never modified). */
  private weekdayPlan(version: TemplateVersion, weekday: number): DayPlan {
    let plans = this.weekdayPlans.get(version);
    if (!plans) this.weekdayPlans.set(version, (plans = []));
    let plan = plans[weekday];
    if (!plan) {
      plan = plans[weekday] = {
        intervals: version.intervals.filter((i) => i.weekday === weekday).map(({ start, end }) => ({ start, end })).sort((a, b) => a.start - b.start),
        toleranceMinutes: version.toleranceMinutes,
        flex: version.flex,
        overtimeBlockMinutes: version.overtimeBlockMinutes,
        isOverride: false,
      };
    }
    return plan;
  }

  /** A holiday's name on `date` for an employee of place `locationId`: national first, then the place's patron. */
  holidayOn(date: string, locationId: number | null): string | null {
    const national = this.holidays.get(date);
    if (national) return national;
    if (locationId === null) return null;
    const patron = this.patron.get(locationId);
    if (!patron) return null;
    const [, month, day] = date.split('-').map(Number);
    return patron.month === month && patron.day === day ? patron.name : null;
  }

  closureOn(date: string): string | null {
    return this.data.closures.find((c) => c.startDate <= date && c.endDate >= date)?.name ?? null;
  }

  resolve(userId: number, date: string): ResolvedDay {
    const assignment = this.assignmentOn(userId, date);
    const version = assignment ? this.versionOn(assignment.templateId, date) : undefined;
    const override = this.overrides.get(`${userId}|${date}`);
    const locationId = assignment?.locationId ?? null;
    let plan: DayPlan | null = null;
    if (override) {
      plan = {
        intervals: override.intervals,
        toleranceMinutes: version?.toleranceMinutes ?? 0,
        flex: null,
        overtimeBlockMinutes: version?.overtimeBlockMinutes ?? 1,
        isOverride: true,
      };
    } else if (version) {
      plan = this.weekdayPlan(version, isoWeekday(date));
    }
    return {
      plan,
      templateId: assignment?.templateId ?? null,
      locationId,
      holidayName: this.holidayOn(date, locationId),
      closureName: this.closureOn(date),
      nextDayHoliday: this.holidayOn(addDays(date, 1), locationId) !== null,
    };
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
