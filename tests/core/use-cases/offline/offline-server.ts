/**
 * The server's offline punch route as the phone meets it (POST /api/timesheet/offline/), on the fake transport: each
 * (counter) is applied once; the same counter again gets its first answer with `replayed: true`; a counter at or below
 * the highest seen but never received is 409 OFFLINE_COUNTER_NOT_NEW. `refuse` makes the next new punch refused.
 */
import { OfflinePaths, type OfflinePunchRequest, type OfflinePunchResult, type OfflinePunchRefusal } from '../../../../src/core/contract';
import type { FakeHttpTransport } from '../../../fakes';
import { EntryMother, StatusMother } from '../../../mothers';

export function serveOfflinePunches(http: FakeHttpTransport) {
  const answers = new Map<number, OfflinePunchResult>();
  const applied: OfflinePunchRequest[] = [];
  let highest = 0;
  let nextRefusal: OfflinePunchRefusal | null = null;
  const handle = (request: { body?: unknown }) => {
    const body = request.body as OfflinePunchRequest;
    const earlier = answers.get(body.counter);
    if (earlier) return { status: 200, body: { ...earlier, replayed: true } };
    if (body.counter <= highest) return { status: 409, body: { code: 'OFFLINE_COUNTER_NOT_NEW', message: 'Counter not new' } };
    highest = body.counter;
    const refusal = nextRefusal;
    nextRefusal = null;
    if (!refusal) applied.push(body);
    const checkIn = body.action === 'check_in';
    const result: OfflinePunchResult = {
      counter: body.counter,
      outcome: refusal ? 'refused' : 'accepted',
      refusal,
      entry: refusal ? null : (checkIn ? EntryMother.checkIn({ timestamp: body.device_time }) : EntryMother.checkOut({ timestamp: body.device_time })),
      recorded_time: body.device_time,
      delay_seconds: 60,
      replayed: false,
      status: checkIn && !refusal ? StatusMother.checkedIn() : StatusMother.checkedOut(),
    };
    answers.set(body.counter, result);
    return { status: 200, body: result };
  };
  http.on('POST', OfflinePaths.offlinePunch, handle);
  return {
    /** The route itself, for replies layered over it (`http.on(..., failure, (request) => server.handle(request))`). */
    handle,
    /** The punches the server applied, once each. */
    applied,
    refuseNext(refusal: OfflinePunchRefusal) {
      nextRefusal = refusal;
    },
  };
}
