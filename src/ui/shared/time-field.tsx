/**
 * A time of day the Italian way whatever the browser's language: 24 hours, 'HH:MM' ('17:30'). A native
 * <input type="time"> follows the browser's locale (5:30 PM in an English browser), so this is a text field.
 * - The value is the text as typed; leaving the field writes a time typed loosely the usual way ('9:05', '9.05',
 *   '0905', '905', '17') as 'HH:MM'. Anything else stays as typed, for the form's check ('Inserisci un orario nel
 *   formato HH:MM') and so that nothing typed is lost.
 * - On a phone the field is a 48 px target with a 16 px text (iOS does not zoom into it) and a numeric keyboard.
 */
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import './time-field.css';

export interface TimeFieldProps {
  id: string;
  /** The text of the field: 'HH:MM' once taken, or what was typed. */
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  size?: 'middle' | 'large';
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

const LOOSE_TIME = /^(\d{1,2})(?:[:.,h ]?(\d{2}))?$/;

/** A loosely typed time as 'HH:MM' ('9.05' → '09:05', '905' → '09:05', '17' → '17:00'), else the text unchanged. */
export function normaliseTime(text: string): string {
  const trimmed = text.trim();
  const compact = /^\d{3,4}$/.test(trimmed) ? `${trimmed.slice(0, -2)}:${trimmed.slice(-2)}` : trimmed;
  const match = LOOSE_TIME.exec(compact);
  if (!match) return text;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return text;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function TimeField({ id, value, onChange, disabled, size, status, className, ...aria }: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <Input
      id={id}
      {...aria}
      className={className ? `time-field ${className}` : 'time-field'}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={t('timeField.placeholder')}
      value={value}
      disabled={disabled}
      size={size}
      status={status}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const normalised = normaliseTime(value);
        if (normalised !== value) onChange(normalised);
      }}
    />
  );
}
