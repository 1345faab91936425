/** 'Chiusura mese' (docs/behaviour.md, "Closing the month in the admin panel"): what CloseMonth asks the server. */
import { MonthClosePaths, type MonthCloseStatus, type MonthClosure } from '../../../../src/core/contract';
import { ApiRequestError } from '../../../../src/core/errors';
import { CloseMonth } from '../../../../src/core/use-cases/admin';
import { ok, queryOf, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const CLOSURE: MonthClosure = {
  id: 1,
  month: '2026-11',
  gruppo_id: null,
  gruppo_name: null,
  closed_by: 'admin',
  closed_at: '2026-12-02T08:15:00.000Z',
  reopened_by: null,
  reopened_at: null,
  reopen_reason: null,
};

function setUp() {
  const h = createCoreHarness({ accessToken: 'A' });
  return { h, closeMonth: new CloseMonth(h.api) };
}

describe('CloseMonth', () => {
  it("asks the month's state for everyone without a group, and for a group with its id", async () => {
    const { h, closeMonth } = setUp();
    const answer: MonthCloseStatus = { month: '2026-11', gruppo_id: 3, closure: null, month_over: true, employees: 4, blockers: [] };
    h.http.on('GET', MonthClosePaths.status, ok(answer));

    await closeMonth.status({ month: '2026-11', groupId: null });
    expect(queryOf(h.http.last('GET', MonthClosePaths.status))).toEqual({ month: '2026-11' });

    await expect(closeMonth.status({ month: '2026-11', groupId: 3 })).resolves.toEqual(answer);
    expect(queryOf(h.http.last('GET', MonthClosePaths.status))).toEqual({ month: '2026-11', gruppo_id: '3' });
  });

  it('closes a month for everyone (no gruppo_id sent) or for one group', async () => {
    const { h, closeMonth } = setUp();
    h.http.on('POST', MonthClosePaths.close, ok(CLOSURE));

    await expect(closeMonth.close({ month: '2026-11', groupId: null })).resolves.toEqual(CLOSURE);
    expect(h.http.last('POST', MonthClosePaths.close).body).toEqual({ month: '2026-11' });

    await closeMonth.close({ month: '2026-11', groupId: 3 });
    expect(h.http.last('POST', MonthClosePaths.close).body).toEqual({ month: '2026-11', gruppo_id: 3 });
  });

  it("passes the server's refusal on, with its code", async () => {
    const { h, closeMonth } = setUp();
    h.http.on('POST', MonthClosePaths.close, status(409, { code: 'MONTH_ALREADY_CLOSED', message: 'This month is already closed' }));

    const refusal = await closeMonth.close({ month: '2026-11', groupId: null }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect((refusal as ApiRequestError).status).toBe(409);
  });

  it('reopens with the reason trimmed', async () => {
    const { h, closeMonth } = setUp();
    h.http.on('POST', MonthClosePaths.reopen, ok({ ...CLOSURE, reopened_by: 'admin', reopened_at: '2026-12-03T09:00:00.000Z', reopen_reason: 'Errore' }));

    await closeMonth.reopen({ month: '2026-11', groupId: 3 }, '  Errore nelle ferie di Mario \n');
    expect(h.http.last('POST', MonthClosePaths.reopen).body).toEqual({ month: '2026-11', gruppo_id: 3, reason: 'Errore nelle ferie di Mario' });
  });

  it('lists the history of closings', async () => {
    const { h, closeMonth } = setUp();
    h.http.on('GET', MonthClosePaths.history, ok([CLOSURE]));
    await expect(closeMonth.history()).resolves.toEqual([CLOSURE]);
  });
});
