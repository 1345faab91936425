/** /timesheets: the mobile history on a mobile device, otherwise the desktop one (docs/behaviour.md, "Navigation"). */
import { observer } from 'mobx-react-lite';
import { StoreToken } from '../app/app.tokens';
import type { ChunkNeeds } from '../app/lazy-chunk';
import history from '../i18n/it/history.json';
import { useInjection } from '../shared/use-injection';
import { DesktopHistory } from './desktop/desktop-history';
import { MobileHistory } from './mobile/mobile-history';

const HistoryPage = observer(function HistoryPage() {
  const device = useInjection(StoreToken.Device);
  return device.isMobile ? <MobileHistory /> : <DesktopHistory />;
});

export default HistoryPage;
export const needs: ChunkNeeds = { texts: { history } };
