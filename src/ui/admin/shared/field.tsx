/**
 * A labelled form control of the admin dialogs: the label names the control, and an error (or help text) is
 * tied to it with aria-describedby and aria-invalid, so it is read out, not only shown in red.
 * Field is a MobX observer: its children render inside its own render, so a store's value read there (a dialog's
 * `value={form.reason}`) must be tracked by Field itself, or typing would not show until something else re-renders.
 */
import type { ReactNode } from 'react';
import { Input } from 'antd';
import { observer } from 'mobx-react-lite';
import type { DisplayMessage } from '../../../core/domain';
import { useDisplayText } from '../../shared/use-display-text';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  status: 'error' | undefined;
}

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: DisplayMessage | null;
  help?: string;
  children(control: FieldControlProps): ReactNode;
}

export const Field = observer(function Field({ id, label, required = false, error, help, children }: FieldProps) {
  const text = useDisplayText();
  const noteId = `${id}-note`;
  const note = error ? text(error) : help;
  return (
    <div className="admin-field" style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': note ? noteId : undefined, status: error ? 'error' : undefined })}
      {note && (
        <div id={noteId} role={error ? 'alert' : undefined} style={{ marginTop: 4, color: error ? '#d32f2f' : '#5f6b7a', fontSize: 13 }}>
          {note}
        </div>
      )}
    </div>
  );
});

/** A switch with its label beside it (the switch is a labelled button). */
export function SwitchRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="admin-switch-row">
      {children}
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  error?: DisplayMessage | null;
  type?: string;
  inputMode?: 'decimal';
  autoComplete?: string;
  /** The most characters the input takes (the contract's limit of the field). */
  maxLength?: number;
}

/** A labelled text input (no browser autofill unless `autoComplete` says). */
export function TextField({ id, label, value, onChange, required, error, type = 'text', inputMode, autoComplete = 'off', maxLength }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      {(control) => (
        <Input {...control} type={type} inputMode={inputMode} autoComplete={autoComplete} maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}
