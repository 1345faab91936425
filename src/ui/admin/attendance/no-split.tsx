/**
 * '—' for 'Ordinarie' and 'Straordinario' over a period that plans nothing (no template in force: the minutes are
 * worked, neither ordinary nor overtime; docs/behaviour.md, "Attendance report"), saying why to a tooltip and a screen
 * reader rather than showing a misleading 0:00.
 */
import { useTranslation } from 'react-i18next';

export function NoSplit() {
  const { t } = useTranslation();
  return (
    <span className="admin-muted" title={t('attendance.noSplit')}>
      <span aria-hidden="true">{t('attendance.days.none')}</span>
      <span className="app-visually-hidden">{t('attendance.noSplit')}</span>
    </span>
  );
}
