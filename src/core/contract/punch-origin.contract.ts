/**
 * What a punch says about how it arrived and how trustworthy its position looks (docs/behaviour.md, "Offline
 * punches", "Position signals"), shared by the punch requests and every punch listing.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.contract';

/** A fix taken longer than this before its punch is 'stale_fix'. */
export const POSITION_FIX_MAX_AGE_SECONDS = 120;

/**
 * Why a punch's position deserves a second look ('Posizione sospetta'). Flags for review only: none blocks a punch,
 * none keeps coordinates.
 * - stale_fix: the fix was taken well before the punch (fix_age_seconds above POSITION_FIX_MAX_AGE_SECONDS);
 * - zero_accuracy: the fix claims an accuracy of exactly 0 m, which no receiver reports;
 * - repeated_fix: the fix equals the previous punch's to the last decimal;
 * - impossible_travel: from the previous punch's place to this fix faster than a car can go;
 * - jump_and_return: the phone's fixes jumped far away and came back within seconds (seen by the phone).
 */
export const PositionSignal = Type.Union([
  Type.Literal('stale_fix'),
  Type.Literal('zero_accuracy'),
  Type.Literal('repeated_fix'),
  Type.Literal('impossible_travel'),
  Type.Literal('jump_and_return'),
]);
export type PositionSignal = Static<typeof PositionSignal>;

/** The signals only the phone can see (its own series of fixes); the others the server works out. */
export const DeviceObservedSignal = Type.Literal('jump_and_return');
export type DeviceObservedSignal = Static<typeof DeviceObservedSignal>;

/** What every punch request may say about its fix, beside the coordinates (online and offline). */
export const FixFields = {
  /** Seconds between the fix and the punch, by the phone's own clock (immune to its offset from the server's). */
  fix_age_seconds: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 86400 * 7 }))),
  /** Signals the phone saw in its own fixes. */
  position_signals: Type.Optional(Type.Array(DeviceObservedSignal, { maxItems: 5 })),
};

/** What every punch listing adds about the punch's origin and its position (TimesheetEntry, AdminActivity). */
export const PunchOriginFields = {
  /** Seconds between an offline punch and its arrival at the server; null for a punch sent online. */
  offline_delay_seconds: Nullable(Type.Integer({ minimum: 0 })),
  position_signals: Type.Array(PositionSignal),
  /**
   * A check-out the server wrote itself at the planned end, the check-in having stayed open AUTO_CHECKOUT_AFTER_HOURS
   * past it ('Chiusura automatica', docs/behaviour.md, "Automatic close"): not valid, an anomaly to review.
   */
  auto_closed: Type.Boolean(),
};

