/**
 * A screen's own catalogue, added to the app's i18next the first time the screen renders (see index.ts): it is
 * imported by the screen's module, so it arrives with the screen's chunk instead of the first load. Adding is
 * synchronous and idempotent, so the screen's first render already finds its texts.
 */
import { useTranslation } from 'react-i18next';

/** Catalogues by their key prefix, as in the shell's: `{ dashboard }` answers 'dashboard.*'. */
export type ScreenTexts = Record<string, Record<string, unknown>>;

export function useScreenTexts(texts: ScreenTexts): void {
  const { i18n } = useTranslation();
  for (const [prefix, catalogue] of Object.entries(texts)) {
    if (i18n.getResource('it', 'translation', prefix) === undefined) {
      i18n.addResourceBundle('it', 'translation', { [prefix]: catalogue }, true, false);
    }
  }
}
