/**
 * One day of an open row of 'Report Presenze' (docs/behaviour.md, "Attendance report"): its date and Italian weekday,
 * what kind of day it was (the holiday's or closure's name, 'Riposo', 'Senza orario', 'Assenza'; a day with approved
 * absences shows their codes instead, 'FE' with 'Ferie' as tooltip), 'Prima entrata', 'Ultima uscita' (HH:MM), 'Ore',
 * its non-zero planned figures ('Teorico', 'Straordinario', 'Ritardo', 'Uscita anticipata', 'Ore mancanti',
 * 'Assenze', 'Notturno', 'Festivo'), its flags and working-time checks as tags ('Timbratura in giorno di assenza' for
 * punches on a day of ferie), 'Offline' and 'Posizione sospetta' when its punches say so (for review, with the delays
 * and the reasons as tooltip), 'Chiusura automatica' for a check-out the server wrote (its time as tooltip), and, for
 * a day with punches, 'Vedi timbrature', which opens 'Attività Sistema' on that employee and day.
 */
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DayFlags, PlannedDay } from '../../../core/contract';
import { dayPunchOrigin, formatWorkedMinutes, weekdayOf } from '../../../core/domain';
import { dayActivitiesQuery } from '../../../core/use-cases/admin';
import { failedDayChecks, plannedFigures, type ListedDay, type WorkingTimeCheck } from '../../../core/use-cases/shared';
import { Link } from '../../app/navigation';
import { formatCalendarDate, formatTime } from '../../history/date-format';
import { DayAutoClosedTag, DayOfflineTag, PositionSignalsTag } from '../shared/punch-origin-tags';

/** The flags in the order the sheet and 'Le mie ore' show them, each with its tag colour. */
const FLAGS: ReadonlyArray<readonly [keyof DayFlags, string]> = [
  ['missing_check_out', 'red'],
  ['invalid', 'orange'],
  ['off_site', 'purple'],
  ['corrected', 'blue'],
];

interface AttendanceDayProps {
  row: ListedDay;
  userId: number;
  /** Without any plan in the period, no day says 'Senza orario': the whole period is (the totals say so). */
  periodHasPlan: boolean;
}

export function AttendanceDay({ row, userId, periodHasPlan }: AttendanceDayProps) {
  const { t } = useTranslation();
  const none = t('attendance.days.none');
  const date = formatCalendarDate(row.date);
  const { worked, planned } = row;
  const kind = planned ? kindOf(planned, worked === null, periodHasPlan) : null;
  const origin = dayPunchOrigin(worked?.punches ?? []);
  return (
    <li className="attendance-day" data-date={row.date}>
      <div className="attendance-day__date">
        <strong>{date}</strong> <span className="admin-muted">{t(`attendance.weekday.${weekdayOf(row.date)}`)}</span>
        {kind && <Tag className="attendance-day__kind">{'name' in kind ? kind.name : t(`attendance.days.kind.${kind.key}`)}</Tag>}
        {planned?.absences.map((absence) => (
          <Tag key={absence.absence_id} color="geekblue" className="attendance-day__absence" title={absence.name}>
            <span aria-hidden="true">{absence.code}</span>
            <span className="app-visually-hidden">{t('attendance.days.absenceOf', { code: absence.code, name: absence.name })}</span>
          </Tag>
        ))}
      </div>
      <dl className="attendance-day__times">
        <div>
          <dt>{t('attendance.days.firstIn')}</dt>
          <dd>{worked?.first_in ? formatTime(worked.first_in) : none}</dd>
        </div>
        <div>
          <dt>{t('attendance.days.lastOut')}</dt>
          <dd>{worked?.last_out ? formatTime(worked.last_out) : worked?.in_progress ? t('attendance.days.inProgress') : none}</dd>
        </div>
        <div>
          <dt>{t('attendance.days.hours')}</dt>
          <dd>{formatWorkedMinutes(worked?.worked_minutes ?? 0)}</dd>
        </div>
        {planned &&
          plannedFigures(planned).map(({ figure, minutes }) => (
            <div key={figure} className={`attendance-day__figure attendance-day__figure--${figure}`}>
              <dt>{t(`attendance.days.figures.${figure}`)}</dt>
              <dd>{formatWorkedMinutes(minutes)}</dd>
            </div>
          ))}
        {planned && planned.absence_minutes > 0 && (
          <div className="attendance-day__figure attendance-day__figure--absence">
            <dt>{t('attendance.days.figures.absence')}</dt>
            <dd>{formatWorkedMinutes(planned.absence_minutes)}</dd>
          </div>
        )}
      </dl>
      <div className="attendance-day__flags">
        {planned?.punched_on_absence && <Tag color="red">{t('attendance.days.punchedOnAbsence')}</Tag>}
        {worked &&
          FLAGS.filter(([flag]) => worked.flags[flag]).map(([flag, color]) => (
            <Tag key={flag} color={color}>
              {t(`attendance.flags.${flag}`)}
            </Tag>
          ))}
        <DayOfflineTag
          punches={origin.offline.map(({ punch, delaySeconds }) => ({ entryType: punch.entry_type, time: formatTime(punch.timestamp), delaySeconds }))}
        />
        <PositionSignalsTag signals={origin.signals} />
        <DayAutoClosedTag times={origin.autoClosed.map((punch) => formatTime(punch.timestamp))} />
        {planned &&
          failedDayChecks(planned).map((check) => (
            <Tag key={check} color="orange" title={checkDetail(planned, check, t)}>
              {t(`attendance.checks.day.${check}`)}
            </Tag>
          ))}
      </div>
      {worked && (
        <Link
          className="attendance-day__link"
          to={`/dashboard_admin/activities${dayActivitiesQuery(userId, row.date)}`}
          aria-label={t('attendance.days.seePunchesOf', { date })}
        >
          {t('attendance.days.seePunches')}
        </Link>
      )}
    </li>
  );
}

type DayKind = { name: string } | { key: 'rest' | 'unscheduled' | 'absence' };

/** What the day was besides a working day; a working day with punches, or with approved absences, says nothing. */
function kindOf(day: PlannedDay, absent: boolean, periodHasPlan: boolean): DayKind | null {
  if (day.holiday_name) return { name: day.holiday_name };
  if (day.closure_name) return { name: day.closure_name };
  if (day.kind === 'rest') return { key: 'rest' };
  if (day.kind === 'unscheduled') return periodHasPlan ? { key: 'unscheduled' } : null;
  // An approved absence names itself by its code (the tags beside): 'Assenza' is for a day nobody justified.
  return absent && day.planned_minutes > 0 && day.absences.length === 0 ? { key: 'absence' } : null;
}

/** The check's measure, for its tooltip: the rest's length (art. 7), the stretch without a break (art. 8). */
function checkDetail(day: PlannedDay, check: WorkingTimeCheck, t: TFunction): string | undefined {
  const { short_rest_minutes: rest, no_break_minutes: stretch } = day.checks;
  if (check === 'shortRest' && rest !== null) return t('attendance.checks.dayDetail.shortRest', { rest: formatWorkedMinutes(rest) });
  if (check === 'noBreak' && stretch !== null) return t('attendance.checks.dayDetail.noBreak', { stretch: formatWorkedMinutes(stretch) });
  return undefined;
}
