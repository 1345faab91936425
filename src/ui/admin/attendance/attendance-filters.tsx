/**
 * The period and filters of 'Report Presenze': two days (DD/MM/YYYY whatever the browser's language), the quick
 * ranges ('Questo mese', 'Mese scorso', 'Questa settimana', each with its days, pressed when the period is one),
 * 'Gruppo' and 'Utente' (the activities' server-searched select).
 * Every value the fields show is read here, in the observer's own render: Field calls its children during its render,
 * which is not this observer's, so a value read inside them would not make the fields follow a change.
 */
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { UserFilterSelect } from '../activities/user-filter-select';
import { GroupFilterSelect } from '../activities/group-filter-select';
import { Field } from '../shared/field';
import { DateField } from '../../shared/date-field';
import { formatShortRange } from '../../history/date-format';
import type { AttendanceStore } from './attendance.store';

export const AttendanceFilters = observer(function AttendanceFilters({ store }: { store: AttendanceStore }) {
  const { t } = useTranslation();
  const { startInput, endInput, periodError, preset: chosen, presetRanges, groups, userFilter } = store;
  const { groupId, userId } = store.filters;
  return (
    <div className="admin-filters attendance-filters">
      <div className="attendance-filters__presets" role="group" aria-label={t('attendance.period.presets')}>
        {presetRanges.map(({ preset, range }) => (
          <Button
            key={preset}
            className="attendance-filters__preset"
            type={chosen === preset ? 'primary' : 'default'}
            aria-pressed={chosen === preset}
            onClick={() => void store.choosePreset(preset)}
          >
            <span>{t(`attendance.period.${preset}`)}</span>{' '}
            <span className="attendance-filters__preset-dates">{formatShortRange(range)}</span>
          </Button>
        ))}
      </div>
      <Field id="attendance-start" label={t('attendance.period.start')} error={periodError}>
        {(control) => <DateField {...control} value={startInput} onChange={(value) => void store.setStartDate(value)} />}
      </Field>
      <Field id="attendance-end" label={t('attendance.period.end')}>
        {({ status, ...control }) => (
          <DateField {...control} status={status ?? (periodError ? 'error' : undefined)} value={endInput} onChange={(value) => void store.setEndDate(value)} />
        )}
      </Field>
      <Field id="attendance-group" label={t('attendance.filters.group')}>
        {(control) => (
          <GroupFilterSelect control={control} groups={groups} value={groupId} allLabel={t('attendance.filters.groupAll')} onChange={(id) => void store.setGroup(id)} />
        )}
      </Field>
      <Field id="attendance-user" label={t('attendance.filters.user')}>
        {(control) => <UserFilterSelect control={control} store={userFilter} value={userId} onChange={(id) => void store.setUser(id)} />}
      </Field>
    </div>
  );
});
