/** Turns a message key of the core into display text (i18next in the browser). */
export const Translator = Symbol('Translator');
export interface Translator {
  t(key: string, params?: Record<string, string | number>): string;
}
