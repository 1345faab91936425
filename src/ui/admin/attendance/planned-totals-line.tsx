/**
 * The period's planned totals under an open row's days (docs/behaviour.md, "Attendance report"): 'Teorico',
 * 'Ordinarie', 'Straordinario', 'Ritardo' with the days late, 'Uscita anticipata', 'Ore mancanti', 'Assenze',
 * 'Notturno', 'Festivo', the working-time checks flagged, and the days punched on a day of absence. Over a period that plans nothing, 'Ordinarie' and 'Straordinario'
 * read '—' (no split).
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlannedTotals } from '../../../core/contract';
import { formatWorkedMinutes } from '../../../core/domain';
import { CheckCountTags } from './check-tags';
import { NoSplit } from './no-split';

type Figure = 'planned' | 'ordinary' | 'overtime' | 'late' | 'earlyExit' | 'missing' | 'absence' | 'night' | 'holiday';

const MINUTES: ReadonlyArray<readonly [Figure, (totals: PlannedTotals) => number]> = [
  ['planned', (totals) => totals.planned_minutes],
  ['ordinary', (totals) => totals.ordinary_minutes],
  ['overtime', (totals) => totals.overtime_minutes],
  ['late', (totals) => totals.late_minutes],
  ['earlyExit', (totals) => totals.early_exit_minutes],
  ['missing', (totals) => totals.missing_minutes],
  // 'Assenze': the planned time approved absences justified (docs/behaviour.md, "Absences").
  ['absence', (totals) => totals.absence_minutes],
  ['night', (totals) => totals.night_minutes],
  ['holiday', (totals) => totals.holiday_minutes],
];

const SPLIT: ReadonlySet<Figure> = new Set(['ordinary', 'overtime']);

export function PlannedTotalsLine({ totals, hasPlan, name }: { totals: PlannedTotals; hasPlan: boolean; name: string }) {
  const { t } = useTranslation();
  return (
    <section className="attendance-totals" aria-label={t('attendance.days.totalsOf', { name })}>
      <strong className="attendance-totals__title">{t('attendance.days.totals')}</strong>
      <dl className="attendance-day__times">
        {MINUTES.map(([figure, minutes]) => (
          // Only a figure that is not zero stands out (attendance.css): a 0:00 in red would cry wolf.
          <div key={figure} className={`attendance-day__figure${minutes(totals) > 0 ? ` attendance-day__figure--${figure}` : ''}`}>
            <dt>{t(`attendance.days.figures.${figure}`)}</dt>
            <dd>
              {!hasPlan && SPLIT.has(figure) ? <NoSplit /> : formatWorkedMinutes(minutes(totals))}
              {figure === 'late' && totals.late_days > 0 && (
                <span className="admin-muted attendance-totals__late-days"> ({t('attendance.days.lateDays', { count: totals.late_days })})</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <CheckCountTags totals={totals} quiet />
      {totals.punched_on_absence_days > 0 && (
        <Tag color="red">{t('attendance.days.punchedOnAbsenceDays', { count: totals.punched_on_absence_days })}</Tag>
      )}
    </section>
  );
}
