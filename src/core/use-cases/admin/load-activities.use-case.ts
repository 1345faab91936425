import { ApiPaths, type ActivitiesPage, type ActivityOrdering } from '../../contract';
import { PAGE_SIZE } from '../../domain';
import type { Clock } from '../../ports';
import { withQuery, type ApiClient } from '../api';
import { activityFilterParams, DEFAULT_ACTIVITY_ORDERING, type ActivityFilters } from './activity-query';

export interface ActivitiesRequest {
  filters: ActivityFilters;
  page: number;
  ordering?: ActivityOrdering;
  /** A refresh adds the `_t` cache buster so no cached answer is reused. */
  refresh?: boolean;
}

/** All users' punches, 10 per page (docs/behaviour.md, "Admin activities"). */
export class LoadActivities {
  constructor(
    private readonly api: ApiClient,
    private readonly clock: Clock,
  ) {}

  execute(request: ActivitiesRequest): Promise<ActivitiesPage> {
    const path = withQuery(ApiPaths.adminActivities, {
      page: request.page,
      page_size: PAGE_SIZE,
      ...activityFilterParams(request.filters, request.ordering ?? DEFAULT_ACTIVITY_ORDERING),
      _t: request.refresh ? this.clock.now() : undefined,
    });
    return this.api.get<ActivitiesPage>(path);
  }
}
