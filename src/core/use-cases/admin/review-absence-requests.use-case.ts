import { AbsencePaths, type Absence, type AbsencePage, type AbsenceStatus } from '../../contract';
import { withQuery, type ApiClient } from '../api';

/** One page of the administrators' list of absences: one status, optionally one employee or one group. */
export interface AbsenceRequestsQuery {
  status: AbsenceStatus;
  user_id?: number;
  gruppo_id?: number;
  page: number;
  page_size: number;
}

/**
 * The absences as administrators review them (docs/behaviour.md, "Absences in the admin panel"): a page of one status
 * (pending ones oldest first, a queue; with the count still pending, the tab's badge), and the decisions. Approving
 * fills the days' plan; refusing needs a reason, which the employee reads; cancelling takes back a pending or approved
 * absence (its days miss time again).
 */
export class ReviewAbsenceRequests {
  constructor(private readonly api: ApiClient) {}

  /** A filter left out is no parameter at all (withQuery drops it). */
  list(query: AbsenceRequestsQuery): Promise<AbsencePage> {
    return this.api.get<AbsencePage>(withQuery(AbsencePaths.admin, { ...query }));
  }

  approve(id: number): Promise<Absence> {
    return this.api.post<Absence>(AbsencePaths.approve(id));
  }

  /** `reason` is sent trimmed; the server refuses a blank one. */
  refuse(id: number, reason: string): Promise<Absence> {
    return this.api.post<Absence>(AbsencePaths.refuse(id), { reason: reason.trim() });
  }

  cancel(id: number): Promise<Absence> {
    return this.api.post<Absence>(AbsencePaths.cancel(id));
  }
}
