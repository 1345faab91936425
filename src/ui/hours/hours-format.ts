/** The month and the day as 'Le mie ore' writes them: 'Novembre 2026', 'Lunedì 17/11/2026' (dayjs, Italian). */
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import type { YearMonth } from '../../core/use-cases/hours';
import { formatCalendarDate } from '../history/date-format';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const formatMonth = (month: YearMonth): string => capitalized(dayjs(`${month}-01`, 'YYYY-MM-DD').locale('it').format('MMMM YYYY'));

/** A calendar day 'yyyy-MM-dd' with its weekday, parsed as a local day so that no zone shifts it. */
export const formatDayWithWeekday = (day: string): string =>
  `${capitalized(dayjs(day, 'YYYY-MM-DD').locale('it').format('dddd'))} ${formatCalendarDate(day)}`;
