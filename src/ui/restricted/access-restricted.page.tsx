/**
 * The access-restricted screen (docs/behaviour.md, "Access restricted"): a non-administrator on a non-mobile device.
 * Names the detected device type and the raw user agent, hints at iOS/Android devices; 'Torna al Login' logs out (the
 * guard then shows /login).
 */
import { Button } from 'antd';
import { AndroidOutlined, AppleOutlined, LogoutOutlined, StopOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChunkNeeds } from '../app/lazy-chunk';
import { useNavigate } from '../app/navigation';
import { StoreToken } from '../app/app.tokens';
import restricted from '../i18n/it/restricted.json';
import { useInjection } from '../shared/use-injection';
import './access-restricted.css';

const AccessRestrictedPage = observer(function AccessRestrictedPage() {
  const session = useInjection(StoreToken.Session);
  const device = useInjection(StoreToken.Device);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);

  const backToLogin = async () => {
    setLeaving(true);
    await session.logout();
    navigate('/login', { replace: true });
  };

  return (
    <div className="app-gradient-page restricted-page">
      <main className="restricted-page__content">
        <section className="app-card">
          <StopOutlined className="restricted-page__icon" aria-hidden />
          <h1 className="restricted-page__title">{t('restricted.title')}</h1>
          <p>{t('restricted.message', { appName: t('app.name') })}</p>

          <dl className="restricted-page__facts">
            <dt>{t('restricted.detectedDevice')}</dt>
            <dd>{t(`restricted.deviceKind.${device.deviceKind}`)}</dd>
            <dt>{t('restricted.userAgent')}</dt>
            <dd className="restricted-page__user-agent">{device.userAgent}</dd>
          </dl>

          <h2 className="restricted-page__subtitle">{t('restricted.supportedDevices')}</h2>
          <ul className="restricted-page__hints">
            <li>
              <AppleOutlined aria-hidden /> <strong>{t('restricted.hintIos')}</strong> – {t('restricted.hintIosText')}
            </li>
            <li>
              <AndroidOutlined aria-hidden /> <strong>{t('restricted.hintAndroid')}</strong> – {t('restricted.hintAndroidText')}
            </li>
          </ul>
          <p className="restricted-page__use-smartphone">{t('restricted.useSmartphone')}</p>

          <Button type="primary" size="large" block icon={<LogoutOutlined aria-hidden />} loading={leaving} onClick={() => void backToLogin()}>
            {t('restricted.backToLogin')}
          </Button>
        </section>
      </main>
    </div>
  );
});

export default AccessRestrictedPage;
export const needs: ChunkNeeds = { texts: { restricted } };
