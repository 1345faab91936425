import { AbsencePaths } from '../../../../src/core/contract';
import { absenceEntryOf, EnterAbsence, emptyAbsenceEntryDraft, type AbsenceEntryDraft } from '../../../../src/core/use-cases/admin';
import { ok } from '../../../fakes';
import { AbsenceTypeMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

const { ferie: FERIE, rol: ROL, malattia: MALATTIA } = AbsenceTypeMother;

const draft = (overrides: Partial<AbsenceEntryDraft> = {}): AbsenceEntryDraft => ({ ...emptyAbsenceEntryDraft('2026-11-10'), userId: 7, typeId: 1, ...overrides });

describe('absenceEntryOf', () => {
  it('sends whole days with the note trimmed and no times', () => {
    expect(absenceEntryOf(draft({ endDate: '2026-11-11', note: '  Ponte \n' }), FERIE)).toEqual({
      errors: {},
      write: { user_id: 7, absence_type_id: 1, start_date: '2026-11-10', end_date: '2026-11-11', note: 'Ponte' },
    });
  });

  it('names every missing field: the employee, the type, the days', () => {
    const { write, errors } = absenceEntryOf(draft({ userId: null, typeId: null, startDate: '', endDate: '' }), null);
    expect(write).toBeNull();
    expect(errors).toEqual({
      user_id: { key: 'validation.required' },
      absence_type_id: { key: 'validation.required' },
      start_date: { key: 'validation.required' },
      end_date: { key: 'validation.required' },
    });
  });

  it("refuses a last day before the first with the server's own message", () => {
    expect(absenceEntryOf(draft({ endDate: '2026-11-09' }), FERIE).errors).toEqual({ end_date: { key: 'errors.absenceLastDayBeforeFirst' } });
  });

  it('sends a range of hours on one day for a type by the hour, checking both times', () => {
    expect(absenceEntryOf(draft({ typeId: 2, span: 'hours', endDate: '2026-11-20', startTime: '09:00', endTime: '11:30' }), ROL).write).toEqual({
      user_id: 7,
      absence_type_id: 2,
      start_date: '2026-11-10',
      end_date: '2026-11-10',
      start_time: '09:00',
      end_time: '11:30',
    });
    expect(absenceEntryOf(draft({ typeId: 2, span: 'hours', startTime: '', endTime: '9' }), ROL).errors).toEqual({
      start_time: { key: 'validation.required' },
      end_time: { key: 'validation.timeFormat' },
    });
    expect(absenceEntryOf(draft({ typeId: 2, span: 'hours', startTime: '11:00', endTime: '09:00' }), ROL).errors).toEqual({
      end_time: { key: 'errors.absenceEndTimeBeforeStart' },
    });
  });

  it('takes whole days for a type by the day even when hours were chosen before', () => {
    expect(absenceEntryOf(draft({ span: 'hours', startTime: '09:00', endTime: '11:00' }), FERIE).write).toEqual({
      user_id: 7,
      absence_type_id: 1,
      start_date: '2026-11-10',
      end_date: '2026-11-10',
    });
  });

  it("asks for the certificate's number of a type requiring it, and sends it trimmed", () => {
    expect(absenceEntryOf(draft({ typeId: 4 }), MALATTIA).errors).toEqual({ certificate_number: { key: 'errors.absenceCertificateRequired' } });
    expect(absenceEntryOf(draft({ typeId: 4, certificateNumber: ' 123456789 ' }), MALATTIA).write).toMatchObject({ certificate_number: '123456789' });
  });
});

describe('EnterAbsence', () => {
  it('posts the absence to the administrators’ list (approved at once by the server)', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('POST', AbsencePaths.admin, ok({ id: 9, status: 'approved' }));
    const write = { user_id: 7, absence_type_id: 1, start_date: '2026-11-10', end_date: '2026-11-11' };
    await expect(new EnterAbsence(h.api).execute(write)).resolves.toMatchObject({ status: 'approved' });
    expect(h.http.last('POST', AbsencePaths.admin).body).toEqual(write);
  });
});
