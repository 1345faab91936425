/** How 'Presenti ora' writes its times (dayjs, the administrator's time zone). */
import dayjs from 'dayjs';

/**
 * A check-in's time, 'HH:mm'; with its day ('dd/MM') when it is of an earlier day than the list (a night shift begun
 * last evening), so 22:30 is not read as tonight's.
 */
export function entryTime(checkedInAt: string, listAt: string): { time: string; date: string | null } {
  const entry = dayjs(checkedInAt);
  if (!entry.isValid()) return { time: checkedInAt, date: null };
  const sameDay = entry.format('YYYY-MM-DD') === dayjs(listAt).format('YYYY-MM-DD');
  return { time: entry.format('HH:mm'), date: sameDay ? null : entry.format('DD/MM') };
}

/** 'HH:mm:ss' of when the list was read. */
export function clockTime(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format('HH:mm:ss') : iso;
}
