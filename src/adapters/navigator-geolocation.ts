/**
 * NavigatorGeolocation: the Geolocation port over navigator.geolocation.
 * - availability(): 'insecure-context' first (browsers hide GPS on plain http outside localhost, and some still
 *   expose navigator.geolocation that then fails with "permission denied"), then 'unsupported' when the API is absent.
 * - getCurrentPosition rejects with PositionError: browser codes 1/2/3 → 'permission-denied' / 'unavailable' / 'timeout'.
 * - Options map one to one (enableHighAccuracy, timeout, maximumAge).
 */
import { PositionError, type Geolocation, type Position, type PositionErrorKind, type PositionOptions } from '../core/ports';

interface GeolocationWindow {
  isSecureContext: boolean;
  navigator: { geolocation?: globalThis.Geolocation };
}

const ERROR_KINDS: Record<number, PositionErrorKind> = { 1: 'permission-denied', 2: 'unavailable', 3: 'timeout' };

export class NavigatorGeolocation implements Geolocation {
  constructor(private readonly win: GeolocationWindow = window) {}

  availability(): 'available' | 'unsupported' | 'insecure-context' {
    if (!this.win.isSecureContext) return 'insecure-context';
    if (!this.win.navigator.geolocation) return 'unsupported';
    return 'available';
  }

  getCurrentPosition(options: PositionOptions): Promise<Position> {
    const availability = this.availability();
    if (availability !== 'available') return Promise.reject(new PositionError(availability));
    return new Promise((resolve, reject) => {
      this.win.navigator.geolocation!.getCurrentPosition(
        (fix) => resolve(toPosition(fix)),
        (error) => {
          // The browser's own message is English and device-specific; the kind is what the core translates.
          reject(new PositionError(ERROR_KINDS[error.code] ?? 'unavailable'));
        },
        { enableHighAccuracy: options.enableHighAccuracy, timeout: options.timeoutMs, maximumAge: options.maximumAgeMs },
      );
    });
  }
}

function toPosition(fix: GeolocationPosition): Position {
  const { coords } = fix;
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracy: coords.accuracy,
    altitude: coords.altitude ?? null,
    altitudeAccuracy: coords.altitudeAccuracy ?? null,
    heading: coords.heading ?? null,
    speed: coords.speed ?? null,
    timestamp: fix.timestamp,
  };
}
