/**
 * 'Calendario assenze' (docs/behaviour.md, "Absences in the admin panel"): a month ('novembre 2026', previous and
 * next) for everyone or one group; a row per employee, a column per day (Sundays and holidays shaded), each cell the
 * codes of the day's absences, pending ones outlined and striped with 'In attesa' as their tooltip. The grid scrolls
 * sideways inside its own box (a focusable region), never the page; the employee column stays in view. A legend
 * names the month's codes.
 */
import { Button, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AbsenceCalendarCell } from '../../../core/contract';
import type { YearMonth } from '../../../core/use-cases/hours';
import { GroupFilterSelect } from '../activities/group-filter-select';
import { Field } from '../shared/field';
import { ListMessages } from '../shared/list-messages';
import type { AbsencesStore } from './absences.store';

const TITLE_ID = 'absence-calendar-title';

/** 'novembre 2026'. */
export const monthName = (month: YearMonth): string => dayjs(`${month}-01`, 'YYYY-MM-DD').locale('it').format('MMMM YYYY');

export const AbsenceCalendarSection = observer(function AbsenceCalendarSection({ store }: { store: AbsencesStore }) {
  const { t } = useTranslation();
  const calendar = store.calendar;
  const { grid } = calendar;
  const month = monthName(calendar.month);
  const typeName = store.types.nameOf;
  const cellText = (cell: AbsenceCalendarCell) =>
    t(cell.status === 'pending' ? 'adminAbsences.calendar.cellPending' : 'adminAbsences.calendar.cellLabel', { code: cell.code, type: typeName(cell.code) });

  return (
    <section aria-labelledby={TITLE_ID} aria-busy={calendar.isLoading} className="absences__calendar">
      <Typography.Title level={2} id={TITLE_ID} className="admin-toolbar__title">
        {t('adminAbsences.calendar.title')}
      </Typography.Title>
      <div className="absences__calendar-controls">
        <nav className="absences__month" aria-label={t('adminAbsences.calendar.monthLabel')}>
          <Button icon={<LeftOutlined aria-hidden />} aria-label={t('adminAbsences.calendar.previous')} onClick={() => void calendar.goToPreviousMonth()} />
          <span className="absences__month-name" aria-live="polite">
            {month}
          </span>
          <Button icon={<RightOutlined aria-hidden />} aria-label={t('adminAbsences.calendar.next')} onClick={() => void calendar.goToNextMonth()} />
        </nav>
        <Field id="absence-calendar-group" label={t('adminAbsences.calendar.group')}>
          {(control) => (
            <GroupFilterSelect
              control={control}
              groups={store.groups}
              value={calendar.groupId}
              allLabel={t('adminAbsences.calendar.allGroups')}
              onChange={(id) => void calendar.setGroup(id)}
            />
          )}
        </Field>
      </div>
      <ListMessages error={calendar.error} onCloseError={calendar.clearError} />
      {grid && grid.rows.length === 0 && <p className="admin-muted">{t('adminAbsences.calendar.empty')}</p>}
      {grid && grid.rows.length > 0 && (
        <div className="absences__grid-box" role="region" aria-label={t('adminAbsences.calendar.gridLabel', { month })} tabIndex={0}>
          <table className="absences__grid">
            <thead>
              <tr>
                <th scope="col" className="absences__grid-name">
                  {t('adminAbsences.calendar.employee')}
                </th>
                {grid.days.map((day) => (
                  <th key={day.date} scope="col" className={day.festive ? 'absences__festive' : undefined}>
                    {day.day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <tr key={row.userId}>
                  <th scope="row" className="absences__grid-name">
                    {row.name}
                  </th>
                  {row.days.map((cells, index) => {
                    const day = grid.days[index]!;
                    const pending = cells.some((cell) => cell.status === 'pending');
                    const classes = ['absences__cell', day.festive && 'absences__festive', cells.length > 0 && 'absences__cell--away', pending && 'absences__cell--pending'];
                    return (
                      <td
                        key={day.date}
                        className={classes.filter(Boolean).join(' ')}
                        title={cells.length > 0 ? cells.map(cellText).join(', ') : undefined}
                      >
                        {cells.map((cell) => (
                          <span key={cell.absence_id} className="absences__cell-code" data-status={cell.status}>
                            {cell.code}
                            {cell.status === 'pending' && <span className="app-visually-hidden"> {t('adminAbsences.calendar.pending')}</span>}
                          </span>
                        ))}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {grid && (
        <div className="absences__legend-box">
          <h3 className="absences__legend-title">{t('adminAbsences.calendar.legend')}</h3>
          {grid.codes.length === 0 && <p className="admin-muted">{t('adminAbsences.calendar.noAbsences')}</p>}
          <ul className="absences__legend">
            {grid.codes.map((code) => (
              <li key={code}>
                <span className="absences__cell-code absences__legend-sample">{code}</span> {typeName(code) !== code && typeName(code)}
              </li>
            ))}
            <li>
              <span className="absences__legend-sample absences__cell--pending" aria-hidden="true" /> {t('adminAbsences.calendar.legendPending')}
            </li>
            <li>
              <span className="absences__legend-sample absences__festive" aria-hidden="true" /> {t('adminAbsences.calendar.legendFestive')}
            </li>
          </ul>
        </div>
      )}
    </section>
  );
});
