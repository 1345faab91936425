import type { Logger } from '../../src/core/ports';

export class FakeLogger implements Logger {
  readonly warnings: Array<{ message: string; detail?: unknown }> = [];
  readonly errors: Array<{ message: string; detail?: unknown }> = [];

  warn(message: string, detail?: unknown): void {
    this.warnings.push({ message, detail });
  }

  error(message: string, detail?: unknown): void {
    this.errors.push({ message, detail });
  }
}
