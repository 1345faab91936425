/** Instants as the business time zone's clocks show them: the attendance CSV, the monthly sheet. */
/** Instants read on the wall clock of `timezone` (APP_TIMEZONE), 24-hour. */
export class WallClock {
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

  private parts(instant: string | Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
    const found = Object.fromEntries(this.format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
    return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute! };
  }
}
