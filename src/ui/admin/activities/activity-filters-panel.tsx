/**
 * The filters of 'Attività Sistema': dates, type (Tutte/Check-in/Check-out), user (Tutti or 'full name (username)',
 * searched on the server), group ('Tutti i gruppi' or one group).
 */
import { Button, Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EntryTypeFilter } from '../../../core/domain';
import { GroupFilterSelect } from './group-filter-select';
import { Field } from '../shared/field';
import type { ActivitiesStore } from './activities.store';
import { UserFilterSelect } from './user-filter-select';
import { FILTER_POPUP_CLASS } from './filter-popup';

/** The 'Tutti i gruppi' option (antd options cannot have a null value). */

export const ActivityFiltersPanel = observer(function ActivityFiltersPanel({ store }: { store: ActivitiesStore }) {
  const { t } = useTranslation();
  const { draft } = store;

  return (
    <form
      id="admin-activity-filters"
      className="admin-filters"
      onSubmit={(event) => {
        event.preventDefault();
        void store.applyFilters();
      }}
    >
      <Field id="activity-start-date" label={t('admin.activities.startDate')}>
        {(control) => <Input {...control} type="date" value={draft.startDate ?? ''} onChange={(event) => store.setDraftStartDate(event.target.value)} />}
      </Field>
      <Field id="activity-end-date" label={t('admin.activities.endDate')}>
        {(control) => <Input {...control} type="date" value={draft.endDate ?? ''} onChange={(event) => store.setDraftEndDate(event.target.value)} />}
      </Field>
      <Field id="activity-type" label={t('admin.activities.type')}>
        {({ status, ...control }) => (
          <Select<EntryTypeFilter>
            {...control}
            status={status}
            classNames={{ popup: { root: FILTER_POPUP_CLASS } }}
            style={{ width: '100%' }}
            value={draft.entryType}
            onChange={store.setDraftEntryType}
            options={[
              { value: 'ALL', label: t('admin.activities.typeAll') },
              { value: 'IN', label: t('admin.activities.typeIn') },
              { value: 'OUT', label: t('admin.activities.typeOut') },
            ]}
          />
        )}
      </Field>
      <Field id="activity-user" label={t('admin.activities.user')}>
        {(control) => (
          <UserFilterSelect control={control} store={store.userFilter} value={draft.userId} onChange={(userId) => void store.setDraftUser(userId)} />
        )}
      </Field>
      <Field id="activity-group" label={t('admin.activities.group')}>
        {(control) => (
          <GroupFilterSelect
            control={control}
            groups={store.groups}
            value={draft.groupId}
            allLabel={t('admin.activities.groupAll')}
            onChange={(groupId) => store.setDraftGroup(groupId)}
          />
        )}
      </Field>
      <div style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        <Button type="primary" htmlType="submit">
          {t('admin.activities.applyFilters')}
        </Button>
        <Button onClick={() => void store.resetFilters()}>{t('admin.activities.reset')}</Button>
      </div>
    </form>
  );
});
