/**
 * 'Nota anomalia GPS *' of both anomaly dialogs (docs/behaviour.md, "Anomaly dialogs"): a required 4-row note, its
 * error announced and tied to the field. The text lives in the PunchStore, so a failed attempt keeps what the
 * employee typed.
 */
import { Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayMessage } from '../../../core/domain';
import { useDisplayText } from '../../shared/use-display-text';

export function AnomalyNoteField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange(note: string): void;
  disabled: boolean;
  error: DisplayMessage | null;
}) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const noteId = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={noteId} className="anomaly-note-label">
        {t('dashboard.anomaly.note')}
      </label>
      <Input.TextArea
        id={noteId}
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-required="true"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="anomaly-error">
          {text(error)}
        </p>
      )}
    </>
  );
}
