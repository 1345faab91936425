/**
 * WindowAppLifecycle: the AppLifecycle port over the window's 'focus' event (the dashboard refreshes the status on
 * focus), the document's 'visibilitychange' event (onVisible / onHidden each hear their own direction of it),
 * document.visibilityState and location.reload().
 */
import type { AppLifecycle, Unsubscribe } from '../core/ports';

export class WindowAppLifecycle implements AppLifecycle {
  constructor(private readonly win: Window = window) {}

  onFocus(listener: () => void): Unsubscribe {
    this.win.addEventListener('focus', listener);
    return () => this.win.removeEventListener('focus', listener);
  }

  onVisible(listener: () => void): Unsubscribe {
    return this.onVisibility(true, listener);
  }

  onHidden(listener: () => void): Unsubscribe {
    return this.onVisibility(false, listener);
  }

  isVisible(): boolean {
    return this.win.document.visibilityState === 'visible';
  }

  reload(): void {
    this.win.location.reload();
  }

  private onVisibility(visible: boolean, listener: () => void): Unsubscribe {
    const document = this.win.document;
    const onChange = () => {
      if (this.isVisible() === visible) listener();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }
}
