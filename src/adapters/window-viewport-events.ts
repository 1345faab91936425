/**
 * WindowViewportEvents: window 'resize' and 'orientationchange', for the mobile detection, which is
 * re-evaluated on every resize (a desktop window narrowed to a phone's width gets the phone's screens). Listeners are called at most once per animation frame, because resize fires
 * continuously while a window is dragged.
 */
import type { Unsubscribe, ViewportEvents } from '../core/ports';

export class WindowViewportEvents implements ViewportEvents {
  constructor(private readonly win: Window = window) {}

  /** Calls the listener after the viewport size or orientation changed. */
  onResize(listener: () => void): Unsubscribe {
    let frame: number | null = null;
    const schedule = () => {
      if (frame !== null) return;
      frame = this.win.requestAnimationFrame(() => {
        frame = null;
        listener();
      });
    };
    this.win.addEventListener('resize', schedule);
    this.win.addEventListener('orientationchange', schedule);
    return () => {
      this.win.removeEventListener('resize', schedule);
      this.win.removeEventListener('orientationchange', schedule);
      if (frame !== null) this.win.cancelAnimationFrame(frame);
    };
  }
}
