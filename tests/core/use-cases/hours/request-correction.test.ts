import { ApiPaths, type NewCorrectionRequest } from '../../../../src/core/contract';
import { ValidationKey } from '../../../../src/core/domain';
import { ApiRequestError } from '../../../../src/core/errors';
import { correctionTargets, punchPairs, RequestCorrection, validateCorrectionDraft } from '../../../../src/core/use-cases/hours';
import { status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';
import { correctionRequest, fullDay, missingCheckOutDay, punch, workedDay } from './worked-days.mother';

const DAY = '2025-01-14';

describe('correctionTargets', () => {
  it("a day flagged 'Uscita mancante' offers the exit of its IN first, then every punch's time", () => {
    const day = missingCheckOutDay(DAY);
    const targets = correctionTargets(day);
    expect(targets.map((t) => [t.kind, t.punch.id])).toEqual([
      ['missing_check_out', day.punches[0]!.id],
      ['wrong_time', day.punches[0]!.id],
    ]);
  });

  it('a complete day offers only the punches’ times', () => {
    const day = fullDay(DAY);
    expect(correctionTargets(day).map((t) => t.kind)).toEqual(['wrong_time', 'wrong_time']);
  });

  it('the shift in progress is not a missing exit; an earlier IN left open on the same day is', () => {
    const forgotten = punch('IN', DAY, '08:00');
    const current = punch('IN', DAY, '14:00');
    const day = workedDay(DAY, [current, forgotten], { in_progress: true, flags: { missing_check_out: true } });
    expect(correctionTargets(day).filter((t) => t.kind === 'missing_check_out').map((t) => t.punch.id)).toEqual([forgotten.id]);
    const onlyInProgress = workedDay(DAY, [punch('IN', DAY, '08:00')], { in_progress: true });
    expect(correctionTargets(onlyInProgress).map((t) => t.kind)).toEqual(['wrong_time']);
  });
});

describe('punchPairs', () => {
  it('pairs each IN with the OUT after it, in time order; a lone punch pairs with nothing', () => {
    const [in1, out1, in2, lonelyOut] = [punch('IN', DAY, '08:00'), punch('OUT', DAY, '12:00'), punch('IN', DAY, '13:00'), punch('OUT', DAY, '19:00')];
    const day = workedDay(DAY, [in2, out1, in1]);
    expect(punchPairs(day)).toEqual([{ in: in1, out: out1 }, { in: in2, out: null }]);
    expect(punchPairs(workedDay(DAY, [lonelyOut]))).toEqual([{ in: null, out: lonelyOut }]);
  });
});

describe('validateCorrectionDraft', () => {
  it('requires a real day, a HH:MM time and a reason', () => {
    expect(validateCorrectionDraft({ date: DAY, time: '17:30', reason: 'Dimenticata' })).toEqual({});
    expect(validateCorrectionDraft({ date: '', time: '', reason: '   ' })).toEqual({
      date: ValidationKey.required,
      time: ValidationKey.required,
      reason: ValidationKey.required,
    });
    expect(validateCorrectionDraft({ date: '2025-02-30', time: '25:00', reason: 'x' })).toEqual({
      date: ValidationKey.dateTimeInvalid,
      time: ValidationKey.timeFormat,
    });
  });
});

describe('RequestCorrection', () => {
  it('posts the punch, the kind, the proposed instant and the trimmed reason; resolves with the request', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const day = missingCheckOutDay(DAY);
    const created = correctionRequest(day.punches[0]!, DAY);
    h.http.on('POST', ApiPaths.correctionRequests, status(201, created));
    const [missingExit] = correctionTargets(day);

    const result = await new RequestCorrection(h.api).execute(missingExit!, '2025-01-14T16:30:00.000Z', '  Dimenticata  ');

    expect(h.http.last('POST', ApiPaths.correctionRequests).body).toEqual<NewCorrectionRequest>({
      timesheet_id: day.punches[0]!.id,
      kind: 'missing_check_out',
      proposed_timestamp: '2025-01-14T16:30:00.000Z',
      reason: 'Dimenticata',
    });
    expect(result).toEqual(created);
  });

  it("rejects with the server's refusal (e.g. a request already pending)", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('POST', ApiPaths.correctionRequests, status(409, { code: 'CORRECTION_ALREADY_PENDING', message: 'A correction request for this punch is already pending' }));
    const [target] = correctionTargets(fullDay(DAY));
    await expect(new RequestCorrection(h.api).execute(target!, '2025-01-14T07:30:00.000Z', 'x')).rejects.toBeInstanceOf(ApiRequestError);
  });
});
