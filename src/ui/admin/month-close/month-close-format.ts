/** How 'Chiusura mese' writes its months, people and instants (dayjs 'it', the administrator's time zone). */
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import type { MonthCloseBlocker } from '../../../core/contract';

/** 'novembre 2026'. */
export function monthName(month: string): string {
  const value = dayjs(`${month}-01`);
  return value.isValid() ? value.locale('it').format('MMMM YYYY') : month;
}

/** '02/12/2026' and '09:15' of an ISO instant. */
export function dateAndTime(iso: string): { date: string; time: string } {
  const value = dayjs(iso);
  return value.isValid() ? { date: value.format('DD/MM/YYYY'), time: value.format('HH:mm') } : { date: iso, time: '' };
}

/** 'Mario Rossi (mario.rossi)', or the username alone when no name was given. */
export function employeeName({ full_name, username }: Pick<MonthCloseBlocker, 'full_name' | 'username'>): string {
  return full_name.trim() ? `${full_name} (${username})` : username;
}
