/**
 * WindowAppLifecycle: the AppLifecycle port over the window's 'focus' event (the dashboard refreshes the status on
 * focus), the document's 'visibilitychange' event (only the change to 'visible' is reported) and
 * location.reload().
 */
import type { AppLifecycle, Unsubscribe } from '../core/ports';

export class WindowAppLifecycle implements AppLifecycle {
  constructor(private readonly win: Window = window) {}

  onFocus(listener: () => void): Unsubscribe {
    this.win.addEventListener('focus', listener);
    return () => this.win.removeEventListener('focus', listener);
  }

  onVisible(listener: () => void): Unsubscribe {
    const document = this.win.document;
    const onChange = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }

  reload(): void {
    this.win.location.reload();
  }
}
