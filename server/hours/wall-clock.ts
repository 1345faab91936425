/** Instants as the business time zone's clocks show them: the attendance CSV, the monthly sheet. */
/** Instants read on the wall clock of `timezone` (APP_TIMEZONE), 24-hour. */
export class WallClock {
  private static readonly shared = new Map<string, WallClock>();

  /**
   * One clock per time zone for the whole process: an Intl formatter costs about 0.1 ms to make, and the hour offsets
   * each clock learns (below) are only worth keeping across calls. A group's monthly sheet made a clock per employee:
   * half a second of a 500-person sheet went to making formatters and learning the same hours again.
   */
  static of(timezone: string): WallClock {
    let clock = WallClock.shared.get(timezone);
    if (!clock) WallClock.shared.set(timezone, (clock = new WallClock(timezone)));
    return clock;
  }

  private readonly format: Intl.DateTimeFormat;

  constructor(timezone: string) {
    this.format = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  }

  /** 'HH:MM' */
  time(instant: string | Date): string {
    const p = this.parts(instant);
    return `${p.hour}:${p.minute}`;
  }

  /** 'yyyy-MM-dd' */
  date(instant: string | Date): string {
    const p = this.parts(instant);
    return `${p.year}-${p.month}-${p.day}`;
  }

  /** 'dd/MM' */
  dayAndMonth(instant: string | Date): string {
    const p = this.parts(instant);
    return `${p.day}/${p.month}`;
  }

  /** 'dd/MM/yyyy' */
  italianDate(instant: string | Date): string {
    const p = this.parts(instant);
    return `${p.day}/${p.month}/${p.year}`;
  }

  /**
   * The zone's offset (ms) of each UTC hour whose start and end share one offset, else null (a change inside it).
   * A month's CSV writes tens of thousands of times that fall in a few hundred hours: formatToParts once per hour,
   * not once per time, is most of the CSV's cost saved.
   */
  private readonly hourOffsets = new Map<number, number | null>();

  private parts(instant: string | Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
    const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
    const offset = this.hourOffset(ms);
    if (offset === null) return this.formatParts(ms);
    const wall = new Date(ms + offset);
    const two = (n: number) => String(n).padStart(2, '0');
    return {
      year: String(wall.getUTCFullYear()),
      month: two(wall.getUTCMonth() + 1),
      day: two(wall.getUTCDate()),
      hour: two(wall.getUTCHours()),
      minute: two(wall.getUTCMinutes()),
    };
  }

  private hourOffset(ms: number): number | null {
    const hour = Math.floor(ms / HOUR_MS);
    let offset = this.hourOffsets.get(hour);
    if (offset === undefined) {
      const atStart = this.offsetAt(hour * HOUR_MS);
      offset = atStart === this.offsetAt((hour + 1) * HOUR_MS - MINUTE_MS) ? atStart : null;
      if (this.hourOffsets.size > 100_000) this.hourOffsets.clear();
      this.hourOffsets.set(hour, offset);
    }
    return offset;
  }

  /** The wall clock's reading minus UTC's at a whole minute `ms`. */
  private offsetAt(ms: number): number {
    const p = this.formatParts(ms);
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - ms;
  }

  private formatParts(ms: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
    const found = Object.fromEntries(this.format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
    return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute! };
  }
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
