import { AbsencePaths } from '../../../../src/core/contract';
import {
  draftFieldOf,
  RequestAbsence,
  toNewAbsenceRequest,
  validateAbsenceDraft,
  type AbsenceDraft,
} from '../../../../src/core/use-cases/absences';
import { ok, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';
import { AbsenceMother, AbsenceTypeMother } from '../../../mothers';

const { ferie, rol, malattia } = AbsenceTypeMother;

const draft = (overrides: Partial<AbsenceDraft> = {}): AbsenceDraft => ({
  typeId: ferie.id,
  mode: 'days',
  startDate: '2025-01-20',
  endDate: '2025-01-21',
  day: '',
  startTime: '',
  endTime: '',
  certificateNumber: '',
  note: '',
  ...overrides,
});

describe('validateAbsenceDraft', () => {
  it('accepts whole days in order, one day included', () => {
    expect(validateAbsenceDraft(draft(), ferie)).toEqual({});
    expect(validateAbsenceDraft(draft({ endDate: '2025-01-20' }), ferie)).toEqual({});
  });

  it('asks for the type and real days, the last not before the first', () => {
    expect(validateAbsenceDraft(draft({ typeId: null }), null)).toEqual({ typeId: 'validation.required' });
    expect(validateAbsenceDraft(draft({ startDate: '', endDate: '2025-02-30' }), ferie)).toEqual({
      startDate: 'validation.required',
      endDate: 'validation.dateTimeInvalid',
    });
    expect(validateAbsenceDraft(draft({ endDate: '2025-01-19' }), ferie)).toEqual({ endDate: 'errors.absenceLastDayBeforeFirst' });
  });

  it("checks 'Giorno', 'Dalle' and 'Alle' of a range of hours, the end after the start", () => {
    const hours = draft({ typeId: rol.id, mode: 'hours', day: '2025-01-22', startTime: '09:00', endTime: '11:00' });
    expect(validateAbsenceDraft(hours, rol)).toEqual({});
    expect(validateAbsenceDraft({ ...hours, day: '', startTime: '9', endTime: '' }, rol)).toEqual({
      day: 'validation.required',
      startTime: 'validation.timeFormat',
      endTime: 'validation.required',
    });
    expect(validateAbsenceDraft({ ...hours, endTime: '09:00' }, rol)).toEqual({ endTime: 'errors.absenceEndTimeBeforeStart' });
  });

  it('checks whole days for a type counted in days, even when the draft still says hours', () => {
    expect(validateAbsenceDraft(draft({ mode: 'hours', startDate: '' }), ferie)).toEqual({ startDate: 'validation.required' });
  });

  it('requires the certificate number only for a type asking it', () => {
    expect(validateAbsenceDraft(draft({ typeId: malattia.id }), malattia)).toEqual({ certificateNumber: 'validation.required' });
    expect(validateAbsenceDraft(draft({ typeId: malattia.id, certificateNumber: ' 123456 ' }), malattia)).toEqual({});
  });
});

describe('toNewAbsenceRequest', () => {
  it('sends whole days, the note trimmed, no certificate for a type not asking it', () => {
    expect(toNewAbsenceRequest(draft({ note: '  Vacanza ', certificateNumber: 'X' }), ferie)).toEqual({
      absence_type_id: 1,
      start_date: '2025-01-20',
      end_date: '2025-01-21',
      note: 'Vacanza',
    });
  });

  it('sends a range of hours as one day with its times', () => {
    const hours = draft({ typeId: rol.id, mode: 'hours', day: '2025-01-22', startTime: '09:00', endTime: '11:00' });
    expect(toNewAbsenceRequest(hours, rol)).toEqual({
      absence_type_id: 2,
      start_date: '2025-01-22',
      end_date: '2025-01-22',
      start_time: '09:00',
      end_time: '11:00',
    });
  });

  it("sends the certificate number of a type asking it", () => {
    expect(toNewAbsenceRequest(draft({ typeId: malattia.id, certificateNumber: ' 98765 ' }), malattia)).toMatchObject({ certificate_number: '98765' });
  });
});

describe('draftFieldOf', () => {
  it("puts the server's day errors under 'Giorno' for a range of hours, under 'Dal'/'Al' for days", () => {
    expect(draftFieldOf('end_date', 'days')).toBe('endDate');
    expect(draftFieldOf('end_date', 'hours')).toBe('day');
    expect(draftFieldOf('start_date', 'hours')).toBe('day');
    expect(draftFieldOf('certificate_number', 'days')).toBe('certificateNumber');
    expect(draftFieldOf('user_id', 'days')).toBeNull();
  });
});

describe('RequestAbsence', () => {
  it("offers the active types in the server's order", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const retired = AbsenceTypeMother.create({ id: 20, code: 'AAA', name: 'Vecchia causale', uses_balance: false, is_active: false });
    h.http.on('GET', AbsencePaths.types, ok([...AbsenceTypeMother.all().slice(0, 2), retired, ...AbsenceTypeMother.all().slice(2)]));

    const codes = (await new RequestAbsence(h.api).types()).map((type) => type.code);
    expect(codes).toEqual(['FE', 'ROL', 'MAL', 'LA']);
  });

  it('posts the request and resolves with the saved absence, over the balance or not', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const saved = AbsenceMother.mine(5, ferie, { over_balance: true });
    h.http.on('POST', AbsencePaths.mine, status(201, saved));

    expect(await new RequestAbsence(h.api).execute(draft(), ferie)).toEqual(saved);
    expect(h.http.last('POST', AbsencePaths.mine).body).toEqual({ absence_type_id: 1, start_date: '2025-01-20', end_date: '2025-01-21' });
  });

  it("rejects with the server's refusal", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('POST', AbsencePaths.mine, status(409, { code: 'ABSENCE_OVERLAP', message: 'Another absence already covers these days' }));
    await expect(new RequestAbsence(h.api).execute(draft(), ferie)).rejects.toMatchObject({ status: 409 });
  });
});
