import { ApiPaths, type ActivitiesPage, type ActivityOrdering } from '../../contract';
import { PAGE_SIZE, pageCount } from '../../domain';
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

/** All users' punches, 10 per page (spec §2 Admin activities, §7 GET /api/admin/activities/). */
export class LoadActivities {
  constructor(
    private readonly api: ApiClient,
    private readonly clock: Clock,
  ) {}

  async execute(request: ActivitiesRequest): Promise<ActivitiesPage> {
    const path = withQuery(ApiPaths.adminActivities, {
      page: request.page,
      page_size: PAGE_SIZE,
      ...activityFilterParams(request.filters, request.ordering ?? DEFAULT_ACTIVITY_ORDERING),
      _t: request.refresh ? this.clock.now() : undefined,
    });
    const page = await this.api.get<ActivitiesPage>(path);
    const results = page.results ?? [];
    const count = page.count ?? results.length;
    return { results, count, total_pages: page.total_pages ?? pageCount(count, PAGE_SIZE) };
  }
}
