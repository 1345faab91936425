/**
 * A day's planned figures in 'Le mie ore' (docs/behaviour.md, "My hours", "Work schedules"): the kind of a holiday,
 * closure or rest day, one line 'Teorico 8:00 · Straordinario 0:30 · Ritardo 0:25', and the working-time checks the
 * day fails as tags. What to show is the core's (plannedFigures, failedDayChecks); this only words it.
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlannedDay } from '../../core/contract';
import { formatWorkedMinutes } from '../../core/domain';
import { failedDayChecks, plannedFigures, type PlannedFigure, type WorkingTimeCheck } from '../../core/use-cases/shared';

const FIGURE_KEYS: Record<PlannedFigure, string> = {
  planned: 'hours.figures.planned',
  overtime: 'hours.figures.overtime',
  late: 'hours.figures.late',
  earlyExit: 'hours.figures.earlyExit',
  missing: 'hours.figures.missing',
  night: 'hours.figures.night',
  holiday: 'hours.figures.holiday',
};

const CHECK_KEYS: Record<WorkingTimeCheck, string> = {
  shortRest: 'hours.checks.shortRest',
  noBreak: 'hours.checks.noBreak',
  noWeeklyRest: 'hours.checks.noWeeklyRest',
  overAverage: 'hours.checks.overAverage',
};

export function PlannedDayLines({ day }: { day: PlannedDay }) {
  const { t } = useTranslation();
  const kind = kindText(day, t);
  const figures = plannedFigures(day);
  const checks = failedDayChecks(day);
  return (
    <>
      {kind && <p className="worked-day__kind">{kind}</p>}
      {figures.length > 0 && (
        <p className="worked-day__figures">
          {figures.map(({ figure, minutes }) => `${t(FIGURE_KEYS[figure])} ${formatWorkedMinutes(minutes)}`).join(' · ')}
        </p>
      )}
      {checks.length > 0 && (
        <div className="worked-day__tags">
          {checks.map((check) => (
            <Tag key={check} color="orange">
              {t(CHECK_KEYS[check])}
            </Tag>
          ))}
        </div>
      )}
    </>
  );
}

function kindText(day: PlannedDay, t: (key: string, values?: Record<string, string>) => string): string | null {
  switch (day.kind) {
    case 'holiday':
      return day.holiday_name ? t('hours.kind.holidayNamed', { name: day.holiday_name }) : t('hours.kind.holiday');
    case 'closure':
      return day.closure_name ? t('hours.kind.closureNamed', { name: day.closure_name }) : t('hours.kind.closure');
    case 'rest':
      return t('hours.kind.rest');
    default:
      return null;
  }
}
