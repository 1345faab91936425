import { ApiPaths } from '../../../../src/core/contract';
import { ReviewCorrectionRequests } from '../../../../src/core/use-cases/admin/review-correction-requests.use-case';
import { ok, queryOf, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('ReviewCorrectionRequests', () => {
  it('asks for one page of one status and hands back the pending count with it', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminCorrectionRequests, ok({ count: 3, pending: 2, results: [] }));
    const review = new ReviewCorrectionRequests(h.api);

    await expect(review.list({ status: 'refused', page: 2, page_size: 20 })).resolves.toEqual({ count: 3, pending: 2, results: [] });
    expect(queryOf(h.http.last('GET', ApiPaths.adminCorrectionRequests))).toEqual({ status: 'refused', page: '2', page_size: '20' });
  });

  it('approves by id, and refuses by id with the reason trimmed', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('POST', ApiPaths.adminCorrectionApprove(4), ok({ id: 4, status: 'approved' }));
    h.http.on('POST', ApiPaths.adminCorrectionRefuse(5), ok({ id: 5, status: 'refused' }));
    const review = new ReviewCorrectionRequests(h.api);

    await expect(review.approve(4)).resolves.toMatchObject({ status: 'approved' });
    await expect(review.refuse(5, '  Eri in ferie quel giorno \n')).resolves.toMatchObject({ status: 'refused' });
    expect(h.http.sent('POST', ApiPaths.adminCorrectionApprove(4))).toHaveLength(1);
    expect(h.http.last('POST', ApiPaths.adminCorrectionRefuse(5)).body).toEqual({ reason: 'Eri in ferie quel giorno' });
  });

  it("passes the server's refusal on (a request already decided by someone else)", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('POST', ApiPaths.adminCorrectionApprove(4), status(409, { code: 'CORRECTION_ALREADY_DECIDED', message: 'This correction request has already been decided' }));
    await expect(new ReviewCorrectionRequests(h.api).approve(4)).rejects.toMatchObject({ status: 409 });
  });
});
