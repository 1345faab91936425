import { ApiPaths, type ActivityOrdering } from '../../contract';
import { withQuery, type ApiClient } from '../api';
import { activityFilterParams, DEFAULT_ACTIVITY_ORDERING, type ActivityFilters } from './activity-query';

/** The filtered activities as CSV text (GET /api/admin/activities/export/); the UI turns it into a download. */
export class ExportActivities {
  constructor(private readonly api: ApiClient) {}

  execute(filters: ActivityFilters, ordering: ActivityOrdering = DEFAULT_ACTIVITY_ORDERING): Promise<string> {
    return this.api.getText(withQuery(ApiPaths.adminActivitiesExport, activityFilterParams(filters, ordering)));
  }
}
