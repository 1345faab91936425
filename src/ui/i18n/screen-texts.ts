/**
 * A screen's own catalogue, added to the app's i18next by the chunk loader the first time the screen renders
 * (ChunkNeeds.texts, app/lazy-chunk.tsx): it is imported by the screen's chunk, so it arrives with the screen
 * instead of the first load. Adding is synchronous and idempotent, so the screen's first render already finds its
 * texts.
 *
 * A catalogue may add to a prefix the first load already has: the screens' refusals (it/screen-errors.json) join
 * 'errors.*', whose texts for the login and the shell travel in the first load (screen-errors.ts). So what is remembered is which
 * catalogue was added to which i18next instance, not which prefixes exist.
 */
import type { i18n } from 'i18next';

/** Catalogues by their key prefix, as in the shell's: `{ dashboard }` answers 'dashboard.*'. */
export type ScreenTexts = Record<string, Record<string, unknown>>;

const added = new WeakMap<i18n, WeakSet<object>>();

export function addScreenTexts(instance: i18n, texts: ScreenTexts): void {
  let done = added.get(instance);
  if (!done) added.set(instance, (done = new WeakSet()));
  for (const [prefix, catalogue] of Object.entries(texts)) {
    if (done.has(catalogue)) continue;
    instance.addResourceBundle('it', 'translation', { [prefix]: catalogue }, true, false);
    done.add(catalogue);
  }
}
