/**
 * The period and filters of 'Report Presenze': two days, the quick ranges ('Questo mese', 'Mese scorso', 'Questa
 * settimana', pressed when the period is one), 'Gruppo' and 'Utente' (the activities' server-searched select).
 */
import { Button, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_PRESETS } from '../../../core/use-cases/admin';
import { UserFilterSelect } from '../activities/user-filter-select';
import { GroupFilterSelect } from '../activities/group-filter-select';
import { Field } from '../shared/field';
import type { AttendanceStore } from './attendance.store';

/** The 'Tutti i gruppi' option (antd options cannot have a null value). */

export const AttendanceFilters = observer(function AttendanceFilters({ store }: { store: AttendanceStore }) {
  const { t } = useTranslation();
  return (
    <div className="admin-filters attendance-filters">
      <div className="attendance-filters__presets" role="group" aria-label={t('attendance.period.presets')}>
        {ATTENDANCE_PRESETS.map((preset) => (
          <Button
            key={preset}
            type={store.preset === preset ? 'primary' : 'default'}
            aria-pressed={store.preset === preset}
            onClick={() => void store.choosePreset(preset)}
          >
            {t(`attendance.period.${preset}`)}
          </Button>
        ))}
      </div>
      <Field id="attendance-start" label={t('attendance.period.start')} error={store.periodError}>
        {(control) => <Input {...control} type="date" value={store.startInput} onChange={(event) => void store.setStartDate(event.target.value)} />}
      </Field>
      <Field id="attendance-end" label={t('attendance.period.end')}>
        {({ status, ...control }) => (
          <Input
            {...control}
            status={status ?? (store.periodError ? 'error' : undefined)}
            type="date"
            value={store.endInput}
            onChange={(event) => void store.setEndDate(event.target.value)}
          />
        )}
      </Field>
      <Field id="attendance-group" label={t('attendance.filters.group')}>
        {(control) => (
          <GroupFilterSelect
            control={control}
            groups={store.groups}
            value={store.filters.groupId}
            allLabel={t('attendance.filters.groupAll')}
            onChange={(groupId) => void store.setGroup(groupId)}
          />
        )}
      </Field>
      <Field id="attendance-user" label={t('attendance.filters.user')}>
        {(control) => (
          <UserFilterSelect control={control} store={store.userFilter} value={store.filters.userId} onChange={(userId) => void store.setUser(userId)} />
        )}
      </Field>
    </div>
  );
});
