/**
 * I18nextTranslator: the Translator port over an initialised i18next instance (the Italian catalogues).
 * - Keys are dotted paths ('errors.invalidCredentials'); an unknown key comes back as the key itself.
 */
import type { i18n } from 'i18next';
import type { Translator } from '../core/ports';

export class I18nextTranslator implements Translator {
  constructor(private readonly i18next: i18n) {}

  t(key: string, params?: Record<string, string | number>): string {
    return this.i18next.t(key, params ?? {});
  }
}
