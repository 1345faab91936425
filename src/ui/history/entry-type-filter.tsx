/** 'Tipo Attività': Tutte, Check-in, Check-out, as a radio group of large buttons (one tap each). */
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntryTypeFilter } from '../../core/domain';

const OPTIONS: Array<{ value: EntryTypeFilter; key: string }> = [
  { value: 'ALL', key: 'history.type.all' },
  { value: 'IN', key: 'history.type.in' },
  { value: 'OUT', key: 'history.type.out' },
];

export const entryTypeFilterKey = (value: EntryTypeFilter): string => OPTIONS.find((o) => o.value === value)!.key;

export function EntryTypeFilterInput({ value, onChange, labelId }: { value: EntryTypeFilter; onChange(value: EntryTypeFilter): void; labelId: string }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      aria-labelledby={labelId}
      optionType="button"
      buttonStyle="solid"
      size="large"
      value={value}
      onChange={(event) => onChange(event.target.value as EntryTypeFilter)}
      options={OPTIONS.map((o) => ({ value: o.value, label: t(o.key) }))}
    />
  );
}
