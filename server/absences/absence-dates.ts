/** Calendar-day arithmetic of absences and balances (yyyy-MM-dd strings; no time zone involved). */

const DAY_MS = 86_400_000;

const utc = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** Calendar days from `start` to `end`, both included (1 for one day). */
export const daysBetweenCount = (start: string, end: string): number => Math.round((utc(end) - utc(start)) / DAY_MS) + 1;

/** The year of a yyyy-MM-dd day. */
export const yearOf = (date: string): number => Number(date.slice(0, 4));
