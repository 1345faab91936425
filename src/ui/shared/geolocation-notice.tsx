/**
 * Explains in Italian why GPS cannot work here, instead of a bare "not supported" (docs/behaviour.md, "Position"):
 * - not a secure context (plain http on a network address): the browser hides geolocation → what to do;
 * - no geolocation at all: 'La geolocalizzazione non è supportata da questo browser'.
 * Renders nothing when geolocation is available.
 */
import { useTranslation } from 'react-i18next';
import { PortToken } from './port-tokens';
import { Notice } from '../kit';
import { useInjection } from './use-injection';

export function GeolocationNotice() {
  const geolocation = useInjection(PortToken.Geolocation);
  const { t } = useTranslation();
  const availability = geolocation.availability();
  if (availability === 'available') return null;
  if (availability === 'unsupported') {
    return <Notice className="app-banner" tone="error" role="alert" title={t('geo.unsupported')} />;
  }
  return (
    <Notice
      className="app-banner"
      tone="warning"
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
