import { useEffect } from 'react';
import { useAppLocation } from '../app/navigation';
import type { DashboardStore } from './dashboard.store';

/** Path whose back navigation carries `state.from`, so the dashboard refreshes on return (docs/behaviour.md, "Navigation"). */
export const HISTORY_PATH = '/timesheets';

/** Refreshes the dashboard when it was reached from /timesheets (navigation state from=/timesheets). */
export function useReturnFromHistory(store: DashboardStore): void {
  const location = useAppLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  useEffect(() => {
    if (from === HISTORY_PATH) void store.returnedFromHistory();
    // location.key: a new navigation with the same state refreshes again.
  }, [store, from, location.key]);
}
