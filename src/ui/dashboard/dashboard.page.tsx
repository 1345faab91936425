/**
 * /dashboard: the mobile dashboard on a mobile device, otherwise the desktop one (docs/behaviour.md, "Navigation").
 * Each variant is a chunk of its own: the phone's is built on the light kit and loads no antd; the desktop's loads
 * with antd's configuration. preloadDashboard starts the right download at start-up, while the session is checked.
 */
import { observer } from 'mobx-react-lite';
import { StoreToken } from '../../composition/tokens';
import { lazyChunk } from '../app/lazy-chunk';
import { useInjection } from '../shared/use-injection';

const MobileDashboard = lazyChunk(() => import('./mobile/mobile-dashboard'));
const DesktopDashboard = lazyChunk(() => import('./desktop/desktop-dashboard'), { antd: true });

export const DashboardPage = observer(function DashboardPage() {
  const device = useInjection(StoreToken.Device);
  return device.isMobile ? <MobileDashboard /> : <DesktopDashboard />;
});

/** Starts loading the dashboard variant this device will show (the browser then has it when the guard lets it in). */
export function preloadDashboard(isMobile: boolean): void {
  (isMobile ? MobileDashboard : DesktopDashboard).preload();
}
