/**
 * The month of 'Chiusura mese': 'Mese precedente' / 'Mese successivo' around the month field ('novembre 2026', typed
 * also as MM/YYYY). The arrows are 48 px targets on a phone (admin.css).
 */
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../shared/date-field';
import type { FieldControlProps } from '../shared/field';

export function MonthPicker({
  control: { status, ...control },
  month,
  onChange,
  onPrevious,
  onNext,
}: {
  control: FieldControlProps;
  month: string;
  onChange(month: string): void;
  onPrevious(): void;
  onNext(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="month-close__month">
      <Button icon={<LeftOutlined aria-hidden="true" />} aria-label={t('monthClose.previousMonth')} onClick={onPrevious} />
      <DateField {...control} status={status} picker="month" value={month} onChange={onChange} className="month-close__month-field" />
      <Button icon={<RightOutlined aria-hidden="true" />} aria-label={t('monthClose.nextMonth')} onClick={onNext} />
    </div>
  );
}
