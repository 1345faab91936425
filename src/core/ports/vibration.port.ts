/** The phone's haptic feedback after a login or a punch. */
export const Vibration = Symbol('Vibration');
export interface Vibration {
  /** Vibrates with a pattern in milliseconds (on, off, on…); silently does nothing where unsupported. */
  vibrate(pattern: number | number[]): void;
}
