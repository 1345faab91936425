/** Where the core reports what went wrong behind the user's back: failures it recovered from, or could not. */
export const Logger = Symbol('Logger');
export interface Logger {
  /** A failure the app recovered from (a retry, a fallback, a delayed reload). */
  warn(message: string, detail?: unknown): void;
  /** A failure it could not recover from. */
  error(message: string, detail?: unknown): void;
}
