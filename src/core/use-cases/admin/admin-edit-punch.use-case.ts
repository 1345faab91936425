import { ApiPaths, type EditTimestampRequest, type TimesheetEntry } from '../../contract';
import { ACTIVITY_REFRESH_DELAY_MS } from '../../domain';
import type { Logger, Scheduler } from '../../ports';
import type { ApiClient } from '../api';

/**
 * An administrator corrects a punch's time ('Modifica Data/Ora'; docs/behaviour.md, "Admin activities").
 * The timestamp is an ISO 8601 instant: the UI converts the datetime-local value in the user's zone.
 */
export class AdminEditPunch {
  constructor(
    private readonly api: ApiClient,
    private readonly scheduler: Scheduler,
    private readonly logger: Logger,
  ) {}

  /** PATCHes the time; resolves with the updated entry. */
  execute(id: number, isoTimestamp: string): Promise<TimesheetEntry> {
    const request: EditTimestampRequest = { timestamp: isoTimestamp };
    return this.api.patch<TimesheetEntry>(ApiPaths.timesheet(id), request);
  }

  /** Saves, updates the row locally at once, then reloads the list 500 ms later (the caller busts the cache). */
  async saveThenReload(
    id: number,
    isoTimestamp: string,
    callbacks: { applyLocally: (entry: TimesheetEntry) => void; reload: () => Promise<unknown> },
  ): Promise<TimesheetEntry> {
    const entry = await this.execute(id, isoTimestamp);
    callbacks.applyLocally(entry);
    this.scheduler.setTimeout(() => {
      callbacks.reload().catch((error: unknown) => this.logger.warn('Activities reload after time edit failed', error));
    }, ACTIVITY_REFRESH_DELAY_MS);
    return entry;
  }
}
