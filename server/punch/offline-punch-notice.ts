/**
 * The staff's notification of a refused offline punch (docs/behaviour.md, "Offline punches"): who, which punch, the
 * phone's time and why, in Italian. A refused punch is never dropped in silence: the employee sees it on the phone,
 * the administrators and the person's managers read this.
 */
import type { OfflinePunchAction, OfflinePunchRefusal } from '../../src/core/contract';

export const OFFLINE_PUNCH_REFUSED_NOTICE = 'OFFLINE_PUNCH_REFUSED';

const ACTION: Record<OfflinePunchAction, string> = { check_in: 'check-in', check_out: 'check-out' };

const REASON: Record<OfflinePunchRefusal, (maxAgeHours: number) => string> = {
  too_old: (hours) => `è arrivata più di ${hours} ore dopo`,
  later_punch_exists: () => 'risulta già una timbratura successiva',
  already_checked_in: () => 'risultava già un check-in aperto',
  not_checked_in: () => 'non risultava un check-in aperto da chiudere',
  month_closed: () => 'il mese è chiuso',
  location_not_authorized: () => 'nessuna sede autorizzata per la timbratura',
};

/** '{name} ({username}): timbratura offline di check-in del 28/11/2026 alle 08:58 (ora del telefono) rifiutata: {reason}.' */
export function offlinePunchRefusedMessage(input: {
  fullName: string;
  username: string;
  action: OfflinePunchAction;
  deviceTime: Date;
  timezone: string;
  refusal: OfflinePunchRefusal;
  maxAgeHours: number;
}): string {
  const who = input.fullName ? `${input.fullName} (${input.username})` : input.username;
  const { day, time } = wallClock(input.deviceTime, input.timezone);
  return `${who}: timbratura offline di ${ACTION[input.action]} del ${day} alle ${time} (ora del telefono) rifiutata: ${REASON[input.refusal](input.maxAgeHours)}.`;
}

function wallClock(at: Date, timezone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('day')}/${part('month')}/${part('year')}`, time: `${part('hour')}:${part('minute')}` };
}
