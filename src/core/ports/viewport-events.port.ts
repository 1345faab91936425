import type { Unsubscribe } from './unsubscribe';

/** Viewport changes (the window's resize and orientation events): mobile detection is re-evaluated on each. */
export const ViewportEvents = Symbol('ViewportEvents');
export interface ViewportEvents {
  /** Calls the listener after the viewport size or orientation changed. */
  onResize(listener: () => void): Unsubscribe;
}
