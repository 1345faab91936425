import { ApiPaths, type DeviceChangeRequest, type DeviceChangeRequestList } from '../../contract';
import { withQuery, type ApiClient } from '../api';

/**
 * Device changes awaiting an administrator (docs/behaviour.md, "Device changes approved by an administrator"): the
 * pending requests, and the decision on one. Approving binds the requested device and ends the account's sessions;
 * refusing leaves the bound device as it is.
 */
export class DeviceChangeRequests {
  constructor(private readonly api: ApiClient) {}

  /** The pending requests, newest first. */
  listPending(): Promise<DeviceChangeRequestList> {
    return this.api.get<DeviceChangeRequestList>(withQuery(ApiPaths.deviceChangeRequests, { status: 'pending' }));
  }

  approve(id: number): Promise<DeviceChangeRequest> {
    return this.api.post<DeviceChangeRequest>(ApiPaths.deviceChangeApprove(id));
  }

  refuse(id: number): Promise<DeviceChangeRequest> {
    return this.api.post<DeviceChangeRequest>(ApiPaths.deviceChangeRefuse(id));
  }
}
