/** Dates and times as the employee screens show them: dayjs with the Italian locale (DD/MM/YYYY, HH:mm). */
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import type { CalendarDate, DateRange } from '../../core/domain';

const italian = (value: string) => dayjs(value).locale('it');

/** '15/01/2025' from an ISO instant. */
export const formatDate = (iso: string): string => italian(iso).format('DD/MM/YYYY');

/** '09:30' from an ISO instant, in the browser's time zone. */
export const formatTime = (iso: string): string => italian(iso).format('HH:mm');

/** 'Mercoledì' from an ISO instant. */
export function formatWeekday(iso: string): string {
  const name = italian(iso).format('dddd');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** '01/01/2025' from a calendar day 'yyyy-MM-dd' (parsed as a local day, so no zone shifts it). */
export const formatCalendarDate = (day: CalendarDate): string => dayjs(day, 'YYYY-MM-DD').format('DD/MM/YYYY');

/** '23/11' from a calendar day: a quick range's dates, whose year goes without saying. */
export const formatDayMonth = (day: CalendarDate): string => dayjs(day, 'YYYY-MM-DD').format('DD/MM');

/** The days a quick range stands for: '26/11' for one day, '23/11–29/11' for several. */
export const formatShortRange = ({ startDate, endDate }: DateRange): string =>
  startDate === endDate ? formatDayMonth(startDate) : `${formatDayMonth(startDate)}–${formatDayMonth(endDate)}`;
