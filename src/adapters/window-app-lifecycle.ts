/**
 * WindowAppLifecycle: the AppLifecycle port over the window's 'focus' event
 * (the status auto-refresh on focus of spec §4).
 */
import type { AppLifecycle, Unsubscribe } from '../core/ports';

export class WindowAppLifecycle implements AppLifecycle {
  constructor(private readonly win: Window = window) {}

  onFocus(listener: () => void): Unsubscribe {
    this.win.addEventListener('focus', listener);
    return () => this.win.removeEventListener('focus', listener);
  }
}
