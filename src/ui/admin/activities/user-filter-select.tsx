/**
 * The 'Utente' filter: 'Tutti' or one user, searched on the server as the administrator types (user-filter.store.ts).
 * While the server answers the select says so; 'Nessun utente trovato' when nothing matches; a line under the list
 * when more users match than are shown.
 */
import { Select, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminUserOption } from '../../../core/contract';
import { useDisplayText } from '../../shared/use-display-text';
import type { FieldControlProps } from '../shared/field';
import { FILTER_POPUP_CLASS } from './filter-popup';
import type { UserFilterStore } from './user-filter.store';

/** The 'Tutti' option (antd options cannot have a null value). */
const ALL_USERS = 'all';

interface UserFilterSelectProps {
  control: FieldControlProps;
  store: UserFilterStore;
  value: number | null;
  onChange(userId: number | null): void;
}

export const UserFilterSelect = observer(function UserFilterSelect({ control: { status, ...control }, store, value, onChange }: UserFilterSelectProps) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const label = (user: AdminUserOption) =>
    t(user.is_active ? 'admin.activities.userOption' : 'admin.activities.userOptionInactive', {
      fullName: user.full_name || user.username,
      username: user.username,
    });
  const typing = store.searchText.trim() !== '';
  const users = store.options.map((user) => ({ value: user.id, label: label(user) }));

  return (
    <Select<number | typeof ALL_USERS>
      {...control}
      status={status}
      style={{ width: '100%' }}
      classNames={{ popup: { root: FILTER_POPUP_CLASS } }}
      // Names longer than the field are shown whole (the list is at least as wide as the field, at most the screen).
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxWidth: 'calc(100vw - 16px)' } } }}
      showSearch={{ filterOption: false, onSearch: store.type, searchValue: store.searchText, autoClearSearchValue: true }}
      value={value ?? ALL_USERS}
      // The chosen user's label even when the options shown now (another search) do not hold it.
      labelRender={({ value: shown }) => (shown === ALL_USERS ? t('admin.activities.userAll') : store.selected ? label(store.selected) : String(shown))}
      onChange={(chosen) => onChange(chosen === ALL_USERS ? null : chosen)}
      onOpenChange={(open) => {
        if (!open) store.clearSearch();
      }}
      loading={store.isSearching}
      options={typing ? users : [{ value: ALL_USERS, label: t('admin.activities.userAll') }, ...users]}
      notFoundContent={
        store.isSearching ? (
          <Spin size="small" description={t('admin.activities.userSearching')} />
        ) : (
          <span role="status">{store.error ? text(store.error) : t('admin.activities.userNotFound')}</span>
        )
      }
      popupRender={(menu) => (
        <>
          {menu}
          {store.more && !store.isSearching && (
            <div role="note" style={{ padding: '8px 12px', color: '#5f6b7a', fontSize: 13, borderTop: '1px solid #f0f0f0' }}>
              {t('admin.activities.userMore', { count: store.matches.length })}
            </div>
          )}
        </>
      )}
    />
  );
});
