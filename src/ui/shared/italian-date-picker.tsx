/**
 * The calendar of DateField (date-field.tsx), a chunk of its own: antd's DatePicker with the Italian locale given here
 * rather than inherited, so it shows and takes DD/MM/YYYY ('novembre 2026' for a month) with Italian month and day
 * names, weeks from Monday, whatever the browser's language (docs/behaviour.md, "History").
 * - Typed: the formats of FIELD_FORMATS, taken on Enter or on leaving the field; a text that is no real day gives
 *   way to the value again. The pointer resting over the calendar does not write its day into the field
 *   (previewValue off): with the preview, a typed day was silently replaced by the hovered one, and Enter took that.
 * - On a phone (coarse pointer or narrow screen) the field and the calendar's days, months and arrows are 48 px
 *   targets, and the calendar stays within a 360 px screen (date-field.css).
 */
import { DatePicker, type DatePickerProps } from 'antd';
import itIT from 'antd/locale/it_IT';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FIELD_FORMATS, MODEL_FORMAT, placeholderKey, toDayjs, type DateFieldProps } from './date-field-format';
import './date-field.css';

type DatePickerLocale = NonNullable<typeof itIT.DatePicker>;

/**
 * antd's placements, plus a shift: a calendar wider than the room beside its field (a 360 px phone), or taller than
 * the room above and below it (a field halfway down a phone's dialog), slides into the screen instead of leaving it.
 * No offset: a shift keeps the offset's pixels out of the screen, so the 4 px gap to the field is the popup's padding
 * (date-field.css).
 */
const overflow = { adjustX: 1, adjustY: 1, shiftX: true, shiftY: true } as const;
const PLACEMENTS: DatePickerProps['builtinPlacements'] = {
  bottomLeft: { points: ['tl', 'bl'], offset: [0, 0], overflow },
  bottomRight: { points: ['tr', 'br'], offset: [0, 0], overflow },
  topLeft: { points: ['bl', 'tl'], offset: [0, 0], overflow },
  topRight: { points: ['br', 'tr'], offset: [0, 0], overflow },
};

/** The class of the calendar's popup (its 48 px cells on a phone). */
const DATE_FIELD_POPUP_CLASS = 'date-field-popup';

/** Italian names, full month names in the calendar's header, and DD/MM/YYYY in the cells' titles too. */
function italianLocale(placeholder: string): DatePickerLocale {
  const base = itIT.DatePicker!;
  return {
    ...base,
    lang: {
      ...base.lang,
      locale: 'it',
      placeholder,
      monthPlaceholder: placeholder,
      monthFormat: 'MMMM',
      fieldDateFormat: FIELD_FORMATS.date[0],
      fieldMonthFormat: FIELD_FORMATS.month[0],
    },
  };
}

export default function ItalianDatePicker({ id, value, onChange, picker = 'date', allowClear = false, disabled, size, status, className, ...aria }: DateFieldProps) {
  const { t } = useTranslation();
  const placeholder = t(placeholderKey(picker));
  return (
    <DatePicker
      id={id}
      {...aria}
      className={className ? `date-field ${className}` : 'date-field'}
      classNames={{ popup: { root: DATE_FIELD_POPUP_CLASS } }}
      builtinPlacements={PLACEMENTS}
      picker={picker}
      locale={italianLocale(placeholder)}
      format={[...FIELD_FORMATS[picker]]}
      previewValue={false}
      placeholder={placeholder}
      value={toDayjs(value, picker)}
      onChange={(day: Dayjs | null) => onChange(day ? day.format(MODEL_FORMAT[picker]) : '')}
      allowClear={allowClear}
      disabled={disabled}
      size={size}
      status={status}
      style={{ width: '100%' }}
    />
  );
}
