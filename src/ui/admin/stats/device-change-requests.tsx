/**
 * The device changes awaiting a decision, at the top of 'Notifiche cambio dispositivo' (docs/behaviour.md, "Device
 * changes approved by an administrator"): who asked, for which device, when, and 'Approva' / 'Rifiuta', each after a
 * confirmation. Nothing shows while no request waits (always, with DEVICE_CHANGE_APPROVAL=self).
 */
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DeviceChangeRequest } from '../../../core/contract';
import { useDisplayText } from '../../shared/use-display-text';
import { useConfirm } from '../shared/confirm';
import { formatDateTime } from '../shared/format-date-time';
import { ListMessages } from '../shared/list-messages';
import type { DeviceChangeRequestsStore } from './device-change-requests.store';

export const DeviceChangeRequestsSection = observer(function DeviceChangeRequestsSection({ store }: { store: DeviceChangeRequestsStore }) {
  const { t } = useTranslation();
  const { confirm, holder } = useConfirm();

  if (!store.isVisible) return holder;

  return (
    <section className="device-change-requests" aria-labelledby="device-change-requests-title">
      {holder}
      <h4 id="device-change-requests-title" className="device-change-requests__title">
        {t('admin.deviceChanges.title')}
        <span className="admin-muted device-change-requests__count">{t('admin.deviceChanges.pending', { count: store.items.length })}</span>
      </h4>
      <ListMessages success={store.notice} error={store.error} onCloseError={store.clearError} />
      {store.items.length > 0 && (
        <ul className="device-change-requests__list">
          {store.items.map((request) => (
            <RequestItem key={request.id} store={store} request={request} confirm={confirm} />
          ))}
        </ul>
      )}
    </section>
  );
});

const RequestItem = observer(function RequestItem({
  store,
  request,
  confirm,
}: {
  store: DeviceChangeRequestsStore;
  request: DeviceChangeRequest;
  confirm: ReturnType<typeof useConfirm>['confirm'];
}) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const who = store.requesterOf(request);
  const whoId = `device-change-request-${request.id}`;
  const busy = store.decidingId === request.id;
  const disabled = store.decidingId !== null && !busy;

  return (
    <li className="device-change-requests__item">
      <div className="device-change-requests__text">
        <strong id={whoId}>{who}</strong>
        <div>{t('admin.deviceChanges.device', { device: text(store.deviceOf(request)) })}</div>
        {request.user_agent && <div className="admin-muted device-change-requests__agent">{request.user_agent}</div>}
        <div className="admin-muted">{t('admin.deviceChanges.requestedAt', { when: formatDateTime(request.requested_at) })}</div>
      </div>
      {/* Each button's description names the person, so 'Approva' is never ambiguous to a screen reader. */}
      <div className="device-change-requests__actions">
        <Button
          type="primary"
          aria-describedby={whoId}
          loading={busy}
          disabled={disabled}
          onClick={() =>
            confirm({ title: t('admin.deviceChanges.approveConfirm', { who }), okText: t('admin.deviceChanges.approve'), onConfirm: () => store.approve(request) })
          }
        >
          {t('admin.deviceChanges.approve')}
        </Button>
        <Button
          danger
          aria-describedby={whoId}
          disabled={busy || disabled}
          onClick={() =>
            confirm({ title: t('admin.deviceChanges.refuseConfirm', { who }), okText: t('admin.deviceChanges.refuse'), onConfirm: () => store.refuse(request) })
          }
        >
          {t('admin.deviceChanges.refuse')}
        </Button>
      </div>
    </li>
  );
});
