/**
 * 'Dipendente' of 'Inserisci assenza' and 'Saldi': one employee, searched on the server as the administrator types
 * (the activities' user search, user-filter.store.ts), with no 'Tutti'.
 */
import { Select, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminUserOption } from '../../../core/contract';
import type { UserFilterStore } from '../activities/user-filter.store';
import { FILTER_POPUP_CLASS } from '../activities/filter-popup';
import type { FieldControlProps } from '../shared/field';

const labelOf = (user: AdminUserOption) => (user.full_name.trim() ? `${user.full_name} (${user.username})` : user.username);

export const EmployeeSelect = observer(function EmployeeSelect({
  control: { status, ...control },
  users,
  value,
  onChange,
}: {
  control: FieldControlProps;
  users: UserFilterStore;
  value: number | null;
  onChange(userId: number | null): void;
}) {
  const { t } = useTranslation();
  return (
    <Select<number>
      {...control}
      status={status}
      style={{ width: '100%' }}
      classNames={{ popup: { root: FILTER_POPUP_CLASS } }}
      placeholder={t('adminAbsences.entry.chooseEmployee')}
      showSearch={{ filterOption: false, onSearch: users.type, searchValue: users.searchText, autoClearSearchValue: true }}
      value={value ?? undefined}
      labelRender={({ value: shown }) => (users.selected ? labelOf(users.selected) : String(shown))}
      onChange={(chosen) => onChange(chosen ?? null)}
      onOpenChange={(open) => {
        if (!open) users.clearSearch();
      }}
      loading={users.isSearching}
      options={users.options.filter((user) => user.is_active).map((user) => ({ value: user.id, label: labelOf(user) }))}
      notFoundContent={
        users.isSearching ? <Spin size="small" description={t('adminAbsences.entry.employeeSearching')} /> : <span role="status">{t('adminAbsences.entry.employeeNotFound')}</span>
      }
    />
  );
});
