/** The wording of a closing, shared by the month's state and 'Storico chiusure'. */
import { useTranslation } from 'react-i18next';
import type { MonthClosure } from '../../../core/contract';
import { dateAndTime } from './month-close-format';

export function useClosureTexts() {
  const { t } = useTranslation();
  /** 'per tutti i dipendenti' / 'per il gruppo Magazzino'. */
  const scope = (closure: MonthClosure) =>
    closure.gruppo_id === null ? t('monthClose.scope.everyone') : t('monthClose.scope.group', { name: closure.gruppo_name ?? `#${closure.gruppo_id}` });
  /** 'Chiuso il 02/12/2026 alle 09:15 da admin'. */
  const closedLine = (closure: MonthClosure) => {
    const { date, time } = dateAndTime(closure.closed_at);
    return closure.closed_by ? t('monthClose.closedOnBy', { date, time, by: closure.closed_by }) : t('monthClose.closedOn', { date, time });
  };
  /** 'Riaperto il 03/12/2026 alle 10:00 da admin'. */
  const reopenedLine = (closure: MonthClosure) => {
    if (!closure.reopened_at) return '';
    const { date, time } = dateAndTime(closure.reopened_at);
    return closure.reopened_by ? t('monthClose.reopenedOnBy', { date, time, by: closure.reopened_by }) : t('monthClose.reopenedOn', { date, time });
  };
  return { scope, closedLine, reopenedLine };
}
