/**
 * The offline punches on both dashboards (docs/behaviour.md, "Offline punches"): those waiting on the phone, 'In
 * attesa di invio' with the time of the tap, and those the server refused, each with its reason until the employee
 * closes it. The store decides what shows (DashboardStore.waiting, .refusals); this only words it.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Notice } from '../kit';
import { formatDate, formatTime } from '../history/date-format';
import type { DashboardStore } from './dashboard.store';

const TYPE_KEY = { check_in: 'entry.in', check_out: 'entry.out' } as const;

export const WaitingPunches = observer(function WaitingPunches({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  if (store.waiting.length === 0) return null;
  return (
    <Notice
      className="offline-punches"
      tone="info"
      role="status"
      title={t('dashboard.offlinePunch.waitingTitle')}
      description={
        <ul className="offline-punches__list">
          {store.waiting.map((punch) => (
            <li key={punch.counter}>
              {t('dashboard.offlinePunch.waitingLine', {
                type: t(TYPE_KEY[punch.request.action]),
                date: formatDate(punch.request.device_time),
                time: formatTime(punch.request.device_time),
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
});

export const RefusedOfflinePunches = observer(function RefusedOfflinePunches({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  return (
    <>
      {store.refusals.map((refusal) => (
        <Notice
          key={refusal.key}
          className="offline-punches"
          tone="error"
          title={t('dashboard.offlinePunch.refusedTitle', {
            type: t(TYPE_KEY[refusal.action]),
            date: formatDate(refusal.deviceTime),
            time: formatTime(refusal.deviceTime),
          })}
          description={t(refusal.staffTold ? 'dashboard.offlinePunch.refusedReasonStaffTold' : 'dashboard.offlinePunch.refusedReason', {
            reason: t(`dashboard.offlinePunch.reason.${refusal.reason}`),
          })}
          onClose={() => store.dismissRefusal(refusal)}
          closeLabel={t('dashboard.offlinePunch.dismiss')}
        />
      ))}
    </>
  );
});
