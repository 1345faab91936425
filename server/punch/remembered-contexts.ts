/**
 * Each employee's punch context, remembered by this server between punches (docs/behaviour.md, "A punch's context,
 * remembered"): the morning rush's check-ins and check-outs are then decided from memory and written in ONE statement,
 * instead of a context read and a write.
 *
 * Memory is never trusted on its own. A punch decided from it is written by a guarded statement (punch-insert.sql.ts)
 * that writes nothing unless, in the database, at that moment: the generations of what punches read are the ones the
 * context was read at (a committed change to the employee's account, device, authorised places or recorded punches
 * counts in theirs; to places or month closures, in the organisation's: server/db/migrations/021_punch_context_generation.sql),
 * the open IN and the latest punch are the remembered ones, and the business clock shows the minute the decision was made at. Otherwise, or when the
 * decision from memory is a refusal, the punch is decided again from a fresh read, exactly as without memory. So
 * several servers on one database stay right: each one's memory is checked by the database at every punch.
 *
 * What is remembered is what the context statement read, minus the clock, plus the user's explicitly authorised active
 * places; for all-access users, the organisation's active places are remembered once, per generation of the
 * organisation's counter.
 */
import type { LocationRow } from '../locations/location.columns';
import type { ActivePlaces } from './active-places.query';
import { clockMinute, type BusinessClock } from './business-clock';
import type { ContextGuard } from './punch-insert.sql';
import type { ContextStamp, OpenIn, PunchContext, StampedPunchContext } from './punch-context.query';
import type { PunchPlace } from './punch-place';
import type { NewPunch } from './punch-record';
import type { TimesheetEntryRow } from './timesheet-entry.columns';

/** Enough for every employee of a large organisation; past it, the least recently used are forgotten. */
const DEFAULT_CAPACITY = 50_000;

type Account = Omit<PunchContext, 'clockAt' | 'today' | 'localTime' | 'todayMonthClosed'>;

interface Remembered {
  account: Account;
  /** yyyy-MM of the day the context was read on, and whether that month is closed for the user. */
  month: string;
  monthClosed: boolean;
  stamp: ContextStamp;
}

/** A remembered context at the clock's time, and the guard its punch is written under. */
export interface RecalledContext {
  context: StampedPunchContext;
  guard: ContextGuard;
}

/** What a punch wrote, for the memory to follow it. */
export interface WrittenPunch {
  row: TimesheetEntryRow;
  record: NewPunch;
  place: PunchPlace;
}

export class RememberedContexts {
  private readonly byUser = new Map<number, Remembered>();
  /** The organisation's active places, for all-access employees' check-ins; being read when a promise. */
  private places: ActivePlaces | Promise<ActivePlaces | undefined> | undefined;

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /**
   * The organisation's active places at `generation` (the organisation's, of the context they serve), read by `load`
   * once per generation: the check-ins arriving meanwhile wait for the same read. Undefined when the database is at
   * another generation than the context (the context is then not current either) or cannot be read.
   */
  async placesAt(generation: number, load: () => Promise<ActivePlaces>): Promise<LocationRow[] | undefined> {
    let current = this.places;
    let places = await current;
    // Another check-in began a read while this one waited: its result, rather than a read more.
    while (places?.generation !== generation && this.places !== current) {
      current = this.places;
      places = await current;
    }
    if (places?.generation !== generation) {
      const reading = load().catch(() => undefined);
      this.places = reading;
      places = await reading;
      if (this.places === reading) this.places = places;
    }
    return places?.generation === generation ? places.locations : undefined;
  }

  /** Remembers a context just read from the database (a check-in's places are not kept: they depend on the request). */
  remember(context: StampedPunchContext): void {
    const account: Account = {
      userId: context.userId,
      username: context.username,
      isAdmin: context.isAdmin,
      twoFactorEnabled: context.twoFactorEnabled,
      canAccessAllLocations: context.canAccessAllLocations,
      hasAuthorizedLocations: context.hasAuthorizedLocations,
      boundDeviceId: context.boundDeviceId,
      boundPublicKey: context.boundPublicKey,
      boundSince: context.boundSince,
      openIn: context.openIn,
      previousPunch: context.previousPunch,
    };
    this.store(context.userId, { account, month: context.today.slice(0, 7), monthClosed: context.todayMonthClosed, stamp: context.stamp });
  }

  /** The user's remembered context at `clock`, or undefined: never read here, forgotten, or read in another month. */
  recall(userId: number, clock: BusinessClock): RecalledContext | undefined {
    const remembered = this.byUser.get(userId);
    if (!remembered || remembered.month !== clock.today.slice(0, 7)) return undefined;
    const { account, stamp } = remembered;
    // Written out rather than `{ ...account, clockAt, … }`: on Node 20, keys added after a spread take V8 a slow path,
    // about 10 µs for these five on every punch (docs/performance.md, "Spreads on the punch's path").
    const context: StampedPunchContext = {
      userId: account.userId,
      username: account.username,
      isAdmin: account.isAdmin,
      twoFactorEnabled: account.twoFactorEnabled,
      canAccessAllLocations: account.canAccessAllLocations,
      hasAuthorizedLocations: account.hasAuthorizedLocations,
      boundDeviceId: account.boundDeviceId,
      boundPublicKey: account.boundPublicKey,
      boundSince: account.boundSince,
      openIn: account.openIn,
      previousPunch: account.previousPunch,
      clockAt: clock.at,
      today: clock.today,
      localTime: clock.localTime,
      todayMonthClosed: remembered.monthClosed,
      stamp,
    };
    return {
      context,
      guard: {
        generation: stamp.generation,
        userGeneration: stamp.userGeneration,
        openInId: account.openIn?.id ?? null,
        latestPunchId: stamp.latestPunchId,
        minute: clockMinute(clock),
      },
    };
  }

  /**
   * Follows the user's own punch, written by this server: it is now their latest punch, and their open IN (a
   * check-in) or none (a check-out, or a check-in that closed a forgotten IN). The generation does not change: a punch
   * is not counted in it (the guard checks the open IN and the latest punch instead).
   */
  punched(userId: number, punch: WrittenPunch): void {
    const remembered = this.byUser.get(userId);
    if (!remembered) return;
    const { row, record } = punch;
    const location = punch.place.kind === 'location' ? punch.place.location : null;
    const openIn: OpenIn | null =
      row.entry_type === 'IN' && row.is_open
        ? { id: row.id, businessDate: row.business_date, location, monthClosed: remembered.monthClosed }
        : null;
    const previousPunch = {
      timestamp: new Date(row.timestamp),
      fixDigest: record.fixDigest,
      place: location ? { latitude: location.latitude, longitude: location.longitude } : null,
      distance: row.distance_from_location,
      accuracy: row.accuracy,
    };
    this.store(userId, {
      ...remembered,
      account: { ...remembered.account, openIn, previousPunch },
      stamp: { ...remembered.stamp, latestPunchId: row.id },
    });
  }

  forget(userId: number): void {
    this.byUser.delete(userId);
  }

  get size(): number {
    return this.byUser.size;
  }

  private store(userId: number, remembered: Remembered): void {
    // Map keeps insertion order: deleting first moves the user to the newest end, the oldest is first to go.
    this.byUser.delete(userId);
    this.byUser.set(userId, remembered);
    if (this.byUser.size > this.capacity) this.byUser.delete(this.byUser.keys().next().value!);
  }
}
