import type { Vibration } from '../../src/core/ports';

export class FakeVibration implements Vibration {
  readonly patterns: Array<number | number[]> = [];

  vibrate(pattern: number | number[]): void {
    this.patterns.push(pattern);
  }
}
