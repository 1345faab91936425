import { AbsencePaths } from '../../../../src/core/contract';
import { ReviewAbsenceRequests } from '../../../../src/core/use-cases/admin';
import { ok, queryOf, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('ReviewAbsenceRequests', () => {
  it('asks for one page of one status, narrowed only by the filters given, and hands back the pending count', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', AbsencePaths.admin, ok({ count: 3, pending: 2, results: [] }));
    const review = new ReviewAbsenceRequests(h.api);

    await expect(review.list({ status: 'approved', page: 2, page_size: 20 })).resolves.toEqual({ count: 3, pending: 2, results: [] });
    expect(queryOf(h.http.last('GET', AbsencePaths.admin))).toEqual({ status: 'approved', page: '2', page_size: '20' });

    await review.list({ status: 'pending', user_id: 7, gruppo_id: 3, page: 1, page_size: 20 });
    expect(queryOf(h.http.last('GET', AbsencePaths.admin))).toEqual({ status: 'pending', user_id: '7', gruppo_id: '3', page: '1', page_size: '20' });
  });

  it('approves and cancels by id, and refuses by id with the reason trimmed', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('POST', AbsencePaths.approve(4), ok({ id: 4, status: 'approved' }));
    h.http.on('POST', AbsencePaths.refuse(5), ok({ id: 5, status: 'refused' }));
    h.http.on('POST', AbsencePaths.cancel(6), ok({ id: 6, status: 'cancelled' }));
    const review = new ReviewAbsenceRequests(h.api);

    await expect(review.approve(4)).resolves.toMatchObject({ status: 'approved' });
    await expect(review.refuse(5, '  Periodo di chiusura \n')).resolves.toMatchObject({ status: 'refused' });
    await expect(review.cancel(6)).resolves.toMatchObject({ status: 'cancelled' });
    expect(h.http.sent('POST', AbsencePaths.approve(4))).toHaveLength(1);
    expect(h.http.last('POST', AbsencePaths.refuse(5)).body).toEqual({ reason: 'Periodo di chiusura' });
  });

  it("passes the server's refusal on (an absence already decided by another administrator)", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('POST', AbsencePaths.approve(4), status(409, { code: 'ABSENCE_ALREADY_DECIDED', message: 'This absence has already been decided' }));
    await expect(new ReviewAbsenceRequests(h.api).approve(4)).rejects.toMatchObject({ status: 409 });
  });
});
