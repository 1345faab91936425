import {
  MonthClosePaths,
  type CloseMonthInput,
  type MonthCloseStatus,
  type MonthClosure,
  type MonthClosureList,
  type ReopenMonthInput,
} from '../../contract';
import { withQuery, type ApiClient } from '../api';

/** A month ('yyyy-MM') for everyone (groupId null) or for one group. */
export interface MonthScope {
  month: string;
  groupId: number | null;
}

/**
 * 'Chiusura mese' (docs/behaviour.md, "Closing the month in the admin panel"): the month's state and what blocks a
 * clean close, 'Chiudi mese', 'Riapri mese' with its reason, and the history of closings. The server decides whether a
 * month may close (over, not already closed); this only asks.
 */
export class CloseMonth {
  constructor(private readonly api: ApiClient) {}

  status(scope: MonthScope): Promise<MonthCloseStatus> {
    return this.api.get<MonthCloseStatus>(withQuery(MonthClosePaths.status, { month: scope.month, gruppo_id: scope.groupId }));
  }

  close(scope: MonthScope): Promise<MonthClosure> {
    return this.api.post<MonthClosure>(MonthClosePaths.close, scopeBody(scope) satisfies CloseMonthInput);
  }

  /** `reason` is sent trimmed; the server refuses a blank one. */
  reopen(scope: MonthScope, reason: string): Promise<MonthClosure> {
    const input: ReopenMonthInput = { ...scopeBody(scope), reason: reason.trim() };
    return this.api.post<MonthClosure>(MonthClosePaths.reopen, input);
  }

  /** Every closing and reopening, newest first. */
  history(): Promise<MonthClosureList> {
    return this.api.get<MonthClosureList>(MonthClosePaths.history);
  }
}

function scopeBody({ month, groupId }: MonthScope): CloseMonthInput {
  return groupId === null ? { month } : { month, gruppo_id: groupId };
}
