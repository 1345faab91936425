import { TeamPaths, type PresenceList } from '../../contract';
import type { ApiClient } from '../api';

/** 'Presenti ora' (docs/behaviour.md, "Present now"): who is checked in now, per place, as the server's scope allows. */
export class LoadPresence {
  constructor(private readonly api: ApiClient) {}

  execute(): Promise<PresenceList> {
    return this.api.get<PresenceList>(TeamPaths.presence);
  }
}
