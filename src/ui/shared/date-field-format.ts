/**
 * What DateField (date-field.tsx) and its calendar (italian-date-picker.tsx) share: their props, the formats a day or a
 * month is shown and typed in, and the value read as a dayjs day. No antd here: the field's placeholder, shown while
 * the calendar's chunk arrives, needs only these.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/it';

export type DateFieldPicker = 'date' | 'month';

export interface DateFieldProps {
  id: string;
  /** 'yyyy-MM-dd' ('yyyy-MM' for a month), or '' for none. */
  value: string;
  /** The chosen day ('yyyy-MM-dd' / 'yyyy-MM'), or '' when the field is cleared. */
  onChange(value: string): void;
  picker?: DateFieldPicker;
  /** Whether the field offers to empty itself (an optional filter); off by default. */
  allowClear?: boolean;
  disabled?: boolean;
  size?: 'middle' | 'large';
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/** The value's format. */
export const MODEL_FORMAT = { date: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;
const MODEL_PATTERN = { date: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/ } as const;

/** The first format is the one shown ('26/11/2026', 'novembre 2026'); all of them are accepted when typed. */
export const FIELD_FORMATS = {
  date: ['DD/MM/YYYY', 'D/M/YYYY', 'DDMMYYYY', 'DD-MM-YYYY', 'DD.MM.YYYY'],
  month: ['MMMM YYYY', 'MM/YYYY', 'M/YYYY'],
} as const;

/** The value as an Italian dayjs day, or null when it is empty or no real day ('2026-02-31'). */
export function toDayjs(value: string, picker: DateFieldPicker): Dayjs | null {
  if (!MODEL_PATTERN[picker].test(value)) return null;
  const day = dayjs(picker === 'month' ? `${value}-01` : value).locale('it');
  return day.isValid() && day.format(MODEL_FORMAT[picker]) === value ? day : null;
}

/** What the field shows for a value: '26/11/2026', 'novembre 2026', or '' for none. */
export function shownValue(value: string, picker: DateFieldPicker): string {
  return toDayjs(value, picker)?.format(FIELD_FORMATS[picker][0]) ?? '';
}

/** The placeholder's i18n key: 'GG/MM/AAAA', 'MM/AAAA'. */
export const placeholderKey = (picker: DateFieldPicker): string => (picker === 'month' ? 'dateField.monthPlaceholder' : 'dateField.placeholder');
