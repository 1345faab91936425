/**
 * An expanded row of 'Report Presenze': the employee's days of the period, each with its date and Italian weekday,
 * 'Prima entrata', 'Ultima uscita' (HH:MM), 'Ore', its flags in plain words and 'Vedi timbrature', which opens
 * 'Attività Sistema' on that employee and day. A list, not a table: on a phone each day wraps onto its own lines.
 */
import { Alert, Spin, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DayFlags, WorkedDay } from '../../../core/contract';
import { formatWorkedMinutes, weekdayOf } from '../../../core/domain';
import { dayActivitiesQuery } from '../../../core/use-cases/admin';
import { Link } from '../../app/navigation';
import { formatCalendarDate, formatTime } from '../../history/date-format';
import { useDisplayText } from '../../shared/use-display-text';
import type { EmployeeDaysStore } from './employee-days.store';

/** The flags in the order the sheet and 'Le mie ore' show them, each with its tag colour. */
const FLAGS: ReadonlyArray<readonly [keyof DayFlags, string]> = [
  ['missing_check_out', 'red'],
  ['invalid', 'orange'],
  ['off_site', 'purple'],
  ['corrected', 'blue'],
];

export const AttendanceDays = observer(function AttendanceDays({ days, name }: { days: EmployeeDaysStore; name: string }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  if (days.isLoading && !days.worked) {
    return (
      <div role="status" className="attendance-days__status">
        <Spin size="small" /> {t('attendance.days.loading')}
      </div>
    );
  }
  if (days.error) return <Alert type="error" showIcon role="alert" title={text(days.error)} />;
  const worked = days.worked?.days ?? [];
  if (worked.length === 0) return <p className="admin-muted attendance-days__status">{t('attendance.days.empty')}</p>;
  return (
    <ul className="attendance-days" aria-label={t('attendance.days.label', { name })}>
      {worked.map((day) => (
        <AttendanceDay key={day.date} day={day} userId={days.employee.userId} />
      ))}
    </ul>
  );
});

function AttendanceDay({ day, userId }: { day: WorkedDay; userId: number }) {
  const { t } = useTranslation();
  const none = t('attendance.days.none');
  const date = formatCalendarDate(day.date);
  return (
    <li className="attendance-day" data-date={day.date}>
      <div className="attendance-day__date">
        <strong>{date}</strong> <span className="admin-muted">{t(`attendance.weekday.${weekdayOf(day.date)}`)}</span>
      </div>
      <dl className="attendance-day__times">
        <div>
          <dt>{t('attendance.days.firstIn')}</dt>
          <dd>{day.first_in ? formatTime(day.first_in) : none}</dd>
        </div>
        <div>
          <dt>{t('attendance.days.lastOut')}</dt>
          <dd>{day.last_out ? formatTime(day.last_out) : day.in_progress ? t('attendance.days.inProgress') : none}</dd>
        </div>
        <div>
          <dt>{t('attendance.days.hours')}</dt>
          <dd>{formatWorkedMinutes(day.worked_minutes)}</dd>
        </div>
      </dl>
      <div className="attendance-day__flags">
        {FLAGS.filter(([flag]) => day.flags[flag]).map(([flag, color]) => (
          <Tag key={flag} color={color}>
            {t(`attendance.flags.${flag}`)}
          </Tag>
        ))}
      </div>
      <Link
        className="attendance-day__link"
        to={`/dashboard_admin/activities${dayActivitiesQuery(userId, day.date)}`}
        aria-label={t('attendance.days.seePunchesOf', { date })}
      >
        {t('attendance.days.seePunches')}
      </Link>
    </li>
  );
}
