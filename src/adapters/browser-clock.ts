/**
 * BrowserClock: the Clock port over Date.now (epoch milliseconds).
 */
import type { Clock } from '../core/ports';

export class BrowserClock implements Clock {
  now(): number {
    return Date.now();
  }
}
