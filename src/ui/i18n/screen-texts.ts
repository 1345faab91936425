/**
 * A screen's own catalogue, added to the app's i18next by the chunk loader the first time the screen renders
 * (ChunkNeeds.texts, app/lazy-chunk.tsx): it is imported by the screen's chunk, so it arrives with the screen
 * instead of the first load. Adding is synchronous and idempotent, so the screen's first render already finds its
 * texts.
 */
import type { i18n } from 'i18next';

/** Catalogues by their key prefix, as in the shell's: `{ dashboard }` answers 'dashboard.*'. */
export type ScreenTexts = Record<string, Record<string, unknown>>;

export function addScreenTexts(instance: i18n, texts: ScreenTexts): void {
  for (const [prefix, catalogue] of Object.entries(texts)) {
    if (instance.getResource('it', 'translation', prefix) === undefined) {
      instance.addResourceBundle('it', 'translation', { [prefix]: catalogue }, true, false);
    }
  }
}
