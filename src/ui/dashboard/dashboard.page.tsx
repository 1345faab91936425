/** /dashboard: the mobile dashboard on a mobile device, otherwise the desktop one (spec §2 route table). */
import { observer } from 'mobx-react-lite';
import { StoreToken } from '../../composition/tokens';
import { useInjection } from '../shared/use-injection';
import { DesktopDashboard } from './desktop/desktop-dashboard';
import { MobileDashboard } from './mobile/mobile-dashboard';

const DashboardPage = observer(function DashboardPage() {
  const device = useInjection(StoreToken.Device);
  return device.isMobile ? <MobileDashboard /> : <DesktopDashboard />;
});

export default DashboardPage;
