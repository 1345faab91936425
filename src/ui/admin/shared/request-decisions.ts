/**
 * The decisions of the admin's request lists ('Richieste di correzione', the 'Assenze' tab's 'Richieste';
 * docs/behaviour.md, "Correction requests", "Absences in the admin panel"): one decision at a time; a decision made
 * shows its success message (3 s) and the list reloads at once and about 1 s later; one the server refuses shows its
 * message and the list reloads, so that it shows what is still there to decide. 'Rifiuta' goes through a dialog with
 * a required reason: a refused send keeps it open with what was typed, unless the request can no longer be decided
 * from here (another administrator decided it, it is gone...): then the dialog closes and the list reloads.
 * Like submitForm, these work on the store they are given.
 */
import { runInAction } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';
import type { TimedMessage } from '../../shared/timed-message';
import type { ReasonForm } from './reason-form';
import { submitForm } from './submit-form';

export interface DecidingStore<Item> {
  /** The request being decided (its buttons busy, the others' disabled), or null. */
  decidingId: number | null;
  error: DisplayMessage | null;
  /** The open 'Rifiuta' dialog, or null. */
  refusal: ReasonForm<Item> | null;
  readonly notice: TimedMessage;
  load(): Promise<void>;
  reloadAfterChange(): Promise<void>;
}

/** Sends a decision on `item`; resolves with whether it was made. `messageOf` words the server's refusal. */
export async function decide<Item extends { id: number }>(
  store: DecidingStore<Item>,
  item: Item,
  send: () => Promise<unknown>,
  successKey: string,
  messageOf: (error: unknown) => DisplayMessage,
): Promise<boolean> {
  if (store.decidingId !== null) return false;
  store.decidingId = item.id;
  store.error = null;
  try {
    await send();
  } catch (error) {
    runInAction(() => {
      store.error = messageOf(error);
      store.decidingId = null;
    });
    await store.load();
    return false;
  }
  runInAction(() => {
    store.decidingId = null;
    store.notice.show({ key: successKey });
  });
  await store.reloadAfterChange();
  return true;
}

export interface RefusalKeys {
  /** The success message. */
  refused: string;
  /** The dialog's error when the server gives no message of its own. */
  error: string;
  /** The server's error codes after which the request cannot be decided from here. */
  decidedElsewhere: readonly string[];
}

/** 'Rifiuta' in the open dialog: `refuse` sends the reason. Resolves with whether the request was refused. */
export async function submitRefusal<Item extends { id: number }>(
  store: DecidingStore<Item>,
  refuse: (id: number, reason: string) => Promise<unknown>,
  keys: RefusalKeys,
): Promise<boolean> {
  const form = store.refusal;
  if (!form || store.decidingId !== null) return false;
  store.decidingId = form.subject.id;
  store.error = null;
  try {
    const refused = await submitForm(form, form.validate, () => refuse(form.subject.id, form.reason), keys.error);
    if (refused) {
      runInAction(() => {
        store.refusal = null;
        store.notice.show({ key: keys.refused });
      });
      await store.reloadAfterChange();
      return true;
    }
    if (form.error && keys.decidedElsewhere.includes(form.error.key)) {
      runInAction(() => {
        store.refusal = null;
        store.error = form.error;
      });
      await store.load();
    }
    return false;
  } finally {
    runInAction(() => (store.decidingId = null));
  }
}
