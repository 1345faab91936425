/**
 * Explains in Italian why GPS cannot work here, instead of a bare "not supported" (issue 4):
 * - not a secure context (plain http on a network address): the browser hides geolocation → what to do;
 * - no geolocation at all: 'La geolocalizzazione non è supportata da questo browser'.
 * Renders nothing when geolocation is available.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { PortToken } from '../../composition/tokens';
import { useInjection } from './use-injection';

export function GeolocationNotice() {
  const geolocation = useInjection(PortToken.Geolocation);
  const { t } = useTranslation();
  const availability = geolocation.availability();
  if (availability === 'available') return null;
  if (availability === 'unsupported') {
    return <Alert className="app-banner" type="error" showIcon role="alert" title={t('geo.unsupported')} />;
  }
  return (
    <Alert
      className="app-banner"
      type="warning"
      showIcon
      role="alert"
      title={t('geo.insecureContext.title')}
      description={
        <>
          <p>{t('geo.insecureContext.text')}</p>
          <p>{t('geo.insecureContext.whatToDo')}</p>
        </>
      }
    />
  );
}
