/**
 * ConsoleLogger: the Logger port over the browser console (warnings and errors only).
 */
import type { Logger } from '../core/ports';

export class ConsoleLogger implements Logger {
  constructor(private readonly sink: Pick<Console, 'warn' | 'error'> = console) {}

  warn(message: string, detail?: unknown): void {
    if (detail === undefined) this.sink.warn(message);
    else this.sink.warn(message, detail);
  }

  error(message: string, detail?: unknown): void {
    if (detail === undefined) this.sink.error(message);
    else this.sink.error(message, detail);
  }
}
