/** Dates and times of the admin screens in the Italian way (dayjs 'it'): 15/01/2025 09:58. */
import dayjs from 'dayjs';
import 'dayjs/locale/it';

const DATE_TIME = 'DD/MM/YYYY HH:mm';
const DATE_TIME_SECONDS = 'DD/MM/YYYY HH:mm:ss';
/** The value format of <input type="datetime-local">. */
const DATE_TIME_LOCAL = 'YYYY-MM-DDTHH:mm';

export function formatDateTime(iso: string, withSeconds = false): string {
  const value = dayjs(iso);
  return value.isValid() ? value.locale('it').format(withSeconds ? DATE_TIME_SECONDS : DATE_TIME) : iso;
}

/** An ISO instant as the datetime-local field shows it, in the administrator's time zone. */
export function toDateTimeLocal(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format(DATE_TIME_LOCAL) : '';
}

/** A datetime-local value (local time of the administrator) as the ISO instant the API takes. */
export function fromDateTimeLocal(value: string): string {
  return dayjs(value).toISOString();
}

/** 'yyyy-MM-dd' of an epoch, for file names. */
export function calendarDay(epochMs: number): string {
  return dayjs(epochMs).format('YYYY-MM-DD');
}
