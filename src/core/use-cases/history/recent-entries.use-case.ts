import { ApiPaths, type TimesheetEntry, type TimesheetPage } from '../../contract';
import { FIRST_PAGE, RECENT_ENTRIES } from '../../domain';
import { withQuery, type ApiClient } from '../api';

/** The latest 6 punches for the dashboards' 'Ultime Timbrature' (newest first, as the server orders them). */
export class RecentEntries {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<TimesheetEntry[]> {
    const page = await this.api.get<TimesheetPage>(withQuery(ApiPaths.timesheets, { page: FIRST_PAGE, page_size: RECENT_ENTRIES }));
    return page.results;
  }
}
