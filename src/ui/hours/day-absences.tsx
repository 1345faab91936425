/**
 * A day's approved absences in 'Le mie ore' (docs/behaviour.md, "My hours", "My absences"): one line each, its code and
 * name, with the hours for part of a day ('FE Ferie', 'ROL Permesso ROL 2:00'); they justify the day's planned time,
 * so the day misses nothing for them. Punches on a day of ferie or malattia get the warning tag 'Timbratura in giorno
 * di assenza'.
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DayAbsence, PlannedDay } from '../../core/contract';
import { formatWorkedMinutes } from '../../core/domain';

const absenceText = (absence: DayAbsence): string =>
  absence.whole_day ? `${absence.code} ${absence.name}` : `${absence.code} ${absence.name} ${formatWorkedMinutes(absence.minutes)}`;

export function DayAbsences({ day }: { day: PlannedDay }) {
  const { t } = useTranslation();
  if (day.absences.length === 0 && !day.punched_on_absence) return null;
  return (
    <>
      {day.absences.length > 0 && (
        <ul className="worked-day__absences" aria-label={t('hours.absences.label')}>
          {day.absences.map((absence) => (
            <li key={absence.absence_id} className="worked-day__absence">
              {absenceText(absence)}
            </li>
          ))}
        </ul>
      )}
      {day.punched_on_absence && (
        <div className="worked-day__tags">
          <Tag color="warning">{t('hours.absences.punchedOnAbsence')}</Tag>
        </div>
      )}
    </>
  );
}
