/** /my-hours, 'Le mie ore' (docs/behaviour.md, "My hours"): the phone layout on a mobile device, else the desktop one. */
import { observer } from 'mobx-react-lite';
import { StoreToken } from '../app/app.tokens';
import type { ChunkNeeds } from '../app/lazy-chunk';
import { SCREEN_ERRORS } from '../i18n/screen-errors';
import hours from '../i18n/it/hours.json';
import { useInjection } from '../shared/use-injection';
import { DesktopMyHours } from './desktop-my-hours';
import { MobileMyHours } from './mobile-my-hours';

const MyHoursPage = observer(function MyHoursPage() {
  const device = useInjection(StoreToken.Device);
  return device.isMobile ? <MobileMyHours /> : <DesktopMyHours />;
});

export default MyHoursPage;
export const needs: ChunkNeeds = { texts: { hours, ...SCREEN_ERRORS } };
