/**
 * What the admin lists ('Gestione Utenti', 'Gestione Location') do around a change (docs/behaviour.md, "Admin
 * panel"): a save, delete or reset that succeeds is announced in the list's notice and the list reloads at once and
 * again about 1 s later (ListRefresher); a refused delete or reset shows the server's message, or the list's fixed
 * text.
 */
import { runInAction } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';
import type { TimedMessage } from '../../shared/timed-message';
import { serverMessageOr } from './admin-errors';

/** The list a change lands in: its error, its success notice, and how it reloads. */
export interface ChangingList {
  error: DisplayMessage | null;
  readonly notice: TimedMessage;
  reloadAfterChange(): Promise<void>;
}

/** The open add/edit dialog of a list, as far as saving it goes. */
export interface ListForm {
  readonly isNew: boolean;
  submit(): Promise<unknown>;
}

/**
 * Saves the open dialog; on success `close` closes it, the list announces `messages.created` or `messages.updated`
 * and reloads. Resolves with whether it saved.
 */
export async function saveListForm(
  list: ChangingList,
  form: ListForm | null,
  messages: { created: string; updated: string },
  close: () => void,
): Promise<boolean> {
  if (!form) return false;
  const wasNew = form.isNew;
  const saved = await form.submit();
  if (!saved) return false;
  runInAction(() => {
    close();
    list.notice.show({ key: wasNew ? messages.created : messages.updated });
  });
  await list.reloadAfterChange();
  return true;
}

/** Runs a delete or reset (after the view's confirmation); resolves with whether it succeeded. */
export async function changeList(list: ChangingList, change: () => Promise<void>, successKey: string, fallbackKey: string): Promise<boolean> {
  list.error = null;
  try {
    await change();
  } catch (error) {
    runInAction(() => {
      list.error = serverMessageOr(error, fallbackKey);
    });
    return false;
  }
  list.notice.show({ key: successKey });
  await list.reloadAfterChange();
  return true;
}
