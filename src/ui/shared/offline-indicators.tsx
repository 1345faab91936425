/**
 * What the user sees while the network is down (docs/behaviour.md, "Offline"): the desktop banner
 * 'Modalità offline attiva. I dati verranno sincronizzati quando la connessione sarà ripristinata.' (true: punches
 * wait on the device and are sent when the network returns, docs/behaviour.md "Offline punches"), with a line saying
 * so, and the mobile header's 'Offline' badge. Both read SessionStore.isOnline (fed by online/offline events).
 */
import DisconnectOutlined from '@ant-design/icons-svg/es/asn/DisconnectOutlined';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StoreToken } from '../app/app.tokens';
import { Chip, Notice } from '../kit';
import { useInjection } from './use-injection';

export const OfflineBanner = observer(function OfflineBanner() {
  const session = useInjection(StoreToken.Session);
  const { t } = useTranslation();
  if (session.isOnline) return null;
  return (
    <Notice className="app-banner" tone="warning" role="status" title={t('shell.offline.banner')} description={t('shell.offline.bannerPunches')} />
  );
});

export const OfflineBadge = observer(function OfflineBadge() {
  const session = useInjection(StoreToken.Session);
  const { t } = useTranslation();
  if (session.isOnline) return null;
  return (
    <Chip tone="warning" icon={DisconnectOutlined} role="status">
      {t('shell.offline.badge')}
    </Chip>
  );
});
