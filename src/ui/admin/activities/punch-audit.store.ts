/**
 * The audit trail of one punch: each correction's original and new time, who made it and when, and whether it was a
 * self-correction ('Autocorrezione': the only active administrator on their own punch; docs/behaviour.md, "Managers").
 */
import { makeAutoObservable } from 'mobx';
import type { AdminActivity, PunchCorrection } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { LoadPunchCorrections } from '../../../core/use-cases/admin';
import { loadInto } from '../shared/load-into';

export const AUDIT_LOAD_ERROR: DisplayMessage = { key: 'admin.activities.auditDialog.loadError' };

export class PunchAuditStore {
  corrections: PunchCorrection[] = [];
  isLoading = false;
  error: DisplayMessage | null = null;

  constructor(
    readonly activity: AdminActivity,
    private readonly loadCorrections: LoadPunchCorrections,
  ) {
    makeAutoObservable<PunchAuditStore, 'loadCorrections'>(this, { activity: false, loadCorrections: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.error = null;
    await loadInto(this, () => this.loadCorrections.execute(this.activity.id), (list) => (this.corrections = list), AUDIT_LOAD_ERROR);
  }
}
