/** The filters of 'Attività Sistema': dates, type (Tutte/Check-in/Check-out), user (Tutti or 'full name (username)'). */
import { Button, Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EntryTypeFilter } from '../../../core/domain';
import { Field } from '../shared/field';
import type { ActivitiesStore } from './activities.store';

/** The 'Tutti' option (antd options cannot have a null value). */
const ALL_USERS = 'all';

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
        {({ status, ...control }) => (
          <Select<number | typeof ALL_USERS>
            {...control}
            status={status}
            style={{ width: '100%' }}
            showSearch={{ optionFilterProp: 'label' }}
            value={draft.userId ?? ALL_USERS}
            onChange={(value) => store.setDraftUser(value === ALL_USERS ? null : value)}
            options={[
              { value: ALL_USERS, label: t('admin.activities.userAll') },
              ...store.userOptions.map((user) => ({
                value: user.id,
                label: t('admin.activities.userOption', { fullName: user.full_name || user.username, username: user.username }),
              })),
            ]}
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
