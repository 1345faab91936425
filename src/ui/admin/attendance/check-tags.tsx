/**
 * The working-time checks (D.Lgs. 66/2003) a period flagged, as 'Report Presenze' shows them (docs/behaviour.md,
 * "Attendance report"): one short tag per check flagged at least once ('Riposo < 11 h: 2'), its full wording
 * ('Riposo giornaliero < 11 h: 2 giorni') as tooltip and for screen readers; none flagged: a muted '—' (in a cell).
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlannedTotals } from '../../../core/contract';
import { flaggedCheckCounts } from '../../../core/use-cases/shared';

/** `quiet`: nothing at all when no check is flagged (a totals line, where a lone '—' would read as a figure). */
export function CheckCountTags({ totals, quiet = false }: { totals: PlannedTotals; quiet?: boolean }) {
  const { t } = useTranslation();
  const flagged = flaggedCheckCounts(totals);
  if (flagged.length === 0) {
    if (quiet) return null;
    return (
      <span className="admin-muted" title={t('attendance.noChecks')}>
        <span aria-hidden="true">{t('attendance.days.none')}</span>
        <span className="app-visually-hidden">{t('attendance.noChecks')}</span>
      </span>
    );
  }
  return (
    <span className="attendance-checks">
      {flagged.map(({ check, count }) => {
        const full = t(`attendance.checks.full.${check}`, { count });
        return (
          <Tag key={check} color="orange" title={full}>
            <span aria-hidden="true">{t(`attendance.checks.short.${check}`, { count })}</span>
            <span className="app-visually-hidden">{full}</span>
          </Tag>
        );
      })}
    </span>
  );
}
