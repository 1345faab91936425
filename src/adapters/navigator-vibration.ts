/**
 * NavigatorVibration: the Vibration port over navigator.vibrate.
 * - Does nothing where vibration is unsupported (iOS Safari, desktops) or refused (no user gesture yet).
 */
import type { Vibration } from '../core/ports';

export class NavigatorVibration implements Vibration {
  constructor(private readonly nav: Partial<Navigator> | undefined = globalThis.navigator) {}

  vibrate(pattern: number | number[]): void {
    try {
      this.nav?.vibrate?.(pattern);
    } catch {
      // Feedback only: a refusal must never break the action it accompanies.
    }
  }
}
