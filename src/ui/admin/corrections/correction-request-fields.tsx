/**
 * What 'Richieste di correzione' shows of a request, the same in the desktop's table columns and the phone's cards:
 * who, the day, the punch (Check-in/Check-out and its time), what is asked ('Uscita mancante', 'Orario errato'), the
 * proposed time, the employee's reason, when it was asked; for decided ones who decided and when; for refused ones
 * the refusal's reason. The day links to the employee's punches of that day in 'Attività Sistema'.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorrectionRequest, CorrectionStatus } from '../../../core/contract';
import { dayActivitiesQuery } from '../../../core/use-cases/admin';
import { Link } from '../../app/navigation';
import { formatDateTime } from '../shared/format-date-time';
import { formatCalendarDate, requesterOf, timeOnDay } from './correction-format';

export type CorrectionField = 'employee' | 'day' | 'punch' | 'kind' | 'proposed' | 'reason' | 'createdAt' | 'decided' | 'refusalReason';

const ALWAYS: readonly CorrectionField[] = ['employee', 'day', 'punch', 'kind', 'proposed', 'reason', 'createdAt'];

/** The fields of the requests of one status. */
export function fieldsOf(status: CorrectionStatus): CorrectionField[] {
  if (status === 'pending') return [...ALWAYS];
  return status === 'refused' ? [...ALWAYS, 'decided', 'refusalReason'] : [...ALWAYS, 'decided'];
}

/** The id of the element naming the request's employee (the decision buttons' description). */
export const requesterId = (request: CorrectionRequest) => `correction-request-${request.id}`;

/** A field's label (the column's title) and its content for one request. */
export function useCorrectionFields() {
  const { t } = useTranslation();
  const label = (field: CorrectionField) => t(`corrections.columns.${field}`);
  const render = (field: CorrectionField, request: CorrectionRequest): ReactNode => {
    const day = request.business_date;
    switch (field) {
      case 'employee':
        return <strong id={requesterId(request)}>{requesterOf(request)}</strong>;
      case 'day': {
        // The day's punches of the employee in 'Attività Sistema', where the correction shows once approved.
        const date = formatCalendarDate(day);
        return (
          <Link
            className="corrections__day-link"
            to={`/dashboard_admin/activities${dayActivitiesQuery(request.user_id, day)}`}
            aria-label={t('corrections.seePunchesOf', { who: requesterOf(request), date })}
          >
            {date}
          </Link>
        );
      }
      case 'punch':
        return t('corrections.punch', { type: t(request.entry_type === 'IN' ? 'entry.in' : 'entry.out'), time: timeOnDay(request.punch_timestamp, day) });
      case 'kind':
        return t(`corrections.kind.${request.kind}`);
      case 'proposed':
        return <strong>{timeOnDay(request.proposed_timestamp, day)}</strong>;
      case 'reason':
        return <div className="corrections__text">{request.reason}</div>;
      case 'createdAt':
        return formatDateTime(request.created_at);
      case 'decided':
        return request.decided_by ? t('corrections.decidedBy', { who: request.decided_by, when: request.decided_at ? formatDateTime(request.decided_at) : '' }) : '';
      case 'refusalReason':
        return <div className="corrections__text">{request.refusal_reason}</div>;
    }
  };
  return { label, render };
}
