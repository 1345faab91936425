import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../core/contract';
import type { AbsenceRequestsStore } from './absence-requests.store';

/**
 * What an absence's state allows: 'Approva' and 'Rifiuta' (its dialog) while pending, 'Annulla assenza' (the view
 * confirms first) once approved. Each button's description names the employee, so none is ambiguous to a screen
 * reader; while one absence is decided the others wait.
 */
export const AbsenceDecisionButtons = observer(function AbsenceDecisionButtons({
  store,
  absence,
  describedBy,
  onCancel,
}: {
  store: AbsenceRequestsStore;
  absence: Absence;
  describedBy: string;
  /** Without it, no 'Annulla assenza' (a manager's view). */
  onCancel?(absence: Absence): void;
}) {
  const { t } = useTranslation();
  const busy = store.decidingId === absence.id;
  const disabled = store.decidingId !== null && !busy;
  if (absence.status === 'pending') {
    return (
      <div className="absences__actions">
        <Button type="primary" aria-describedby={describedBy} loading={busy && !store.refusal} disabled={disabled} onClick={() => void store.approve(absence)}>
          {t('adminAbsences.requests.approve')}
        </Button>
        <Button danger aria-describedby={describedBy} disabled={busy || disabled} onClick={() => store.openRefusal(absence)}>
          {t('adminAbsences.requests.refuse')}
        </Button>
      </div>
    );
  }
  if (absence.status === 'approved' && onCancel) {
    return (
      <div className="absences__actions">
        <Button danger aria-describedby={describedBy} loading={busy} disabled={disabled} onClick={() => onCancel(absence)}>
          {t('adminAbsences.requests.cancel')}
        </Button>
      </div>
    );
  }
  return null;
});
