/**
 * /dashboard: the mobile dashboard on a mobile device, otherwise the desktop one (docs/behaviour.md, "Navigation").
 * Each variant is a chunk of its own: the phone's is built on the light kit and loads no antd; the desktop's loads
 * with antd's configuration; both ask for the 'dashboard' area (its stores and use-cases). preloadDashboard starts the
 * right downloads at start-up, while the session is checked.
 */
import { observer } from 'mobx-react-lite';
import { StoreToken } from '../app/app.tokens';
import { lazyChunk } from '../app/lazy-chunk';
import { useInjection, type Injector } from '../shared/use-injection';

const MobileDashboard = lazyChunk(() => import('./mobile/mobile-dashboard'), { area: 'dashboard' });
const DesktopDashboard = lazyChunk(() => import('./desktop/desktop-dashboard'), { antd: true, area: 'dashboard' });

export const DashboardPage = observer(function DashboardPage() {
  const device = useInjection(StoreToken.Device);
  return device.isMobile ? <MobileDashboard /> : <DesktopDashboard />;
});

/** Starts loading the dashboard variant this device will show (the browser then has it when the guard lets it in). */
export function preloadDashboard(isMobile: boolean, injector: Injector): void {
  (isMobile ? MobileDashboard : DesktopDashboard).preload(injector);
}
