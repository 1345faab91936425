/** /timesheets: the mobile history on a mobile device, otherwise the desktop one (spec §2 route table). */
import { observer } from 'mobx-react-lite';
import { StoreToken } from '../../composition/tokens';
import history from '../i18n/it/history.json';
import { useScreenTexts } from '../i18n/screen-texts';
import { useInjection } from '../shared/use-injection';
import { DesktopHistory } from './desktop/desktop-history';
import { MobileHistory } from './mobile/mobile-history';

const HistoryPage = observer(function HistoryPage() {
  useScreenTexts({ history });
  const device = useInjection(StoreToken.Device);
  return device.isMobile ? <MobileHistory /> : <DesktopHistory />;
});

export default HistoryPage;
