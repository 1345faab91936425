/**
 * How the employee's screens (dashboards, history) reach their stores: their bindings travel with their chunks
 * (composition/modules/dashboard.module.ts), so the first render loads them into the app's container (once), then behaves
 * like useScreenStore.
 */
import { ensureDashboardModule } from '../../composition/modules/dashboard.module';
import type { Token } from '../../composition/tokens';
import { useContainer, useScreenStore } from '../shared/use-injection';

export function useDashboardStore<T extends object>(token: Token<T>): T {
  ensureDashboardModule(useContainer());
  return useScreenStore(token);
}
