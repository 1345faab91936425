/**
 * BrowserScheduler: the Scheduler port over the global timers.
 * - Handles wrap the browser's numeric ids, so one clear() serves timeouts and intervals alike.
 * - delay() goes through setTimeout like everything else.
 */
import type { Scheduler, TimerHandle } from '../core/ports';

export class BrowserScheduler implements Scheduler {
  setTimeout(callback: () => void, ms: number): TimerHandle {
    return { id: globalThis.setTimeout(callback, ms) };
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return { id: globalThis.setInterval(callback, ms) };
  }

  clear(handle: TimerHandle): void {
    // clearTimeout and clearInterval share one id pool in browsers (HTML spec "map of active timers").
    globalThis.clearTimeout(handle.id as ReturnType<typeof setTimeout>);
    globalThis.clearInterval(handle.id as ReturnType<typeof setInterval>);
  }

  delay(ms: number): Promise<void> {
    return new Promise((resolve) => this.setTimeout(resolve, ms));
  }
}
