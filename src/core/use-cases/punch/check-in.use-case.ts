/**
 * Check-in, the whole decision flow (docs/behaviour.md, "Punch rules" and "Anomaly dialogs").
 * Stateless: the store keeps the dialogs and hands them back on confirm.
 *
 * Button press (execute):
 *   desktop: one place in tolerance → check in there; several → 'select-location' (in-range places plus the
 *            other authorised places, which need an anomaly note); none → attempt without a place.
 *   mobile:  the first place in tolerance, else no place (the server decides).
 * Place click (atLocation): in tolerance → check in; else the anomaly dialog with the place's name and distance.
 * Server refusal: location_anomaly → dialog offering the nearest place or off-site; 'anomaly_note' → the dialog
 *   (of the place tried, else the generic one) with 'validation.anomalyNoteCheckin'; anything else → 'error'.
 * Confirm (confirmAnomaly): note mandatory; a place → location_id + force_anomaly; off-site → no location and
 *   no coordinates, the note, offsite_work and force_anomaly.
 * Every attempt carries a proof by the device key of 'check_in' (docs/behaviour.md, "The device key"), the fix's age and
 * the phone's position signals (docs/behaviour.md, "Position signals").
 * Success: the answer's status, at once (no wait, no status read; punch-flow.ts).
 * Offline (docs/behaviour.md, "Offline punches"): a plain check-in (the button, a place in tolerance) that cannot
 * reach the server is recorded on the phone with the place chosen ('queued'); a confirmation of the anomaly dialog
 * keeps the offline refusal.
 */
import type { CheckInRequest, NearbyLocation, PunchResponse } from '../../contract';
import { ApiPaths } from '../../contract';
import {
  validateAnomalyChoice,
  validateAnomalyNote,
  ValidationKey,
  VIBRATION_SUCCESS,
  type AnomalyChoice,
  type DisplayMessage,
} from '../../domain';
import { ErrorKey, toDisplayMessage } from '../../errors';
import type { Logger, Vibration } from '../../ports';
import type { ApiClient } from '../api';
import type { LoadAuthorizedLocations, PositionService } from '../position';
import { punchRefusalOf } from './punch-error';
import { splitPunchAnswer, type PunchContext, type PunchFlow } from './punch-flow';
import { PunchMessageKey } from './punch-messages';
import type { PunchFailed, PunchInvalid, PunchQueued, PunchRefused, PunchSuccess } from './punch-outcome';

export interface CheckInAnomalyDialog {
  /**
   * location_anomaly: no place in range, the server proposes its nearest one (radio: that place or off-site);
   * location: a known place out of tolerance (name and distance); generic: a refusal naming no place.
   */
  type: 'location_anomaly' | 'location' | 'generic';
  /** The server's text, when it sent one. */
  message: DisplayMessage | null;
  nearestLocation: { id: number; name: string; distance: number } | null;
  locationName: string | null;
  distance: number | null;
  /** Preselected choice: the recommended nearest place, or the target place. */
  selectedLocationId: number | null;
  /** 'validation.anomalyNoteCheckin' when the server asked for a note. */
  error: DisplayMessage | null;
}

/** The dialog's choice: a place id, off-site work, or nothing (generic variant). */
export type CheckInSelection = AnomalyChoice;

export type CheckInOutcome =
  | PunchSuccess
  | PunchQueued
  | PunchRefused
  | PunchFailed
  | PunchInvalid
  | { kind: 'select-location'; inRange: NearbyLocation[]; outOfRange: NearbyLocation[] }
  | { kind: 'anomaly'; dialog: CheckInAnomalyDialog };

type Target = { id: number; name: string; distance: number } | null;

const emptyDialog: CheckInAnomalyDialog = {
  type: 'generic',
  message: null,
  nearestLocation: null,
  locationName: null,
  distance: null,
  selectedLocationId: null,
  error: null,
};

export class CheckIn {
  constructor(
    private readonly api: ApiClient,
    private readonly flow: PunchFlow,
    private readonly positions: PositionService,
    private readonly loadAuthorized: LoadAuthorizedLocations,
    private readonly vibration: Vibration,
    private readonly logger: Logger,
  ) {}

  /** The Check-in button, with the nearby places currently shown. */
  async execute(input: { mode: 'desktop' | 'mobile'; nearby: NearbyLocation[] }): Promise<CheckInOutcome> {
    const inTolerance = input.nearby.filter((place) => place.within_tolerance);
    if (input.mode === 'mobile' || inTolerance.length <= 1) {
      return this.submit({}, inTolerance[0] ?? null, null);
    }
    return { kind: 'select-location', inRange: inTolerance, outOfRange: await this.otherAuthorized(input.nearby, inTolerance) };
  }

  /** A click on a place (nearby list or selection dialog). */
  async atLocation(place: NearbyLocation): Promise<CheckInOutcome> {
    if (place.within_tolerance) return this.submit({}, place, null);
    return {
      kind: 'anomaly',
      dialog: { ...emptyDialog, type: 'location', locationName: place.name, distance: place.distance, selectedLocationId: place.id },
    };
  }

