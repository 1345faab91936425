/**
 * The route guards (docs/behaviour.md, "Navigation"), deciding with the domain's decideGuard:
 * - ProtectedRoute: loading screen while the session check runs; /login when signed out (remembering where the
 *   user was going); the access-restricted screen for an employee (neither administrator nor manager) on a non-mobile device; else the route.
 * - PublicOnlyRoute (/login): a signed-in user goes to /dashboard (or back where the guard sent them from).
 */
import { useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { decideGuard } from '../../core/domain';
import { StoreToken } from './app.tokens';
import { useInjection } from '../shared/use-injection';
import { lazyChunk } from './lazy-chunk';
import { LoadingScreen } from './loading-screen';
import { Navigate, useAppLocation } from './navigation';

const AccessRestrictedPage = lazyChunk(() => import('../restricted/access-restricted.page'), { antd: true });

interface FromState {
  from?: string;
}

export const ProtectedRoute = observer(function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useInjection(StoreToken.Session);
  const device = useInjection(StoreToken.Device);
  const location = useAppLocation();
  // One object per address: React Router's <Navigate> navigates again whenever its state prop changes.
  const fromHere = useMemo((): FromState => ({ from: location.pathname + location.search }), [location.pathname, location.search]);
  const decision = decideGuard({
    isInitialized: session.isInitialized,
    isLoading: session.isLoading,
    isAuthenticated: session.isAuthenticated,
    isAdmin: session.isAdmin,
    isManager: session.isManager,
    isMobile: device.isMobile,
  });
  switch (decision) {
    case 'loading':
      return <LoadingScreen />;
    case 'redirect-login':
      // The login chunk may still be loading: keep the loading screen up instead of a blank page meanwhile.
      return (
        <>
          <LoadingScreen />
          <Navigate to="/login" replace state={fromHere} />
        </>
      );
    case 'restricted':
      return <AccessRestrictedPage />;
    case 'allow':
      return <>{children}</>;
  }
});

export const PublicOnlyRoute = observer(function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const session = useInjection(StoreToken.Session);
  const location = useAppLocation();
  if (!session.isInitialized) return <LoadingScreen />;
  if (session.isAuthenticated) {
    const from = (location.state as FromState | null)?.from;
    return (
      <>
        <LoadingScreen />
        <Navigate to={from && from !== '/login' ? from : '/dashboard'} replace />
      </>
    );
  }
  return <>{children}</>;
});
