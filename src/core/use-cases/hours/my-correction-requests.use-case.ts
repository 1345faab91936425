/**
 * The employee's own correction requests (GET /api/correction-requests/, newest first) and which of them a worked
 * day shows (docs/behaviour.md, "My hours"): 'Correzione richiesta', 'Correzione approvata', 'Correzione rifiutata'.
 */
import { ApiPaths, type CorrectionRequest, type CorrectionRequestPage, type WorkedDay } from '../../contract';
import { FIRST_PAGE } from '../../domain';
import { withQuery, type ApiClient } from '../api';

/**
 * The newest requests an employee can have made in a while: one page of the largest size the API serves. Older
 * ones belong to months long closed, whose days then show no request state.
 */
export const OWN_REQUESTS_PAGE_SIZE = 100;

export class MyCorrectionRequests {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<CorrectionRequest[]> {
    const page = await this.api.get<CorrectionRequestPage>(
      withQuery(ApiPaths.correctionRequests, { page: FIRST_PAGE, page_size: OWN_REQUESTS_PAGE_SIZE }),
    );
    return page.results;
  }
}

/**
 * The requests about a day's punches, the newest one per punch (a refused request followed by a new one shows the
 * new one). A request whose punch is gone (deleted by an administrator) stays on the day it was made for.
 * `requests` come newest first, as the server lists them.
 */
export function requestsOfDay(day: WorkedDay, requests: readonly CorrectionRequest[]): CorrectionRequest[] {
  const punchIds = new Set(day.punches.map((punch) => punch.id));
  const seen = new Set<number>();
  const shown: CorrectionRequest[] = [];
  for (const request of requests) {
    const id = request.timesheet_id;
    if (id === null) {
      if (request.business_date === day.date) shown.push(request);
      continue;
    }
    if (!punchIds.has(id) || seen.has(id)) continue;
    seen.add(id);
    shown.push(request);
  }
  return shown;
}
