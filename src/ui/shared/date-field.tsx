/**
 * A day, or a month, the Italian way whatever the browser's language (docs/behaviour.md, "History"): the field shows
 * and takes DD/MM/YYYY ('novembre 2026' for a month) and opens an Italian calendar. A native <input type="date">
 * would follow the browser's locale (11/26/2026 in an English browser).
 * - The calendar (antd's DatePicker, italian-date-picker.tsx) is a chunk of its own, about 44 KB gzipped that the
 *   screens do not wait for: its download starts with the first field shown (or with preloadDateField, for fields in
 *   a drawer or a dialog), and until it arrives, or if it cannot, the field shows its value read-only, with the same
 *   id, label and aria attributes.
 * - The value is the calendar day 'yyyy-MM-dd' ('yyyy-MM' for a month), or '' when the field is empty.
 */
import { Input } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PortToken } from './port-tokens';
import { lazyChunk } from '../app/lazy-chunk';
import { ErrorBoundary } from '../app/route-error-boundary';
import { placeholderKey, shownValue, type DateFieldProps } from './date-field-format';
import { useInjection } from './use-injection';

export type { DateFieldPicker, DateFieldProps } from './date-field-format';

const ItalianDatePicker = lazyChunk<DateFieldProps>(() => import('./italian-date-picker'));

/** Starts the calendar's download before any field shows (a screen whose fields are in a drawer or a dialog). */
export const preloadDateField = (): void => ItalianDatePicker.preload();

export function DateField(props: DateFieldProps) {
  const logger = useInjection(PortToken.Logger);
  ItalianDatePicker.preload();
  const waiting = <WaitingDateField {...props} />;
  return (
    <ErrorBoundary fallback={waiting} onError={(error) => logger.error('The date picker failed to load', error)}>
      <Suspense fallback={waiting}>
        <ItalianDatePicker {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The field while its calendar is on its way: the value as it will be shown, read-only. */
function WaitingDateField({ id, value, picker = 'date', disabled, size, status, className, ...aria }: DateFieldProps) {
  const { t } = useTranslation();
  const { onChange: _onChange, allowClear: _allowClear, ...attributes } = aria;
  return (
    <Input
      id={id}
      {...attributes}
      readOnly
      className={className ? `date-field date-field--waiting ${className}` : 'date-field date-field--waiting'}
      value={shownValue(value, picker)}
      placeholder={t(placeholderKey(picker))}
      disabled={disabled}
      size={size}
      status={status}
    />
  );
}
