/**
 * The full-screen gradient loading screen of the route guard (docs/behaviour.md, "Navigation"): a spinner and
 * 'Caricamento...' by default. Pure CSS (app.css), so it shows before any screen chunk has arrived.
 */
import { useTranslation } from 'react-i18next';

export function LoadingScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  const text = message ?? t('shell.loading');
  return (
    <div className="app-gradient-page app-loading-screen" role="status" aria-live="polite" aria-busy="true">
      <span className="app-css-spinner" aria-hidden="true" />
      <p className="app-loading-screen__message">{text}</p>
    </div>
  );
}
