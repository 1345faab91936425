import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CorrectionRequest } from '../../../core/contract';
import type { CorrectionRequestsStore } from './correction-requests.store';
import { requesterId } from './correction-request-fields';

/**
 * 'Approva' (the view confirms first) and 'Rifiuta' (its dialog) of a pending request. Each button's description
 * names the person, so neither is ambiguous to a screen reader; while one request is decided the others wait.
 */
export const DecisionButtons = observer(function DecisionButtons({
  store,
  request,
  onApprove,
}: {
  store: CorrectionRequestsStore;
  request: CorrectionRequest;
  onApprove(request: CorrectionRequest): void;
}) {
  const { t } = useTranslation();
  const busy = store.decidingId === request.id;
  const disabled = store.decidingId !== null && !busy;
  const describedBy = requesterId(request);
  return (
    <div className="corrections__actions">
      <Button type="primary" aria-describedby={describedBy} loading={busy && !store.refusal} disabled={disabled} onClick={() => onApprove(request)}>
        {t('corrections.approve')}
      </Button>
      <Button danger aria-describedby={describedBy} disabled={busy || disabled} onClick={() => store.openRefusal(request)}>
        {t('corrections.refuse')}
      </Button>
    </div>
  );
});
