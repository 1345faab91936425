/**
 * The 'Gruppo' filter of 'Attività Sistema' and 'Report Presenze': every group, searchable by name, and 'all groups'
 * first (null: no group filter).
 */
import { Select } from 'antd';
import type { Gruppo } from '../../../core/contract';
import type { FieldControlProps } from '../shared/field';
import { FILTER_POPUP_CLASS } from './filter-popup';

const ALL_GROUPS = 'all';

export interface GroupFilterSelectProps {
  control: FieldControlProps;
  groups: readonly Gruppo[];
  value: number | null;
  allLabel: string;
  onChange(groupId: number | null): void;
}

export function GroupFilterSelect({ control: { status, ...control }, groups, value, allLabel, onChange }: GroupFilterSelectProps) {
  return (
    <Select<number | typeof ALL_GROUPS>
      {...control}
      status={status}
      classNames={{ popup: { root: FILTER_POPUP_CLASS } }}
      style={{ width: '100%' }}
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? ALL_GROUPS}
      onChange={(choice) => onChange(choice === ALL_GROUPS ? null : choice)}
      options={[{ value: ALL_GROUPS, label: allLabel }, ...groups.map((group) => ({ value: group.id, label: group.descrizione }))]}
    />
  );
}
