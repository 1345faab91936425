/**
 * Check-out (docs/behaviour.md, "Punch rules" and "Anomaly dialogs"). No place is chosen: the server compares with
 * the check-in place.
 * A refusal about the location or the note opens the anomaly dialog; confirming retries with force_anomaly
 * and the (mandatory) note. Every failing outcome carries the note back, so the caller keeps it for a retry.
 * Every attempt carries a proof by the device key of 'check_out' (docs/behaviour.md, "The device key"), the fix's age
 * and the phone's position signals (docs/behaviour.md, "Position signals").
 * Success: the answer's status, at once (no wait, no status read; punch-flow.ts).
 * Offline (docs/behaviour.md, "Offline punches"): the plain check-out that cannot reach the server is recorded on the
 * phone ('queued'); the anomaly dialog's confirmation keeps the offline refusal.
 */
import { ApiPaths, type CheckOutRequest, type PunchResponse } from '../../contract';
import { validateAnomalyNote, ValidationKey, VIBRATION_FAILURE, type DisplayMessage } from '../../domain';
import { toDisplayMessage } from '../../errors';
import type { Logger, Vibration } from '../../ports';
import type { ApiClient } from '../api';
import { punchRefusalOf } from './punch-error';
import { splitPunchAnswer, type PunchContext, type PunchFlow } from './punch-flow';
import { PunchMessageKey } from './punch-messages';
import type { PunchFailed, PunchInvalid, PunchQueued, PunchRefused, PunchSuccess } from './punch-outcome';

export interface CheckOutAnomalyDialog {
  /** The server's location text, else 'punch.checkoutAnomalyDefault'. */
  message: DisplayMessage;
  /** 'validation.anomalyNoteCheckout' when the server asked for a note. */
  error: DisplayMessage | null;
}

type WithNote<T> = T & { note: string };

export type CheckOutOutcome =
  | PunchSuccess
  | PunchQueued
  | WithNote<PunchRefused>
  | WithNote<PunchFailed>
  | WithNote<PunchInvalid>
  | WithNote<{ kind: 'anomaly'; dialog: CheckOutAnomalyDialog }>;

export class CheckOut {
  constructor(
    private readonly api: ApiClient,
    private readonly flow: PunchFlow,
    private readonly vibration: Vibration,
    private readonly logger: Logger,
  ) {}

  /** The Check-out button. */
  execute(): Promise<CheckOutOutcome> {
    return this.submit('', false);
  }

  /** 'Conferma Check-out' in the anomaly dialog. */
  async confirmAnomaly(note: string): Promise<CheckOutOutcome> {
    const noteError = validateAnomalyNote(note, 'checkout');
    if (noteError) return { kind: 'invalid', error: { key: noteError }, note };
    return this.submit(note, true);
  }

  private async submit(note: string, force: boolean): Promise<CheckOutOutcome> {
    const context = await this.flow.prepare();
    if (!context) return { kind: 'refused', message: { key: PunchMessageKey.locationOrDeviceUnavailable }, note };
    // Only the plain check-out may wait on the phone; the anomaly dialog's confirmation needs the server.
    if (!force && this.flow.isOffline()) {
      const queued = await this.queue(context);
      if (queued) return queued;
    }
    const request: CheckOutRequest = {
      device_id: context.deviceId,
      latitude: context.position.latitude,
      longitude: context.position.longitude,
      accuracy: context.position.accuracy,
      ...this.flow.fixFields(context),
      ...(force ? { anomaly_note: note.trim(), force_anomaly: true } : {}),
    };
    try {
      const answer = await this.api.post<PunchResponse>(ApiPaths.checkOut, request, { deviceProof: this.flow.proof(context, { action: 'check_out' }) });
      // 100-50-100 ms for a check-out against 100 ms for a check-in: the phone tells the two punches apart.
      this.vibration.vibrate([...VIBRATION_FAILURE]);
      this.flow.punched();
      const key = force ? PunchMessageKey.checkoutAnomalySuccess : PunchMessageKey.checkoutSuccess;
      return { kind: 'success', message: { key }, ...splitPunchAnswer(answer) };
    } catch (error) {
      if (!force && this.flow.isNetworkFailure(error)) {
        const queued = await this.queue(context);
        if (queued) return queued;
      }
      return this.failure(error, note);
    }
  }

  private async queue(context: PunchContext): Promise<PunchQueued | null> {
    const queued = await this.flow.queue(context, 'check_out', null);
    if (queued) this.vibration.vibrate([...VIBRATION_FAILURE]);
    return queued;
  }

  private failure(error: unknown, note: string): CheckOutOutcome {
    const refusal = punchRefusalOf(error);
    if (!refusal) {
      this.logger.warn('Check-out failed', error);
      return { kind: 'error', message: toDisplayMessage(error), note };
    }
    return {
      kind: 'anomaly',
      note,
      dialog: {
        message: refusal.location ?? { key: PunchMessageKey.checkoutAnomalyDefault },
        error: refusal.noteRequired ? { key: ValidationKey.anomalyNoteCheckout } : null,
      },
    };
  }
}
