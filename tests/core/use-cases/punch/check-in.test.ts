import { ApiError, ApiPaths } from '../../../../src/core/contract';
import { API_ERROR_KEYS } from '../../../../src/core/errors';
import { PositionError } from '../../../../src/core/ports';
import type { CheckInAnomalyDialog, CheckInOutcome } from '../../../../src/core/use-cases';
import { ok, status } from '../../../fakes';
import { EntryMother, NearbyLocationMother, PunchAnswerMother, RefusalMother, StatusMother } from '../../../mothers';
import { createPunchHarness } from '../support/punch-harness';

const office = NearbyLocationMother.inTolerance({ id: 1, name: 'Sede Milano' });
const branch = NearbyLocationMother.inTolerance({ id: 2, name: 'Filiale Monza', distance: 30 });
const warehouse = NearbyLocationMother.outOfTolerance({ id: 9, name: 'Magazzino Lodi', distance: 640 });

function dialogOf(outcome: CheckInOutcome): CheckInAnomalyDialog {
  if (outcome.kind !== 'anomaly') throw new Error(`expected an anomaly outcome, got ${outcome.kind}`);
  return outcome.dialog;
}

describe('CheckIn — choice of place', () => {
  it('desktop, exactly one place in tolerance: checks in there with the fix and the device id', async () => {
    const p = createPunchHarness();

    const outcome = await p.settle(p.checkIn.execute({ mode: 'desktop', nearby: [warehouse, office] }));

    expect(outcome).toMatchObject({ kind: 'success', message: { key: 'punch.checkinSuccess' } });
    expect(p.checkInBody()).toEqual({
      device_id: 'dev-1',
      latitude: p.fix.latitude,
      longitude: p.fix.longitude,
      accuracy: p.fix.accuracy,
      fix_age_seconds: 0,
      position_signals: [],
      location_id: 1,
      device_proof: expect.anything(),
    });
    expect(p.vibration.patterns).toEqual([100]);
  });

  it('desktop, two places in tolerance: asks to choose, offering the other authorised places as anomalies', async () => {
    const p = createPunchHarness();
    p.http.on('GET', ApiPaths.authorizedLocations, ok({ locations: [office, branch, warehouse] }));

    const outcome = await p.checkIn.execute({ mode: 'desktop', nearby: [office, branch, warehouse] });

    expect(outcome).toEqual({ kind: 'select-location', inRange: [office, branch], outOfRange: [warehouse] });
    expect(p.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);
  });

  it('desktop selection falls back to the nearby list when the authorised places cannot be loaded', async () => {
    const p = createPunchHarness();
    p.http.on('GET', ApiPaths.authorizedLocations, status(500));

    const outcome = await p.checkIn.execute({ mode: 'desktop', nearby: [office, branch, warehouse] });

    expect(outcome).toMatchObject({ kind: 'select-location', outOfRange: [warehouse] });
    expect(p.logger.warnings).toHaveLength(1);
  });

  it('desktop, no place in tolerance: attempts without a place', async () => {
    const p = createPunchHarness();
    await p.settle(p.checkIn.execute({ mode: 'desktop', nearby: [warehouse] }));
    expect(p.checkInBody()).not.toHaveProperty('location_id');
    expect(p.checkInBody()).toMatchObject({ latitude: p.fix.latitude, device_id: 'dev-1' });
  });

  it('mobile: the first place in tolerance is used, even with several', async () => {
    const p = createPunchHarness();
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [warehouse, branch, office] }));
    expect(p.checkInBody()).toMatchObject({ location_id: 2 });
  });

  it('mobile, none in tolerance: no location is sent and the server decides', async () => {
    const p = createPunchHarness();
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [warehouse] }));
    expect(p.checkInBody()).not.toHaveProperty('location_id');
  });

  it('a click on a place in tolerance checks in there', async () => {
    const p = createPunchHarness();
    await p.settle(p.checkIn.atLocation(branch));
    expect(p.checkInBody()).toMatchObject({ location_id: 2 });
  });

  it('a click on a place out of tolerance opens the anomaly dialog with its name and distance', async () => {
    const p = createPunchHarness();
    const outcome = await p.checkIn.atLocation(warehouse);
    expect(dialogOf(outcome)).toMatchObject({ type: 'location', locationName: 'Magazzino Lodi', distance: 640, selectedLocationId: 9, error: null });
    expect(p.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);
  });
});

