import { AbsencePaths, type AbsenceType } from '../../../../src/core/contract';
import { absenceTypeDraftOf, absenceTypeInputOf, emptyAbsenceTypeDraft, ManageAbsenceTypes } from '../../../../src/core/use-cases/admin';
import { ok } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const SMART: AbsenceType = {
  id: 11,
  code: 'LA',
  name: 'Lavoro agile',
  unit: 'days',
  is_paid: true,
  counts_as_work: true,
  uses_balance: false,
  requires_certificate: false,
  is_remote: true,
  is_active: true,
};

describe('absence type drafts', () => {
  it('sends the code in capitals and the name trimmed, the switches as set', () => {
    const draft = { ...emptyAbsenceTypeDraft(), code: ' bo ', name: ' Banca ore ', unit: 'hours' as const, uses_balance: true };
    expect(absenceTypeInputOf(draft)).toEqual({
      errors: {},
      write: { ...emptyAbsenceTypeDraft(), code: 'BO', name: 'Banca ore', unit: 'hours', uses_balance: true },
    });
  });

  it('refuses a blank name and a code that is not 1 to 6 capitals or digits', () => {
    expect(absenceTypeInputOf({ ...emptyAbsenceTypeDraft(), code: 'FE-1', name: ' ' }).errors).toEqual({
      code: { key: 'adminAbsences.validation.codeFormat' },
      name: { key: 'validation.required' },
    });
    expect(absenceTypeInputOf({ ...emptyAbsenceTypeDraft(), code: 'ABCDEFG', name: 'x' }).errors).toEqual({ code: { key: 'adminAbsences.validation.codeFormat' } });
  });

  it("opens an edit on the type's own values", () => {
    const { id: _id, ...input } = SMART;
    expect(absenceTypeInputOf(absenceTypeDraftOf(SMART)).write).toEqual(input);
  });
});

describe('ManageAbsenceTypes', () => {
  it('lists every type, creates one and updates one by id', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', AbsencePaths.adminTypes, ok([SMART]));
    h.http.on('POST', AbsencePaths.adminTypes, ok({ ...SMART, id: 12 }));
    h.http.on('PUT', AbsencePaths.adminType(11), ok(SMART));
    const types = new ManageAbsenceTypes(h.api);
    const { id: _id, ...input } = SMART;

    await expect(types.list()).resolves.toEqual([SMART]);
    await expect(types.create(input)).resolves.toMatchObject({ id: 12 });
    await types.update(11, { ...input, is_active: false });
    expect(h.http.last('POST', AbsencePaths.adminTypes).body).toEqual(input);
    expect(h.http.last('PUT', AbsencePaths.adminType(11)).body).toEqual({ ...input, is_active: false });
  });
});
