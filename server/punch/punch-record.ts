/**
 * The row a decided punch becomes: what is kept (privacy by design) and whether it is valid.
 * Raw coordinates decide the punch but are stored only with STORE_PUNCH_COORDINATES=true;
 * an off-site punch keeps no position data at all (Italian data-protection rulings on punch apps
 * allow only "was the employee at the site, and when").
 */
import type { EntryType, PositionSignal, ValidationIssue } from '../../src/core/contract';
import { NO_FIX_EVIDENCE, type FixEvidence } from './punch-fix';
import type { PunchPlace } from './punch-place';
import { punchValidationIssues } from './punch-validity';

export interface NewPunch {
  userId: number;
  entryType: EntryType;
  locationId: number | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  distance: number | null;
  deviceId: string;
  notes: string;
  anomalyNote: string;
  isValid: boolean;
  hasLocationAnomaly: boolean;
  isOffsite: boolean;
  validationErrors: ValidationIssue[];
  /** true for an IN: it stays open until its check-out. */
  isOpen: boolean;
  /** 'Posizione sospetta' (position-signals.ts) and the fix's keyed digest; none off-site. */
  positionSignals: PositionSignal[];
  fixDigest: string | null;
  /** The punch's time: null for the database's now() (online); an offline punch's bounded time otherwise. */
  recordedAt: Date | null;
  /** Seconds between an offline punch and its arrival; null online. */
  offlineDelaySeconds: number | null;
}

export interface PunchRecordInput {
  userId: number;
  entryType: EntryType;
  place: PunchPlace;
  request: {
    latitude?: number | null;
    longitude?: number | null;
    accuracy?: number | null;
    notes?: string;
    anomaly_note?: string;
    device_id: string;
  };
  /** HH:MM of the punch's time in the business time zone (now, or an offline punch's time). */
  localTime: string;
  accuracyCapMeters: number;
  storeCoordinates: boolean;
  /** The fix's signals and digest (punch-fix.ts); none by default. */
  fix?: FixEvidence;
  /** An offline punch's time and delay (offline-punch.rules.ts); absent online, where the time is the database's now(). */
  offline?: { recordedAt: Date; delaySeconds: number };
}

export function punchRecord(input: PunchRecordInput): NewPunch {
  const { place, request } = input;
  const atLocation = place.kind === 'location' ? place : null;
  const accuracy = atLocation ? (request.accuracy ?? null) : null;
  const keepCoordinates = atLocation !== null && input.storeCoordinates;
  const validationErrors = punchValidationIssues({
    location: atLocation?.location ?? null,
    locationAnomaly: atLocation?.anomaly ?? false,
    localTime: input.localTime,
    accuracy,
    accuracyCapMeters: input.accuracyCapMeters,
  });
  return {
    userId: input.userId,
    entryType: input.entryType,
    locationId: atLocation?.location.id ?? null,
    latitude: keepCoordinates ? (request.latitude ?? null) : null,
    longitude: keepCoordinates ? (request.longitude ?? null) : null,
    accuracy,
    distance: atLocation?.distance ?? null,
    deviceId: request.device_id,
    notes: request.notes?.trim() ?? '',
    anomalyNote: request.anomaly_note?.trim() ?? '',
    isValid: validationErrors.length === 0,
    hasLocationAnomaly: atLocation?.anomaly ?? false,
    isOffsite: place.kind === 'offsite',
    validationErrors,
    isOpen: input.entryType === 'IN',
    positionSignals: atLocation ? (input.fix ?? NO_FIX_EVIDENCE).positionSignals : [],
    fixDigest: atLocation ? (input.fix ?? NO_FIX_EVIDENCE).fixDigest : null,
    recordedAt: input.offline?.recordedAt ?? null,
    offlineDelaySeconds: input.offline?.delaySeconds ?? null,
  };
}
