/**
 * 'Turni della settimana' (docs/behaviour.md, "Work schedules"): 'Gruppo', 'Settimana' (any day picks its Monday;
 * previous/next week), then a grid with a row per active member and a column per day ('Lun 23/11'), each cell the
 * planned day ('09:00–18:00', 'Riposo', the holiday, the closure) marked 'Turno del giorno' when set by hand. A cell
 * is a button opening that day's dialog. On a phone the grid scrolls sideways inside its own box (the page does not),
 * its cells 48 px targets.
 */
import { Button, Select, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GruppoListItem, ScheduleWeekDay, ScheduleWeekMember } from '../../../core/contract';
import { italianDate, weekdayOf } from '../../../core/domain';
import { intervalsText } from '../../../core/use-cases/admin';
import { DateField, preloadDateField } from '../../shared/date-field';
import { Field } from '../shared/field';
import { IconAction } from '../shared/icon-action';
import { ListMessages } from '../shared/list-messages';
import type { ScheduleWeekStore } from './schedule-week.store';

const TITLE_ID = 'admin-schedule-week-title';

/** ISO weekday (1 Monday … 7 Sunday) of a day. */
const isoWeekday = (day: string) => ((weekdayOf(day) + 6) % 7) + 1;

export const ScheduleWeekSection = observer(function ScheduleWeekSection({ week, groups }: { week: ScheduleWeekStore; groups: readonly GruppoListItem[] }) {
  const { t } = useTranslation();
  preloadDateField();
  const range = t('schedules.week.range', { from: italianDate(week.monday), to: italianDate(week.sunday) });
  return (
    <section aria-labelledby={TITLE_ID} aria-busy={week.isLoading} className="admin-schedules__week">
      <Typography.Title level={3} id={TITLE_ID}>
        {t('schedules.week.title')}
      </Typography.Title>
      <p className="admin-muted">{t('schedules.week.intro')}</p>
      <div className="schedule-week-filters">
        <Field id="schedule-week-group" label={t('schedules.week.group')}>
          {(control) => (
            <Select
              {...control}
              className="schedule-select"
              placeholder={t('schedules.week.chooseGroup')}
              value={week.groupId ?? undefined}
              onChange={(value: number) => week.setGroup(value)}
              options={groups.map((group) => ({ value: group.id, label: group.descrizione }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          )}
        </Field>
        <Field id="schedule-week-day" label={t('schedules.week.week')} help={range}>
          {(control) => (
            <div className="schedule-week-picker">
              <IconAction label={t('schedules.week.previous')} icon={<LeftOutlined />} onClick={week.previousWeek} />
              <DateField {...control} value={week.monday} onChange={week.showWeekOf} />
              <IconAction label={t('schedules.week.next')} icon={<RightOutlined />} onClick={week.nextWeek} />
            </div>
          )}
        </Field>
      </div>
      <ListMessages error={week.error} onCloseError={week.clearError} />
      {week.groupId === null ? (
        <p className="admin-muted">{t('schedules.week.pickGroup')}</p>
      ) : week.members.length === 0 ? (
        !week.isLoading && !week.error && <p className="admin-muted">{t('schedules.week.noMembers')}</p>
      ) : (
        <WeekGrid week={week} label={t('schedules.week.gridLabel', { from: italianDate(week.monday), to: italianDate(week.sunday) })} />
      )}
    </section>
  );
});

const WeekGrid = observer(function WeekGrid({ week, label }: { week: ScheduleWeekStore; label: string }) {
  const { t } = useTranslation();
  return (
    // The box scrolls, not the page: focusable so the keyboard can scroll it too.
    <div className="schedule-week-grid" role="region" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('schedules.week.employee')}</th>
            {week.days.map((day) => (
              <th key={day} scope="col">
                {t(`schedules.weekdaysShort.${isoWeekday(day)}`)} {italianDate(day).slice(0, 5)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.members.map((member) => (
            <tr key={member.user_id}>
              <th scope="row">{memberName(member)}</th>
              {member.days.map((day) => (
                <td key={day.date}>
                  <DayCell member={member} day={day} onOpen={() => week.openDay(member, day)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** 'Mario Rossi', or the username of an employee without a name. */
export const memberName = (member: Pick<ScheduleWeekMember, 'full_name' | 'username'>): string => member.full_name.trim() || member.username;

function DayCell({ member, day, onOpen }: { member: ScheduleWeekMember; day: ScheduleWeekDay; onOpen(): void }) {
  const { t } = useTranslation();
  const shown = dayText(day, t);
  const when = `${t(`schedules.weekdays.${isoWeekday(day.date)}`)} ${italianDate(day.date)}`;
  const spoken = day.override ? t('schedules.week.cellOverride', { text: shown }) : shown;
  return (
    <Button className={`schedule-week-cell schedule-week-cell--${day.kind}`} onClick={onOpen} aria-label={t('schedules.week.cellLabel', { name: memberName(member), day: when, text: spoken })}>
      {day.kind === 'working' ? (
        day.intervals.map((interval, index) => (
          <span key={index} className="schedule-week-cell__line">
            {intervalsText({ intervals: [interval] })}
          </span>
        ))
      ) : (
        <span>{shown}</span>
      )}
      {day.override && <span className="schedule-week-cell__override">{t('schedules.week.override')}</span>}
    </Button>
  );
}

/** What a cell says of its day. */
function dayText(day: ScheduleWeekDay, t: (key: string) => string): string {
  switch (day.kind) {
    case 'working':
      return intervalsText(day);
    case 'rest':
      return t('schedules.week.rest');
    case 'holiday':
      return day.holiday_name ?? t('schedules.week.rest');
    case 'closure':
      return day.closure_name ?? t('schedules.week.rest');
    default:
      return t('schedules.week.unscheduled');
  }
}
