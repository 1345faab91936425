/**
 * 'Attività Sistema' opened from a link that names filters (the attendance report's 'Vedi timbrature':
 * ?user_id=5&start_date=2026-11-03&end_date=2026-11-03): the filters are set, and shown, before the first load.
 * A layout effect, so it runs before the page's store starts (its start() is a passive effect of the page).
 */
import { useLayoutEffect } from 'react';
import { activityFiltersFromQuery } from '../../../core/use-cases/admin';
import { useAppLocation } from '../../app/navigation';
import type { ActivitiesStore } from './activities.store';

export function useFiltersFromAddress(store: ActivitiesStore): void {
  const { search } = useAppLocation();
  useLayoutEffect(() => {
    const filters = activityFiltersFromQuery(search);
    if (filters) store.startWithFilters(filters);
  }, [store, search]);
}
