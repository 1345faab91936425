import type { CorrectionRequest, CorrectionRequestPage } from '../../../../src/core/contract';

/** An employee's pending request to add the check-out an IN of 15/01/2025 lacks (docs/behaviour.md, "Correction requests"). */
export const CorrectionRequestMother = {
  create(overrides: Partial<CorrectionRequest> = {}): CorrectionRequest {
    return {
      id: 21,
      user_id: 7,
      username: 'mario.rossi',
      full_name: 'Mario Rossi',
      timesheet_id: 301,
      kind: 'missing_check_out',
      entry_type: 'IN',
      business_date: '2025-01-15',
      punch_timestamp: '2025-01-15T08:00:00Z',
      proposed_timestamp: '2025-01-15T16:30:00Z',
      reason: 'Ho dimenticato di timbrare in uscita',
      status: 'pending',
      refusal_reason: '',
      created_at: '2025-01-16T07:45:00Z',
      decided_by: null,
      decided_at: null,
      ...overrides,
    };
  },

  page(results: CorrectionRequest[], pending = results.filter((request) => request.status === 'pending').length): CorrectionRequestPage {
    return { count: results.length, pending, results };
  },
};
