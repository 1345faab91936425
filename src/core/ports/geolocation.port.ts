import type { Unsubscribe } from './unsubscribe';

/** A GPS fix, as the browser's Geolocation API reports it. */
export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
  altitude: number | null;
  altitudeAccuracy: number | null;
  heading: number | null;
  speed: number | null;
  /** Epoch milliseconds when the fix was taken. */
  timestamp: number;
}

export interface PositionOptions {
  enableHighAccuracy: boolean;
  timeoutMs: number;
  maximumAgeMs: number;
}

/** Why a fix failed: the browser's codes plus the two cases it cannot report itself. */
export type PositionErrorKind = 'permission-denied' | 'unavailable' | 'timeout' | 'unsupported' | 'insecure-context';

export class PositionError extends Error {
  constructor(
    readonly kind: PositionErrorKind,
    message: string = kind,
  ) {
    super(message);
    this.name = 'PositionError';
  }
}

export const Geolocation = Symbol('Geolocation');
export interface Geolocation {
  /** Whether the platform offers geolocation at all ('insecure-context' when the page is not a secure context). */
  availability(): 'available' | 'unsupported' | 'insecure-context';
  /** One fix; rejects with PositionError. */
  getCurrentPosition(options: PositionOptions): Promise<Position>;
  /**
   * Follows the device: `onFix` for every new fix, `onError` for each failure (the watch goes on after a timeout or
   * an unavailable fix, as the browser's does). Never calls back synchronously. Unsubscribe ends the watch.
   */
  watchPosition(options: PositionOptions, onFix: (position: Position) => void, onError: (error: PositionError) => void): Unsubscribe;
}
