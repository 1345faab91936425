import { ApiPaths, type AttendancePage, type AttendanceSummary, type WorkedDays } from '../../contract';
import type { DateRange } from '../../domain';
import { withQuery } from '../api';
import type { ApiClient } from '../api';
import type { ListPage } from './admin-collection';
import { attendanceFilterParams, type AttendanceFilters } from './attendance-period';

export interface AttendancePageRequest {
  page: number;
  page_size: number;
}

/**
 * 'Report Presenze' (docs/behaviour.md, "Attendance report"): one page of employees with their totals over the
 * period, and one employee's days (the expanded row). The numbers are the server's; nothing is summed here.
 */
export class LoadAttendance {
  constructor(private readonly api: ApiClient) {}

  async page(filters: AttendanceFilters, request: AttendancePageRequest): Promise<ListPage<AttendanceSummary>> {
    const answer = await this.api.get<AttendancePage>(
      withQuery(ApiPaths.adminAttendance, { ...attendanceFilterParams(filters), page: request.page, page_size: request.page_size }),
    );
    const next = request.page * request.page_size < answer.count ? request.page + 1 : null;
    return { count: answer.count, next, results: answer.results };
  }

  days(userId: number, period: DateRange): Promise<WorkedDays> {
    return this.api.get<WorkedDays>(withQuery(ApiPaths.adminAttendanceDays(userId), { start_date: period.startDate, end_date: period.endDate }));
  }
}
