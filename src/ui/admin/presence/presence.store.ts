/**
 * 'Presenti ora' (docs/behaviour.md, "Present now"): who is checked in now, per place, read again every 5 s while the
 * tab is shown (its start() on mount, its cleanup on unmount: the panel destroys the tab's content when another tab is
 * chosen), and 'Stampa elenco (PDF)'. A failed refresh keeps the last list on screen and says it is not up to date.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { PresenceList, PresencePlace } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { Scheduler, TimerHandle } from '../../../core/ports';
import { PRESENCE_LIST_MIME_TYPE, type DownloadPresenceList, type LoadPresence } from '../../../core/use-cases/admin';

/** Every 5 s: someone checking in at the door shows up on the list while the administrator looks at it. */
export const PRESENCE_REFRESH_MS = 5_000;

export const PRESENCE_LOAD_ERROR: DisplayMessage = { key: 'presence.loadError' };
export const PRESENCE_PRINT_ERROR: DisplayMessage = { key: 'presence.printError' };

/** Saving bytes as a file the user downloads (the FileDownload port, given bytes). */
export interface PresenceFileDownload {
  save(fileName: string, content: Uint8Array, mimeType: string): void;
}

export interface PresenceStoreDeps {
  load: LoadPresence;
  download: DownloadPresenceList;
  files: PresenceFileDownload;
  scheduler: Scheduler;
}

export class PresenceStore {
  list: PresenceList | null = null;
  isLoading = false;
  error: DisplayMessage | null = null;
  isPrinting = false;
  printError: DisplayMessage | null = null;
  private timer: TimerHandle | null = null;

  constructor(private readonly deps: PresenceStoreDeps) {
    makeAutoObservable<PresenceStore, 'deps' | 'timer'>(this, { deps: false, timer: false }, { autoBind: true });
  }

  get places(): readonly PresencePlace[] {
    return this.list?.places ?? [];
  }

  get total(): number {
    return this.list?.total ?? 0;
  }

  /** When the list on screen was read (ISO 8601), null before the first answer. */
  get updatedAt(): string | null {
    return this.list?.generated_at ?? null;
  }

  /** Loads now and every PRESENCE_REFRESH_MS until the returned cleanup runs (the tab unmounts). */
  start(): () => void {
    void this.refresh();
    if (!this.timer) this.timer = this.deps.scheduler.setInterval(() => void this.refresh(), PRESENCE_REFRESH_MS);
    return this.stop;
  }

  stop(): void {
    if (this.timer) this.deps.scheduler.clear(this.timer);
    this.timer = null;
  }

  /** One read; none while another is on its way (a slow network does not pile requests up). */
  async refresh(): Promise<void> {
    if (this.isLoading) return;
    this.isLoading = true;
    try {
      const list = await this.deps.load.execute();
      runInAction(() => {
        this.list = list;
        this.error = null;
      });
    } catch {
      runInAction(() => (this.error = PRESENCE_LOAD_ERROR));
    } finally {
      runInAction(() => (this.isLoading = false));
    }
  }

  /** 'Stampa elenco (PDF)': the roll call as the server draws it now; false when nothing was saved. */
  async print(): Promise<boolean> {
    if (this.isPrinting) return false;
    this.isPrinting = true;
    this.printError = null;
    try {
      const file = await this.deps.download.execute();
      this.deps.files.save(file.fileName, file.content, PRESENCE_LIST_MIME_TYPE);
      return true;
    } catch {
      runInAction(() => (this.printError = PRESENCE_PRINT_ERROR));
      return false;
    } finally {
      runInAction(() => (this.isPrinting = false));
    }
  }
}
