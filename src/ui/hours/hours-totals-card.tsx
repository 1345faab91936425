/**
 * The month's totals (docs/behaviour.md, "My hours"): days worked, total hours (h:mm), days with anomalies; and, when
 * the month has a plan, 'Ore teoriche' against them, 'Straordinario', 'Ritardo' and 'Ore mancanti', and 'Assenze' (the
 * planned time approved absences justified) when there was any.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatWorkedMinutes } from '../../core/domain';
import type { MyHoursStore } from './my-hours.store';

export const HoursTotalsCard = observer(function HoursTotalsCard({ store }: { store: MyHoursStore }) {
  const { t } = useTranslation();
  const totals = store.totals;
  const planned = store.plannedTotals;
  if (!totals) return null;
  return (
    <section className="hours-totals" aria-label={t('hours.totals.title')}>
      <dl>
        <div className="hours-totals__item">
          <dt>{t('hours.totals.daysWorked')}</dt>
          <dd>{totals.days_worked}</dd>
        </div>
        <div className="hours-totals__item">
          <dt>{t('hours.totals.workedTime')}</dt>
          <dd>{formatWorkedMinutes(totals.worked_minutes)}</dd>
        </div>
        <div className={`hours-totals__item${totals.anomaly_days > 0 ? ' hours-totals__item--anomalies' : ''}`}>
          <dt>{t('hours.totals.anomalyDays')}</dt>
          <dd>{totals.anomaly_days}</dd>
        </div>
      </dl>
      {planned && (
        <dl className="hours-totals__planned">
          <Figure label={t('hours.totals.planned')} minutes={planned.planned_minutes} />
          <Figure label={t('hours.totals.overtime')} minutes={planned.overtime_minutes} />
          <Figure label={t('hours.totals.late')} minutes={planned.late_minutes} warn />
          <Figure label={t('hours.totals.missing')} minutes={planned.missing_minutes} warn />
          {planned.absence_minutes > 0 && <Figure label={t('hours.totals.absences')} minutes={planned.absence_minutes} />}
        </dl>
      )}
    </section>
  );
});

function Figure({ label, minutes, warn = false }: { label: string; minutes: number; warn?: boolean }) {
  return (
    <div className={`hours-totals__item${warn && minutes > 0 ? ' hours-totals__item--anomalies' : ''}`}>
      <dt>{label}</dt>
      <dd>{formatWorkedMinutes(minutes)}</dd>
    </div>
  );
}
