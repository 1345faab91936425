import { ApiPaths } from '../../../../src/core/contract';
import { MyCorrectionRequests, OWN_REQUESTS_PAGE_SIZE, requestsOfDay } from '../../../../src/core/use-cases/hours';
import { ok, queryOf } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';
import { correctionRequest, fullDay, missingCheckOutDay } from './worked-days.mother';

describe('MyCorrectionRequests', () => {
  it('reads the newest page of the own requests at the largest size', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const day = fullDay('2025-01-13');
    const request = correctionRequest(day.punches[0]!, day.date);
    h.http.on('GET', ApiPaths.correctionRequests, ok({ count: 1, pending: 1, results: [request] }));

    expect(await new MyCorrectionRequests(h.api).execute()).toEqual([request]);
    expect(queryOf(h.http.last('GET', ApiPaths.correctionRequests))).toEqual({ page: '1', page_size: String(OWN_REQUESTS_PAGE_SIZE) });
  });
});

describe('requestsOfDay', () => {
  it("shows the newest request of each of the day's punches, and none of other days", () => {
    const day = missingCheckOutDay('2025-01-14');
    const other = fullDay('2025-01-13');
    const [checkIn] = day.punches;
    const newer = correctionRequest(checkIn!, day.date, { status: 'pending' });
    const older = correctionRequest(checkIn!, day.date, { status: 'refused', refusal_reason: 'Orario non plausibile' });
    const elsewhere = correctionRequest(other.punches[1]!, other.date, { kind: 'wrong_time' });

    expect(requestsOfDay(day, [newer, elsewhere, older])).toEqual([newer]);
    expect(requestsOfDay(other, [newer, elsewhere, older])).toEqual([elsewhere]);
  });

  it('keeps a request whose punch was deleted on the day it was made for', () => {
    const day = fullDay('2025-01-14');
    const orphan = correctionRequest(day.punches[0]!, day.date, { timesheet_id: null });
    expect(requestsOfDay(day, [orphan])).toEqual([orphan]);
    expect(requestsOfDay(fullDay('2025-01-15'), [orphan])).toEqual([]);
  });
});
