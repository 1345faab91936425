/**
 * NavigatorGeolocation: the Geolocation port over navigator.geolocation.
 * - availability(): 'insecure-context' first (browsers hide GPS on plain http outside localhost, and some still
 *   expose navigator.geolocation that then fails with "permission denied"), then 'unsupported' when the API is absent.
 * - getCurrentPosition rejects with PositionError: browser codes 1/2/3 → 'permission-denied' / 'unavailable' / 'timeout'.
 * - watchPosition follows the device through navigator.geolocation.watchPosition, with the same error mapping; the
 *   returned function calls clearWatch. Without geolocation the failure is reported on the next microtask (the port
 *   promises no synchronous call-back) unless the watch was already ended.
 * - Options map one to one (enableHighAccuracy, timeout, maximumAge).
 */
import {
  PositionError,
  type Geolocation,
  type Position,
  type PositionErrorKind,
  type PositionOptions,
  type Unsubscribe,
} from '../core/ports';

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
        (error) => reject(toPositionError(error)),
        toBrowserOptions(options),
      );
    });
  }

  watchPosition(options: PositionOptions, onFix: (position: Position) => void, onError: (error: PositionError) => void): Unsubscribe {
    let ended = false;
    const availability = this.availability();
    if (availability !== 'available') {
      queueMicrotask(() => {
        if (!ended) onError(new PositionError(availability));
      });
      return () => {
        ended = true;
      };
    }
    const geolocation = this.win.navigator.geolocation!;
    const id = geolocation.watchPosition(
      (fix) => {
        if (!ended) onFix(toPosition(fix));
      },
      (error) => {
        if (!ended) onError(toPositionError(error));
      },
      toBrowserOptions(options),
    );
    return () => {
      if (ended) return;
      ended = true;
      geolocation.clearWatch(id);
    };
  }
}

/** The browser's own message is English and device-specific; the kind is what the core translates. */
function toPositionError(error: GeolocationPositionError): PositionError {
  return new PositionError(ERROR_KINDS[error.code] ?? 'unavailable');
}

function toBrowserOptions(options: PositionOptions): globalThis.PositionOptions {
  return { enableHighAccuracy: options.enableHighAccuracy, timeout: options.timeoutMs, maximumAge: options.maximumAgeMs };
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
