/**
 * One day of 'Le mie ore' (docs/behaviour.md, "My hours"): weekday and date, worked time (h:mm), each entrata/uscita
 * pair (a moved punch with its original time, an added one marked; an absence says it has none), its approved
 * absences ('FE Ferie'; a day of them without punches lists no 'Nessuna timbratura'), its planned figures and kind, the flags and the working-time checks in plain words, the state of its correction requests, and
 * 'Richiedi correzione'.
 */
import { Button, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorrectionRequest, DayPunch, WorkedDay } from '../../core/contract';
import { formatWorkedMinutes } from '../../core/domain';
import { punchPairs } from '../../core/use-cases/hours';
import type { ListedDay } from '../../core/use-cases/shared';
import { formatTime } from '../history/date-format';
import { formatDayWithWeekday } from './hours-format';
import type { MyHoursStore } from './my-hours.store';
import { DayAbsences } from './day-absences';
import { PlannedDayLines } from './planned-day-lines';

const FLAG_TAGS = [
  { flag: 'missing_check_out', key: 'hours.flags.missingCheckOut', color: 'error' },
  { flag: 'invalid', key: 'hours.flags.invalid', color: 'error' },
  { flag: 'off_site', key: 'hours.flags.offSite', color: 'warning' },
  { flag: 'corrected', key: 'hours.flags.corrected', color: 'blue' },
] as const;

export const WorkedDayCard = observer(function WorkedDayCard({ entry, store }: { entry: ListedDay; store: MyHoursStore }) {
  const { t } = useTranslation();
  const titleId = useId();
  const day = entry.worked;
  const requests = day ? store.requestsOf(day) : [];
  return (
    <li className="worked-day" aria-labelledby={titleId}>
      <div className="worked-day__head">
        <h3 id={titleId} className="worked-day__date">
          {formatDayWithWeekday(entry.date)}
        </h3>
        <span className="worked-day__worked">
          <span className="app-visually-hidden">{t('hours.day.workedLabel')} </span>
          <span>{formatWorkedMinutes(day?.worked_minutes ?? 0)}</span>
        </span>
      </div>
      {day ? (
        <ul className="worked-day__pairs">
          {punchPairs(day).map((pair, index) => (
            <li key={pair.in?.id ?? pair.out?.id ?? index}>
              <PunchTime label={t('hours.day.in')} punch={pair.in} /> · <PunchTime label={t('hours.day.out')} punch={pair.out} />
            </li>
          ))}
        </ul>
      ) : (
        // A day of approved absence says what it was instead (DayAbsences).
        !entry.planned?.absences.length && <p className="worked-day__absent">{t('hours.day.noPunches')}</p>
      )}
      {entry.planned && <DayAbsences day={entry.planned} />}
      {entry.planned && <PlannedDayLines day={entry.planned} />}
      {day && <DayTags day={day} />}
      {requests.map((request) => (
        <RequestState key={request.id} request={request} />
      ))}
      {day && store.canRequestCorrection(day) && (
        <Button size="large" className="worked-day__action" icon={<EditOutlined aria-hidden />} onClick={() => store.openCorrection(day)}>
          {t('hours.correction.open')}
        </Button>
      )}
    </li>
  );
});

function PunchTime({ label, punch }: { label: string; punch: DayPunch | null }) {
  const { t } = useTranslation();
  return (
    <span>
      {label} <strong>{punch ? formatTime(punch.timestamp) : t('hours.day.noTime')}</strong>
      {punch?.original_timestamp && <span className="worked-day__note"> {t('hours.day.original', { time: formatTime(punch.original_timestamp) })}</span>}
      {punch?.is_added && <span className="worked-day__note"> {t('hours.day.added')}</span>}
    </span>
  );
}

function DayTags({ day }: { day: WorkedDay }) {
  const { t } = useTranslation();
  const tags = FLAG_TAGS.filter(({ flag }) => day.flags[flag]);
  if (tags.length === 0 && !day.in_progress) return null;
  return (
    <div className="worked-day__tags">
      {day.in_progress && <Tag color="processing">{t('hours.flags.inProgress')}</Tag>}
      {tags.map(({ key, color }) => (
        <Tag key={key} color={color}>
          {t(key)}
        </Tag>
      ))}
    </div>
  );
}

function RequestState({ request }: { request: CorrectionRequest }) {
  const { t } = useTranslation();
  const text =
    request.status === 'pending'
      ? t('hours.request.pending')
      : request.status === 'approved'
        ? t('hours.request.approved')
        : t('hours.request.refused', { reason: request.refusal_reason });
  return <p className={`worked-day__request worked-day__request--${request.status}`}>{text}</p>;
}
