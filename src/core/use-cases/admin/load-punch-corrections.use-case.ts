import { ApiPaths, type PunchCorrection } from '../../contract';
import type { ApiClient } from '../api';

/** The audit trail of one punch: every time correction, oldest first as the server lists them. */
export class LoadPunchCorrections {
  constructor(private readonly api: ApiClient) {}

  execute(timesheetId: number): Promise<PunchCorrection[]> {
    return this.api.get<PunchCorrection[]>(ApiPaths.timesheetCorrections(timesheetId));
  }
}
