/**
 * A new version of the app waiting to take over, and whether the prompt
 * 'Nuova versione disponibile. Aggiornare?' is open (docs/behaviour.md, "The installed app and its updates").
 * One per app.
 */
import { makeAutoObservable } from 'mobx';
import type { UpdateReady } from './service-worker-updates';

export class PwaUpdateStore {
  /** Kept after "Più tardi": the new version still activates on the next visit. */
  pending: UpdateReady | null = null;
  promptOpen = false;

  constructor() {
    makeAutoObservable(this, { pending: false }, { autoBind: true });
  }

  offer(update: UpdateReady): void {
    this.pending = update;
    this.promptOpen = true;
  }

  accept(): void {
    this.promptOpen = false;
    this.pending?.accept();
  }

  dismiss(): void {
    this.promptOpen = false;
  }
}
