/** How 'Richieste di correzione' words a request's people, days and times (the admin's Italian formats). */
import dayjs from 'dayjs';
import type { CorrectionRequest } from '../../../core/contract';
import { formatCalendarDate, formatTime } from '../../history/date-format';

export { formatCalendarDate };

/** 'Mario Rossi (mario.rossi)', or the username alone. */
export function requesterOf(request: CorrectionRequest): string {
  return request.full_name ? `${request.full_name} (${request.username})` : request.username;
}

/** '17:30', with its date when it falls on another day than the request's (a night shift's check-out: '02:10 (16/01/2025)'). */
export function timeOnDay(iso: string, day: string): string {
  const time = formatTime(iso);
  const date = dayjs(iso);
  return date.isValid() && date.format('YYYY-MM-DD') !== day ? `${time} (${date.format('DD/MM/YYYY')})` : time;
}
