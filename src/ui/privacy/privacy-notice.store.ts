/**
 * Presenter of the privacy notice (docs/behaviour.md, "Privacy notice"): loads the installation's settings once per
 * visit and hands the view the sentences that depend on them (privacyNoticeWording). A failed load says so with
 * 'Riprova' instead of guessing: a notice worded for the wrong settings would tell the employee something untrue.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Logger } from '../../core/ports';
import { privacyNoticeWording, type LoadPrivacyNotice, type PrivacyNoticeWording } from '../../core/use-cases/privacy';

export interface PrivacyNoticeStoreDeps {
  loadNotice: Pick<LoadPrivacyNotice, 'execute'>;
  logger: Logger;
}

export class PrivacyNoticeStore {
  /** The sentences that follow the settings; null until they have loaded. */
  wording: PrivacyNoticeWording | null = null;
  isLoading = false;
  loadFailed = false;

  constructor(private readonly deps: PrivacyNoticeStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** When the notice mounts (useScreenStore's contract). */
  start(): void {
    void this.load();
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.loadFailed = false;
    try {
      const notice = await this.deps.loadNotice.execute();
      runInAction(() => {
        this.wording = privacyNoticeWording(notice);
      });
    } catch (error) {
      this.deps.logger.warn('Privacy notice load failed', error);
      runInAction(() => {
        this.loadFailed = true;
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }
}