describe('CheckIn — after success', () => {
  it("takes the status from the punch's answer at once: no wait, no status read, no nearby reload", async () => {
    const p = createPunchHarness();

    // No virtual time passes: the outcome needs no timer.
    const outcome = await p.checkIn.execute({ mode: 'mobile', nearby: [office] });

    expect(outcome).toEqual({
      kind: 'success',
      message: { key: 'punch.checkinSuccess' },
      entry: EntryMother.checkIn(),
      status: StatusMother.checkedIn(),
    });
    expect(p.http.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${ApiPaths.deviceChallenge}`, `POST ${ApiPaths.checkIn}`]);
    expect(p.http.sent('GET', ApiPaths.status)).toHaveLength(0);
    expect(p.http.sent('POST', ApiPaths.nearbyLocations)).toHaveLength(0);
  });

  it("reports the answer's status as it is, the entry without the status fields", async () => {
    const p = createPunchHarness();
    const entry = EntryMother.checkIn({ id: 5, location_id: null, location_name: 'Unknown', is_offsite: true });
    p.http.on('POST', ApiPaths.checkIn, ok(PunchAnswerMother.of(entry)));

    const outcome = await p.checkIn.execute({ mode: 'mobile', nearby: [office] });

    expect(outcome).toMatchObject({
      kind: 'success',
      entry,
      status: { status: 'IN', is_checked_in: true, last_entry: { entry_type: 'IN', timestamp: entry.timestamp, location_name: 'Unknown' } },
    });
    if (outcome.kind !== 'success') throw new Error('expected a success');
    expect(outcome.entry).not.toHaveProperty('is_checked_in');
  });
});

describe('CheckIn — an answer without the status', () => {
  it('(a server from before it, during a rolling update) reports the entry with no status, and reads nothing itself', async () => {
    const p = createPunchHarness();
    p.http.on('POST', ApiPaths.checkIn, ok(EntryMother.checkIn()));

    const outcome = await p.checkIn.execute({ mode: 'mobile', nearby: [office] });

    expect(outcome).toEqual({ kind: 'success', message: { key: 'punch.checkinSuccess' }, entry: EntryMother.checkIn(), status: null });
    expect(p.http.sent('GET', ApiPaths.status)).toHaveLength(0);
  });
});

describe('CheckIn — refusals', () => {
  it('refuses locally when no position can be had, after one silent retry', async () => {
    const p = createPunchHarness();
    p.geolocation.alwaysAnswer(new PositionError('unavailable'));

    const outcome = await p.checkIn.execute({ mode: 'mobile', nearby: [office] });

    expect(outcome).toEqual({ kind: 'refused', message: { key: 'errors.locationOrDeviceUnavailable' } });
    expect(p.geolocation.calls).toHaveLength(2);
    expect(p.geolocation.calls.every((call) => call.maximumAgeMs === 0)).toBe(true);
    expect(p.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);
  });

  it('succeeds with the silent retry when the first fix fails', async () => {
    const p = createPunchHarness();
    p.geolocation.willAnswer(new PositionError('timeout'));
    await expect(p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }))).resolves.toMatchObject({ kind: 'success' });
  });

  it('initialises the device id when it is missing, the same for the rest of the page session', async () => {
    const p = createPunchHarness({ accessToken: 'A' });
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    expect(p.checkInBody()).toMatchObject({ device_id: 'uuid-1' });
    expect(p.identity.deviceId()).toBe('uuid-1');
  });

  it('refuses locally when the device id cannot be had', async () => {
    const p = createPunchHarness();
    p.identity.deviceId = () => {
      throw new Error('storage broken');
    };
    await expect(p.checkIn.execute({ mode: 'mobile', nearby: [office] })).resolves.toMatchObject({ kind: 'refused' });
    expect(p.logger.errors).toHaveLength(1);
  });

  it('turns a refusal unrelated to the position into the global error', async () => {
    const p = createPunchHarness();
    p.http.on('POST', ApiPaths.checkIn, RefusalMother.of(409, 'ALREADY_CHECKED_IN'));

    const outcome = await p.checkIn.execute({ mode: 'mobile', nearby: [office] });

    expect(outcome).toEqual({ kind: 'error', message: { key: API_ERROR_KEYS.ALREADY_CHECKED_IN } });
    expect(p.vibration.patterns).toEqual([]);
  });

  it('server location_anomaly: the dialog offers the nearest place, preselected', async () => {
    const p = createPunchHarness();
    p.http.on('POST', ApiPaths.checkIn, RefusalMother.noLocationInRange());

    const dialog = dialogOf(await p.checkIn.execute({ mode: 'mobile', nearby: [] }));

    expect(dialog).toMatchObject({
      type: 'location_anomaly',
      nearestLocation: { id: 1, name: 'Sede Milano', distance: 220 },
      selectedLocationId: 1,
      message: { key: API_ERROR_KEYS.NO_LOCATION_IN_RANGE },
      error: null,
    });
  });

  it("server 'anomaly_note': the dialog opens with 'validation.anomalyNoteCheckin'", async () => {
    const p = createPunchHarness();
    p.http.on('POST', ApiPaths.checkIn, RefusalMother.anomalyNoteRequired());

    const dialog = dialogOf(await p.checkIn.execute({ mode: 'mobile', nearby: [office] }));

    expect(dialog).toMatchObject({ type: 'location', locationName: 'Sede Milano', selectedLocationId: 1, error: { key: 'validation.anomalyNoteCheckin' } });
  });

  it("server 'anomaly_note' without a place tried: the generic dialog with the note error", async () => {
    const p = createPunchHarness();
    p.http.on('POST', ApiPaths.checkIn, RefusalMother.anomalyNoteRequired());

    const dialog = dialogOf(await p.checkIn.execute({ mode: 'mobile', nearby: [] }));

    expect(dialog).toMatchObject({ type: 'generic', message: null, error: { key: 'validation.anomalyNoteCheckin' } });
  });

  it('a note the server cannot take (its field error on anomaly_note) is asked for again', async () => {
    const p = createPunchHarness();
    const tooLong = RefusalMother.of(400, 'VALIDATION_ERROR', { errors: { anomaly_note: ['Expected string length less or equal to 2000'] } });
    p.http.on('POST', ApiPaths.checkIn, tooLong);

    const dialog = dialogOf(await p.checkIn.execute({ mode: 'mobile', nearby: [office] }));

    expect(dialog).toMatchObject({ type: 'location', selectedLocationId: 1, error: { key: 'validation.anomalyNoteCheckin' } });
  });
});

describe('CheckIn — confirming the anomaly', () => {
  async function openAnomalyDialog() {
    const p = createPunchHarness();
    p.http.on('POST', ApiPaths.checkIn, RefusalMother.noLocationInRange(), ok(PunchAnswerMother.checkIn()));
    const dialog = dialogOf(await p.checkIn.execute({ mode: 'mobile', nearby: [] }));
    return { p, dialog };
  }

  it('the note is mandatory', async () => {
    const { p, dialog } = await openAnomalyDialog();
    await expect(p.checkIn.confirmAnomaly(dialog, { selection: 1, note: '   ' })).resolves.toEqual({
      kind: 'invalid',
      error: { key: 'validation.anomalyNoteCheckin' },
    });
    expect(p.http.sent('POST', ApiPaths.checkIn)).toHaveLength(1);
  });

  it('a place must be chosen in the location_anomaly dialog', async () => {
    const { p, dialog } = await openAnomalyDialog();
    await expect(p.checkIn.confirmAnomaly(dialog, { selection: null, note: 'Riunione' })).resolves.toEqual({
      kind: 'invalid',
      error: { key: 'validation.selectLocation' },
    });
  });

  it('selecting the nearest place confirms it with force_anomaly and the note', async () => {
    const { p, dialog } = await openAnomalyDialog();

    const outcome = await p.settle(p.checkIn.confirmAnomaly(dialog, { selection: 1, note: ' Riunione dal cliente ' }));

    expect(outcome).toMatchObject({ kind: 'success', message: { key: 'punch.checkinSuccess' } });
    expect(p.checkInBody()).toMatchObject({ location_id: 1, force_anomaly: true, anomaly_note: 'Riunione dal cliente', latitude: p.fix.latitude });
  });

  it('off-site sends no location and no coordinates: only the note, offsite_work and force_anomaly', async () => {
    const { p, dialog } = await openAnomalyDialog();

    await p.settle(p.checkIn.confirmAnomaly(dialog, { selection: 'offsite', note: 'Lavoro da casa' }));

    expect(p.checkInBody()).toEqual({
      device_id: 'dev-1',
      anomaly_note: 'Lavoro da casa',
      offsite_work: true,
      force_anomaly: true,
      device_proof: expect.anything(),
    });
  });

  it('confirming a clicked out-of-range place sends it with force_anomaly', async () => {
    const p = createPunchHarness();
    const dialog = dialogOf(await p.checkIn.atLocation(warehouse));

    await p.settle(p.checkIn.confirmAnomaly(dialog, { selection: dialog.selectedLocationId, note: 'Inventario' }));

    expect(p.checkInBody()).toMatchObject({ location_id: 9, force_anomaly: true, anomaly_note: 'Inventario' });
  });

  it('a generic dialog confirms without a place, with the coordinates', async () => {
    const p = createPunchHarness();
    p.http.on('POST', ApiPaths.checkIn, RefusalMother.anomalyNoteRequired(), ok(PunchAnswerMother.checkIn()));
    const dialog = dialogOf(await p.checkIn.execute({ mode: 'mobile', nearby: [] }));

    await p.settle(p.checkIn.confirmAnomaly(dialog, { selection: null, note: 'GPS impreciso' }));

    expect(p.checkInBody()).toEqual({
      device_id: 'dev-1',
      latitude: p.fix.latitude,
      longitude: p.fix.longitude,
      accuracy: p.fix.accuracy,
      fix_age_seconds: 0,
      position_signals: [],
      anomaly_note: 'GPS impreciso',
      force_anomaly: true,
      device_proof: expect.anything(),
    });
  });

  it('a server note refusal on confirm keeps the dialog and sets its error', async () => {
    const { p, dialog } = await openAnomalyDialog();
    p.http.on('POST', ApiPaths.checkIn, RefusalMother.anomalyNoteRequired());

    const again = dialogOf(await p.checkIn.confirmAnomaly(dialog, { selection: 1, note: 'x' }));

    expect(again).toEqual({ ...dialog, error: { key: 'validation.anomalyNoteCheckin' } });
  });
});
