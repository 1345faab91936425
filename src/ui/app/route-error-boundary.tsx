/**
 * The routes' error boundary: whatever a screen throws while rendering, above all a screen chunk that fails to
 * load (a flaky network, or an old chunk gone after a deploy), shows 'Impossibile caricare questa pagina…' with
 * 'Ricarica' instead of unmounting the whole app into a white page.
 * - Plain HTML styled by app.css, like the loading screen: the antd chunk may be the one that failed.
 * - 'Ricarica' reloads the page through the AppLifecycle port (a fresh page also gets the new deploy's chunks).
 * - Moving to another path (the browser's back button) tries again; React keeps a failed lazy chunk failed, so
 *   the same screen stays an error until the reload.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PortToken } from '../shared/port-tokens';
import { useInjection } from '../shared/use-injection';
import { useAppLocation } from './navigation';

interface BoundaryProps {
  /** The boundary recovers when this changes (the current path). */
  resetKey?: string;
  fallback: ReactNode;
  onError(error: unknown): void;
  children: ReactNode;
}

/** Shows `fallback` instead of children that threw (a rejected lazy chunk included) and reports the error. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function PageLoadError({ onReload }: { onReload(): void }) {
  const { t } = useTranslation();
  return (
    <div className="app-gradient-page app-loading-screen">
      <div className="app-card app-page-error">
        <p className="app-page-error__message" role="alert">
          {t('shell.pageLoadError.message')}
        </p>
        <button type="button" className="app-page-error__reload" onClick={onReload}>
          {t('shell.pageLoadError.reload')}
        </button>
      </div>
    </div>
  );
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useAppLocation();
  const lifecycle = useInjection(PortToken.AppLifecycle);
  const logger = useInjection(PortToken.Logger);
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={(error) => logger.error('A screen failed to load or render', error)}
      fallback={<PageLoadError onReload={() => lifecycle.reload()} />}
    >
      {children}
    </ErrorBoundary>
  );
}
