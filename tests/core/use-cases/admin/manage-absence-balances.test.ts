import { AbsencePaths } from '../../../../src/core/contract';
import { amountText, balanceDraftOf, entitlementInputOf, ManageBalances } from '../../../../src/core/use-cases/admin';
import { ok, queryOf } from '../../../fakes';
import { AbsenceBalanceMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

const FERIE = AbsenceBalanceMother.create({ carry_over: 3.5, remaining: 15.33 });

describe('balance drafts', () => {
  it('opens on the entitlement, and on an empty carry-over when the server computed it', () => {
    expect(balanceDraftOf(FERIE)).toEqual({ yearlyEntitlement: '26', carryOver: '' });
    expect(balanceDraftOf({ ...FERIE, carry_over_entered: true })).toEqual({ yearlyEntitlement: '26', carryOver: '3,5' });
  });

  it('takes Italian decimals, and an empty carry-over as "compute it"', () => {
    expect(entitlementInputOf({ yearlyEntitlement: '7,5', carryOver: '' }, FERIE)).toEqual({
      errors: {},
      write: { absence_type_id: 1, year: 2026, yearly_entitlement: 7.5, carry_over: null },
    });
    expect(entitlementInputOf({ yearlyEntitlement: '26', carryOver: '-2.25' }, FERIE).write).toMatchObject({ carry_over: -2.25 });
  });

  it('refuses a missing entitlement, text that is no number, and amounts out of range', () => {
    expect(entitlementInputOf({ yearlyEntitlement: '', carryOver: 'tre' }, FERIE).errors).toEqual({
      yearly_entitlement: { key: 'validation.required' },
      carry_over: { key: 'validation.notANumber' },
    });
    expect(entitlementInputOf({ yearlyEntitlement: '-1', carryOver: '10000' }, FERIE).errors).toEqual({
      yearly_entitlement: { key: 'adminAbsences.validation.amountRange', params: { min: 0, max: 9999 } },
      carry_over: { key: 'adminAbsences.validation.amountRange', params: { min: -9999, max: 9999 } },
    });
  });

  it('writes amounts the Italian way, rounded to two decimals', () => {
    expect(amountText(15.333333)).toBe('15,33');
    expect(amountText(2)).toBe('2');
  });
});

describe('ManageBalances', () => {
  it("loads a user's balances of a year and sets one type's entitlement", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', AbsencePaths.userBalances(7), ok({ user_id: 7, year: 2026, balances: [FERIE] }));
    h.http.on('PUT', AbsencePaths.userBalances(7), ok({ user_id: 7, year: 2026, balances: [FERIE] }));
    const balances = new ManageBalances(h.api);

    await expect(balances.load(7, 2026)).resolves.toEqual({ user_id: 7, year: 2026, balances: [FERIE] });
    expect(queryOf(h.http.last('GET', AbsencePaths.userBalances(7)))).toEqual({ year: '2026' });
    const input = { absence_type_id: 1, year: 2026, yearly_entitlement: 28, carry_over: null };
    await balances.setEntitlement(7, input);
    expect(h.http.last('PUT', AbsencePaths.userBalances(7)).body).toEqual(input);
  });
});
