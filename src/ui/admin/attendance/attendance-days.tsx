/**
 * An expanded row of 'Report Presenze': the employee's days of the period (attendance-day.tsx), the days with punches
 * and the absences (planned time, no punches) by date, then the period's planned totals. A list, not a table: on a
 * phone each day wraps onto its own lines.
 */
import { Alert, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { AttendanceDay } from './attendance-day';
import type { EmployeeDaysStore } from './employee-days.store';
import { PlannedTotalsLine } from './planned-totals-line';

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
  const { rows } = days;
  if (rows.length === 0) return <p className="admin-muted attendance-days__status">{t('attendance.days.empty')}</p>;
  return (
    <>
      <ul className="attendance-days" aria-label={t('attendance.days.label', { name })}>
        {rows.map((row) => (
          <AttendanceDay key={row.date} row={row} userId={days.employee.userId} periodHasPlan={days.hasPlan} />
        ))}
      </ul>
      {days.plannedTotals && <PlannedTotalsLine totals={days.plannedTotals} hasPlan={days.hasPlan} name={name} />}
    </>
  );
});