  /** 'Conferma Check-in' in the anomaly dialog. */
  async confirmAnomaly(dialog: CheckInAnomalyDialog, input: { selection: CheckInSelection; note: string }): Promise<CheckInOutcome> {
    const noteError = validateAnomalyNote(input.note, 'checkin');
    if (noteError) return { kind: 'invalid', error: { key: noteError } };
    const choiceError = dialog.type === 'location_anomaly' ? validateAnomalyChoice(input.selection) : null;
    if (choiceError) return { kind: 'invalid', error: { key: choiceError } };
    const note = input.note.trim();
    if (input.selection === 'offsite') {
      return this.submit({ anomaly_note: note, offsite_work: true, force_anomaly: true }, null, dialog, { offsite: true });
    }
    const target: Target = input.selection === null ? null : this.targetOf(dialog, input.selection);
    return this.submit({ anomaly_note: note, force_anomaly: true }, target, dialog);
  }

  private targetOf(dialog: CheckInAnomalyDialog, id: number): Target {
    if (dialog.nearestLocation?.id === id) return dialog.nearestLocation;
    return { id, name: dialog.locationName ?? '', distance: dialog.distance ?? 0 };
  }

  private async submit(
    extra: Partial<CheckInRequest>,
    target: Target,
    dialog: CheckInAnomalyDialog | null,
    options: { offsite?: boolean } = {},
  ): Promise<CheckInOutcome> {
    const context = await this.flow.prepare();
    if (!context) return { kind: 'refused', message: { key: PunchMessageKey.locationOrDeviceUnavailable } };
    // Only the plain check-in may wait on the phone; the anomaly dialog's confirmations need the server.
    const plain = dialog === null;
    if (plain && this.flow.isOffline()) {
      const queued = await this.queue(context, target);
      if (queued) return queued;
    }
    const request = this.request(context, extra, target, options);
    // The proof names the place asked for and whether the work is off-site, so neither can be changed on the way.
    const proof = this.flow.proof(context, { action: 'check_in', locationId: request.location_id ?? null, offsite: !!request.offsite_work });
    try {
      const answer = await this.api.post<PunchResponse>(ApiPaths.checkIn, request, { deviceProof: proof });
      this.vibration.vibrate(VIBRATION_SUCCESS);
      this.flow.punched();
      return { kind: 'success', message: { key: PunchMessageKey.checkinSuccess }, ...splitPunchAnswer(answer) };
    } catch (error) {
      if (plain && this.flow.isNetworkFailure(error)) {
        const queued = await this.queue(context, target);
        if (queued) return queued;
      }
      return this.failure(error, target, dialog);
    }
  }

  private async queue(context: PunchContext, target: Target): Promise<PunchQueued | null> {
    const queued = await this.flow.queue(context, 'check_in', target?.id ?? null);
    if (queued) this.vibration.vibrate(VIBRATION_SUCCESS);
    return queued;
  }

  private request(context: PunchContext, extra: Partial<CheckInRequest>, target: Target, options: { offsite?: boolean }): CheckInRequest {
    // Off-site work is declared away from any place: no coordinates, no place, nothing about a fix.
    const where = options.offsite
      ? {}
      : {
          latitude: context.position.latitude,
          longitude: context.position.longitude,
          accuracy: context.position.accuracy,
          ...this.flow.fixFields(context),
          ...(target ? { location_id: target.id } : {}),
        };
    return { device_id: context.deviceId, ...where, ...extra };
  }

  private failure(error: unknown, target: Target, dialog: CheckInAnomalyDialog | null): CheckInOutcome {
    const refusal = punchRefusalOf(error);
    if (!refusal) {
      this.logger.warn('Check-in failed', error);
      return { kind: 'error', message: toDisplayMessage(error) };
    }
    const noteError = refusal.noteRequired ? { key: ValidationKey.anomalyNoteCheckin } : null;
    if (refusal.anomaly) {
      const nearest = refusal.anomaly.nearestLocation;
      return {
        kind: 'anomaly',
        dialog: {
          ...emptyDialog,
          type: 'location_anomaly',
          message: refusal.anomaly.message ?? { key: ErrorKey.noLocationInRange },
          nearestLocation: nearest,
          selectedLocationId: nearest?.id ?? null,
          error: noteError,
        },
      };
    }
    const base: CheckInAnomalyDialog = dialog ?? (target
      ? { ...emptyDialog, type: 'location', locationName: target.name, distance: target.distance, selectedLocationId: target.id }
      : emptyDialog);
    return { kind: 'anomaly', dialog: { ...base, error: noteError } };
  }

  /** Authorised places outside tolerance, offered as anomalies in the selection dialog. */
  private async otherAuthorized(nearby: NearbyLocation[], inTolerance: NearbyLocation[]): Promise<NearbyLocation[]> {
    const inRangeIds = new Set(inTolerance.map((place) => place.id));
    let candidates = nearby;
    try {
      candidates = await this.loadAuthorized.execute(this.positions.current().position);
    } catch (error) {
      this.logger.warn('Authorised locations could not be loaded; offering the nearby ones only', error);
    }
    return candidates.filter((place) => !inRangeIds.has(place.id));
  }
}
