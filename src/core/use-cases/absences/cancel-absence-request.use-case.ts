/**
 * 'Annulla richiesta' (docs/behaviour.md, "My absences"): the employee withdraws a request of their own while it is
 * pending; once an administrator decided, only an administrator can cancel it (ABSENCE_ALREADY_DECIDED).
 */
import { AbsencePaths, type Absence } from '../../contract';
import type { ApiClient } from '../api';

/** Whether the employee may still withdraw it. */
export const canCancelAbsence = (absence: Absence): boolean => absence.status === 'pending';

export class CancelAbsenceRequest {
  constructor(private readonly api: ApiClient) {}

  /** Resolves with the absence, now 'cancelled'. */
  execute(absence: Absence): Promise<Absence> {
    return this.api.post<Absence>(AbsencePaths.cancelMine(absence.id), {});
  }
}
