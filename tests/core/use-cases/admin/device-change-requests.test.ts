import { ApiPaths } from '../../../../src/core/contract';
import { DeviceChangeRequests } from '../../../../src/core/use-cases/admin/device-change-requests.use-case';
import { ok } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('DeviceChangeRequests', () => {
  it('lists the pending requests, approves and refuses one by its id', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: [] }));
    h.http.on('POST', ApiPaths.deviceChangeApprove(4), ok({ id: 4, status: 'approved' }));
    h.http.on('POST', ApiPaths.deviceChangeRefuse(5), ok({ id: 5, status: 'refused' }));
    const requests = new DeviceChangeRequests(h.api);

    await expect(requests.listPending()).resolves.toEqual({ results: [] });
    expect(h.http.last('GET', ApiPaths.deviceChangeRequests).path).toBe(`${ApiPaths.deviceChangeRequests}?status=pending`);
    await expect(requests.approve(4)).resolves.toMatchObject({ status: 'approved' });
    await expect(requests.refuse(5)).resolves.toMatchObject({ status: 'refused' });
    expect(h.http.sent('POST', ApiPaths.deviceChangeApprove(4))).toHaveLength(1);
    expect(h.http.sent('POST', ApiPaths.deviceChangeRefuse(5))).toHaveLength(1);
  });
});
