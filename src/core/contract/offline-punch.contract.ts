/**
 * Offline punches and position signals (docs/behaviour.md, "Offline punches", "Position signals").
 *
 * A phone without network records the punch itself, signed at that moment by its device key over
 * offlinePunchMessage(...) (src/core/domain/offline-punch-proof.ts), and sends it when the network returns. No server
 * challenge can be fetched offline: a per-key counter that only grows replaces it against replays, and the server
 * bounds the device's time by what it already knows.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, MultilineText, NonBlankText, Nullable } from './common.contract';
import { DeviceObservedSignal } from './punch-origin.contract';
import { TimesheetEntry, UserStatus } from './timesheet.contract';

export const OfflinePaths = {
  /** POST: one queued punch, sent by the phone when it is online again (the signed-in employee). */
  offlinePunch: '/api/timesheet/offline/',
  /** GET: the signed-in employee's offline punches the server refused, newest first. */
  myRefusedOfflinePunches: '/api/timesheet/offline/refused/',
} as const;

export const OfflinePunchAction = Type.Union([Type.Literal('check_in'), Type.Literal('check_out')]);
export type OfflinePunchAction = Static<typeof OfflinePunchAction>;

/** POST /api/timesheet/offline/: a punch the phone recorded while offline, exactly as it signed it. */
export const OfflinePunchRequest = Type.Object(
  {
    action: OfflinePunchAction,
    device_id: NonBlankText({ maxLength: 100 }),
    /** The key's counter: 1, 2, 3… for every offline punch this key signs; the server accepts each value once, in order. */
    counter: Type.Integer({ minimum: 1, maximum: 2 ** 52 }),
    /** When the employee pressed the button, by the phone's clock (ISO 8601 with offset). */
    device_time: Type.String({ format: 'date-time', maxLength: 40 }),
    latitude: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
    longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
    accuracy: Nullable(Type.Number({ minimum: 0, maximum: 100000 })),
    fix_age_seconds: Nullable(Type.Number({ minimum: 0, maximum: 86400 * 7 })),
    /** Check-in: the place the phone chose among those it last knew in range (null: the server chooses from the fix). */
    location_id: Nullable(Id),
    position_signals: Type.Array(DeviceObservedSignal, { maxItems: 5 }),
    notes: Type.Optional(MultilineText({ maxLength: 2000 })),
    /** ECDSA P-256 / SHA-256 by the device key over offlinePunchMessage(...), raw r‖s in base64url (86 characters). */
    signature: Type.String({ pattern: '^[A-Za-z0-9_-]{86}$' }),
  },
  { additionalProperties: false },
);
export type OfflinePunchRequest = Static<typeof OfflinePunchRequest>;

/**
 * Why the server kept an offline punch as refused (docs/behaviour.md, "Offline punches"). The refusal is stored and
 * shown to the employee and to the staff; the punch is never silently dropped.
 */
export const OfflinePunchRefusal = Type.Union([
  /** The punch is older than OFFLINE_PUNCH_MAX_AGE when it arrives. */
  Type.Literal('too_old'),
  /** The server already has a later punch of this person (e.g. an online check-in after this offline one). */
  Type.Literal('later_punch_exists'),
  /** A check-in while a check-in is already open. */
  Type.Literal('already_checked_in'),
  /** A check-out with no open check-in to close. */
  Type.Literal('not_checked_in'),
  /** The day it belongs to lies in a closed month. */
  Type.Literal('month_closed'),
  /** The account may not punch there (no authorised place). */
  Type.Literal('location_not_authorized'),
]);
export type OfflinePunchRefusal = Static<typeof OfflinePunchRefusal>;

/**
 * The answer to an offline punch whose signature and counter were accepted: what became of it. The same answer is
 * given again, with `replayed: true`, when the same counter arrives a second time (a lost answer, a replayed request):
 * nothing is written twice.
 */
export const OfflinePunchResult = Type.Object({
  counter: Type.Integer(),
  outcome: Type.Union([Type.Literal('accepted'), Type.Literal('refused')]),
  refusal: Nullable(OfflinePunchRefusal),
  /** The punch saved (accepted only). */
  entry: Nullable(TimesheetEntry),
  /** The time given to the punch: the device's, bounded (ISO 8601). */
  recorded_time: Type.String(),
  /** Seconds between the punch and its arrival at the server. */
  delay_seconds: Type.Integer({ minimum: 0 }),
  replayed: Type.Boolean(),
  /** The person's status now. */
  status: UserStatus,
});
export type OfflinePunchResult = Static<typeof OfflinePunchResult>;

/** One refused offline punch, for the employee's dashboard and the staff's notifications. */
export const RefusedOfflinePunch = Type.Object({
  counter: Type.Integer(),
  action: OfflinePunchAction,
  device_time: Type.String(),
  received_at: Type.String(),
  refusal: OfflinePunchRefusal,
});
export type RefusedOfflinePunch = Static<typeof RefusedOfflinePunch>;
export const RefusedOfflinePunchList = Type.Array(RefusedOfflinePunch);
export type RefusedOfflinePunchList = Static<typeof RefusedOfflinePunchList>;
