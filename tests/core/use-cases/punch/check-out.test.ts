import { ApiPaths } from '../../../../src/core/contract';
import { PositionError } from '../../../../src/core/ports';
import { ok } from '../../../fakes';
import { EntryMother, PunchAnswerMother, RefusalMother, StatusMother } from '../../../mothers';
import { createPunchHarness } from '../support/punch-harness';

const locationRefusal = RefusalMother.mustCheckOutSameLocation();

/** A checked-in employee: a status read would still say IN, so a success can only have taken OUT from the answer. */
function checkedInHarness() {
  const p = createPunchHarness();
  p.http.on('GET', ApiPaths.status, ok(StatusMother.checkedIn()));
  return p;
}

describe('CheckOut', () => {
  it("sends the fix and the device id, vibrates 100-50-100 and reports success with the answer's status OUT at once", async () => {
    const p = checkedInHarness();

    // No virtual time passes: no wait after the answer.
    const outcome = await p.checkOut.execute();

    expect(outcome).toEqual({
      kind: 'success',
      message: { key: 'punch.checkoutSuccess' },
      entry: EntryMother.checkOut(),
      status: StatusMother.checkedOut(),
    });
    expect(p.checkOutBody()).toEqual({
      device_id: 'dev-1',
      latitude: p.fix.latitude,
      longitude: p.fix.longitude,
      accuracy: p.fix.accuracy,
      fix_age_seconds: 0,
      position_signals: [],
      device_proof: expect.anything(),
    });
    expect(p.vibration.patterns).toEqual([[100, 50, 100]]);
    // The device challenge and the punch: neither the status nor the nearby places are read here.
    expect(p.http.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${ApiPaths.deviceChallenge}`, `POST ${ApiPaths.checkOut}`]);
  });

  it("a location refusal opens the anomaly dialog with the server's text, translated", async () => {
    const p = checkedInHarness();
    p.http.on('POST', ApiPaths.checkOut, locationRefusal);

    const outcome = await p.checkOut.execute();

    expect(outcome).toEqual({
      kind: 'anomaly',
      note: '',
      dialog: { message: { key: 'errors.mustCheckOutSameLocation' }, error: null },
    });
  });

  it('an anomaly_note refusal opens the dialog with the default text and the note error', async () => {
    const p = checkedInHarness();
    p.http.on('POST', ApiPaths.checkOut, RefusalMother.anomalyNoteRequired());

    await expect(p.checkOut.execute()).resolves.toMatchObject({
      kind: 'anomaly',
      dialog: { message: { key: 'punch.checkoutAnomalyDefault' }, error: { key: 'validation.anomalyNoteCheckout' } },
    });
  });

  it('confirming retries with force_anomaly and the note, and reports the anomaly check-out message', async () => {
    const p = checkedInHarness();
    p.http.on('POST', ApiPaths.checkOut, locationRefusal, ok(PunchAnswerMother.checkOut({ has_location_anomaly: true, is_valid: false })));
    await p.checkOut.execute();

    const outcome = await p.settle(p.checkOut.confirmAnomaly(' Uscita dal cantiere '));

    expect(outcome).toMatchObject({ kind: 'success', message: { key: 'punch.checkoutAnomalySuccess' }, status: { status: 'OUT' } });
    expect(p.checkOutBody()).toMatchObject({ force_anomaly: true, anomaly_note: 'Uscita dal cantiere', device_id: 'dev-1' });
  });

  it('the note is mandatory to confirm, and is handed back', async () => {
    const p = checkedInHarness();
    await expect(p.checkOut.confirmAnomaly('  ')).resolves.toEqual({
      kind: 'invalid',
      error: { key: 'validation.anomalyNoteCheckout' },
      note: '  ',
    });
    expect(p.http.sent('POST', ApiPaths.checkOut)).toHaveLength(0);
  });

  it('a failed confirmation keeps the note for the retry', async () => {
    const p = checkedInHarness();
    p.http.on('POST', ApiPaths.checkOut, RefusalMother.of(500, 'SERVER_ERROR'));

    const outcome = await p.checkOut.confirmAnomaly('Uscita anticipata');

    expect(outcome).toMatchObject({ kind: 'error', note: 'Uscita anticipata', message: { key: 'errors.serverError' } });
  });

  it('a confirmation refused again for the location keeps the note and the dialog', async () => {
    const p = checkedInHarness();
    p.http.on('POST', ApiPaths.checkOut, locationRefusal);
    await expect(p.checkOut.confirmAnomaly('Uscita anticipata')).resolves.toMatchObject({ kind: 'anomaly', note: 'Uscita anticipata' });
  });

  it('refuses locally without a position, keeping the note', async () => {
    const p = checkedInHarness();
    p.geolocation.alwaysAnswer(new PositionError('permission-denied'));
    await expect(p.checkOut.confirmAnomaly('nota')).resolves.toEqual({
      kind: 'refused',
      message: { key: 'errors.locationOrDeviceUnavailable' },
      note: 'nota',
    });
  });
});
