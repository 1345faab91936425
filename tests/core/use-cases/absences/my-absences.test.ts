import { AbsencePaths, type AbsenceBalance, type AbsenceType } from '../../../../src/core/contract';
import {
  balanceOfType,
  balancesInUse,
  CancelAbsenceRequest,
  canCancelAbsence,
  LoadMyAbsences,
  LoadMyBalances,
  MY_ABSENCES_PAGE_SIZE,
} from '../../../../src/core/use-cases/absences';
import { ok, queryOf } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';
import { AbsenceBalanceMother, AbsenceMother, AbsenceTypeMother } from '../../../mothers';

const { ferie, rol } = AbsenceTypeMother;
/** A balance of the fake clock's year. */
const balance = (type: AbsenceType, overrides: Partial<AbsenceBalance> = {}) => AbsenceBalanceMother.create({ year: 2025, ...overrides }, type);

describe('LoadMyAbsences', () => {
  it('reads one page of the own absences', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const page = { count: 11, pending: 1, results: [AbsenceMother.mine(1, ferie)] };
    h.http.on('GET', AbsencePaths.mine, ok(page));
    const load = new LoadMyAbsences(h.api);

    expect(await load.execute(2)).toEqual(page);
    expect(queryOf(h.http.last('GET', AbsencePaths.mine))).toEqual({ page: '2', page_size: String(MY_ABSENCES_PAGE_SIZE) });
    expect([load.pageCount(0), load.pageCount(10), load.pageCount(11)]).toEqual([1, 1, 2]);
  });
});

describe('CancelAbsenceRequest', () => {
  it('withdraws a pending request; a decided one is not offered', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const pending = AbsenceMother.mine(9, ferie);
    h.http.on('POST', AbsencePaths.cancelMine(9), ok({ ...pending, status: 'cancelled' }));

    expect((await new CancelAbsenceRequest(h.api).execute(pending)).status).toBe('cancelled');
    expect(h.http.sent('POST', AbsencePaths.cancelMine(9))).toHaveLength(1);
    expect(canCancelAbsence(pending)).toBe(true);
    expect(canCancelAbsence(AbsenceMother.mine(10, ferie, { status: 'approved' }))).toBe(false);
    expect(canCancelAbsence(AbsenceMother.mine(11, ferie, { status: 'refused' }))).toBe(false);
  });
});

describe('LoadMyBalances', () => {
  it("reads this year's balances (the fake clock's year: 2025), and finds the one of a type", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const balances = { user_id: 7, year: 2025, balances: [balance(ferie), balance(rol, { yearly_entitlement: 72 })] };
    h.http.on('GET', AbsencePaths.myBalances, ok(balances));
    const load = new LoadMyBalances(h.api, h.calendar);

    expect(load.currentYear()).toBe(2025);
    expect(await load.execute()).toEqual(balances);
    expect(queryOf(h.http.last('GET', AbsencePaths.myBalances))).toEqual({ year: '2025' });
    expect(balanceOfType(balances.balances, rol.id)?.yearly_entitlement).toBe(72);
    expect(balanceOfType(balances.balances, 99)).toBeNull();
    expect(balanceOfType(balances.balances, null)).toBeNull();
  });
});

describe('balancesInUse', () => {
  it('leaves out a balance with nothing entitled, carried, taken or asked for', () => {
    const exf = AbsenceTypeMother.create({ id: 3, code: 'EXF', name: 'Ex festività', unit: 'hours' });
    const nothing = balance(exf, { yearly_entitlement: 0, carry_over: 0, accrued: 0, used: 0, approved_future: 0, pending: 0, remaining: 0 });
    const onlyAsked = balance(exf, { yearly_entitlement: 0, carry_over: 0, accrued: 0, used: 0, approved_future: 0, pending: 4, remaining: 0 });
    expect(balancesInUse([balance(ferie), nothing])).toEqual([balance(ferie)]);
    expect(balancesInUse([onlyAsked])).toEqual([onlyAsked]);
  });

  it("is applied to what LoadMyBalances answers", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const empty = balance(rol, { yearly_entitlement: 0, carry_over: 0, accrued: 0, used: 0, approved_future: 0, pending: 0, remaining: 0 });
    h.http.on('GET', AbsencePaths.myBalances, ok({ user_id: 7, year: 2025, balances: [balance(ferie), empty] }));
    expect((await new LoadMyBalances(h.api, h.calendar).execute()).balances).toEqual([balance(ferie)]);
  });
});
