import { ApiPaths, type CorrectionRequest, type CorrectionRequestPage, type CorrectionStatus } from '../../contract';
import { withQuery, type ApiClient } from '../api';

/** One page of the administrators' list of correction requests. */
export interface CorrectionRequestsQuery {
  status: CorrectionStatus;
  page: number;
  page_size: number;
}

/**
 * The employees' correction requests as administrators review them (docs/behaviour.md, "Correction requests"): a
 * page of one status (with the count still pending, the tab's badge), and the decision on one. Approving applies the
 * proposed time through the audited correction of punches (the original time kept); refusing needs a reason, which
 * the employee reads.
 */
export class ReviewCorrectionRequests {
  constructor(private readonly api: ApiClient) {}

  list(query: CorrectionRequestsQuery): Promise<CorrectionRequestPage> {
    return this.api.get<CorrectionRequestPage>(withQuery(ApiPaths.adminCorrectionRequests, { ...query }));
  }

  approve(id: number): Promise<CorrectionRequest> {
    return this.api.post<CorrectionRequest>(ApiPaths.adminCorrectionApprove(id));
  }

  /** `reason` is sent trimmed; the server refuses a blank one. */
  refuse(id: number, reason: string): Promise<CorrectionRequest> {
    return this.api.post<CorrectionRequest>(ApiPaths.adminCorrectionRefuse(id), { reason: reason.trim() });
  }
}
