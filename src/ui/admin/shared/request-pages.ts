/**
 * The pages of the admin's request lists ('Richieste di correzione', the 'Assenze' tab's 'Richieste';
 * docs/behaviour.md, "Correction requests", "Absences in the admin panel"): each answer also counts the requests still
 * pending whatever the filter (the tab's badge); a failed load shows the list's error until a load succeeds.
 */
import { runInAction } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';
import type { Scheduler } from '../../../core/ports';
import { PagedList, type PageRequest } from './paged-list';

/** A page of requests as the server answers it. */
export interface RequestPage<Item> {
  count: number;
  /** The requests still pending, whatever the filter. */
  pending: number;
  results: Item[];
}

/** The list of `store`'s requests, `fetch` asking for a page; the answers' pending count lands in `store.pendingCount`. */
export function requestPages<Item>(
  store: { pendingCount: number; error: DisplayMessage | null },
  fetch: (request: PageRequest) => Promise<RequestPage<Item>>,
  loadError: DisplayMessage,
  scheduler: Scheduler,
): PagedList<Item, never> {
  return new PagedList<Item, never>([], {
    fetch: async (request) => {
      const answer = await fetch(request);
      runInAction(() => (store.pendingCount = answer.pending));
      return { count: answer.count, next: null, results: answer.results };
    },
    scheduler,
    onLoaded: () => {
      if (store.error?.key === loadError.key) store.error = null;
    },
    onFailed: () => {
      store.error = loadError;
    },
  });
}
