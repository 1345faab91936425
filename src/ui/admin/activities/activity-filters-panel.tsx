/**
 * The filters of 'Attività Sistema': dates (DD/MM/YYYY whatever the browser's language, each optional), type
 * (Tutte/Check-in/Check-out), user (Tutti or 'full name (username)', searched on the server), group ('Tutti i gruppi'
 * or one group).
 * Every value the fields show is read here, in the observer's own render: Field calls its children during its render,
 * which is not this observer's, so a value read inside them would not make the fields follow a change.
 */
import { Button, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EntryTypeFilter } from '../../../core/domain';
import { DateField } from '../../shared/date-field';
import { GroupFilterSelect } from './group-filter-select';
import { Field } from '../shared/field';
import type { ActivitiesStore } from './activities.store';
import { UserFilterSelect } from './user-filter-select';
import { FILTER_POPUP_CLASS } from './filter-popup';

export const ActivityFiltersPanel = observer(function ActivityFiltersPanel({ store }: { store: ActivitiesStore }) {
  const { t } = useTranslation();
  const { startDate, endDate, entryType, userId, groupId } = store.draft;
  const { groups, userFilter } = store;

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
        {(control) => <DateField {...control} allowClear value={startDate ?? ''} onChange={store.setDraftStartDate} />}
      </Field>
      <Field id="activity-end-date" label={t('admin.activities.endDate')}>
        {(control) => <DateField {...control} allowClear value={endDate ?? ''} onChange={store.setDraftEndDate} />}
      </Field>
      <Field id="activity-type" label={t('admin.activities.type')}>
        {({ status, ...control }) => (
          <Select<EntryTypeFilter>
            {...control}
            status={status}
            classNames={{ popup: { root: FILTER_POPUP_CLASS } }}
            style={{ width: '100%' }}
            value={entryType}
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
          <UserFilterSelect control={control} store={userFilter} value={userId} onChange={(id) => void store.setDraftUser(id)} />
        )}
      </Field>
      <Field id="activity-group" label={t('admin.activities.group')}>
        {(control) => (
          <GroupFilterSelect
            control={control}
            groups={groups}
            value={groupId}
            allLabel={t('admin.activities.groupAll')}
            onChange={(id) => store.setDraftGroup(id)}
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
