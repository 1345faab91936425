/**
 * 'Orario di oggi' in words (docs/behaviour.md, "Employee dashboard"): 'Orario di oggi: 09:00–13:00, 14:00–18:00'
 * with 'Tolleranza 10 min' and 'Ingresso flessibile 08:30–09:30' when set and 'Turno del giorno' when an administrator
 * set the day; 'Oggi: riposo', 'Oggi: festivo (Natale)', 'Oggi: chiusura aziendale (…)'. Nothing without a plan in
 * force or when the plan could not be read. Plain text, no antd: the phone's dashboard wraps it in the light kit's card.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TodayPlan } from '../../core/use-cases/hours/load-today-schedule.use-case';
import type { TodayScheduleStore } from './today-schedule.store';

export const TodayScheduleLines = observer(function TodayScheduleLines({ store }: { store: TodayScheduleStore }) {
  const plan = store.plan;
  return plan ? <PlanLines plan={plan} /> : null;
});

function PlanLines({ plan }: { plan: TodayPlan }) {
  const { t } = useTranslation();
  switch (plan.kind) {
    case 'working': {
      const details = [
        plan.toleranceMinutes > 0 ? t('dashboard.today.tolerance', { minutes: plan.toleranceMinutes }) : null,
        plan.flexBand ? t('dashboard.today.flexible', plan.flexBand) : null,
      ].filter(Boolean);
      return (
        <>
          <p className="today-schedule__line">
            {t('dashboard.today.working', { intervals: plan.intervals.join(', ') })}
            {plan.isOverride && <span className="today-schedule__override">{t('dashboard.today.override')}</span>}
          </p>
          {details.length > 0 && <p className="today-schedule__details">{details.join(' · ')}</p>}
        </>
      );
    }
    case 'rest':
      return <p className="today-schedule__line">{t('dashboard.today.rest')}</p>;
    case 'holiday':
      return <p className="today-schedule__line">{plan.name ? t('dashboard.today.holidayNamed', { name: plan.name }) : t('dashboard.today.holiday')}</p>;
    case 'closure':
      return <p className="today-schedule__line">{plan.name ? t('dashboard.today.closureNamed', { name: plan.name }) : t('dashboard.today.closure')}</p>;
  }
}
