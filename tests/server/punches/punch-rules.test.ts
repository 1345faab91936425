/** The pure decisions of a punch: work hours, validity, the open IN's day, device and privacy. */
import { ApiError } from '../../../src/core/contract';
import { HttpError } from '../../../server/http/http-error';
import { noLocationInRange } from '../../../server/punch/check-in.rules';
import { punchRecord } from '../../../server/punch/punch-record';
import { assertDeviceAuthorized, currentOpenIn, forgottenOpenIn } from '../../../server/punch/punch-rules';
import { punchValidationIssues } from '../../../server/punch/punch-validity';
import { isWithinWorkHours } from '../../../server/punch/work-hours';

const location = {
  id: 7,
  name: 'Sede',
  address: '',
  latitude: 45,
  longitude: 9,
  tolerance_radius: 50,
  work_hours_start: '09:00',
  work_hours_end: '18:00',
  is_active: true,
};

describe('work hours', () => {
  it('include both bounds of a day shift', () => {
    expect(isWithinWorkHours('09:00', '09:00', '18:00')).toBe(true);
    expect(isWithinWorkHours('18:00', '09:00', '18:00')).toBe(true);
    expect(isWithinWorkHours('08:59', '09:00', '18:00')).toBe(false);
    expect(isWithinWorkHours('18:01', '09:00', '18:00')).toBe(false);
  });

  it('span midnight for a night shift', () => {
    expect(isWithinWorkHours('23:30', '22:00', '06:00')).toBe(true);
    expect(isWithinWorkHours('05:59', '22:00', '06:00')).toBe(true);
    expect(isWithinWorkHours('12:00', '22:00', '06:00')).toBe(false);
  });
});

it('lists every reason a punch is invalid, and none for an off-site punch', () => {
  const judged = { location, locationAnomaly: false, accuracyCapMeters: 100 };
  expect(punchValidationIssues({ ...judged, locationAnomaly: true, localTime: '07:00', accuracy: 150 })).toEqual([
    { code: 'TOO_FAR', message: ApiError.TOO_FAR },
    { code: 'OUTSIDE_WORK_HOURS', message: ApiError.OUTSIDE_WORK_HOURS },
    { code: 'LOW_GPS_ACCURACY', message: ApiError.LOW_GPS_ACCURACY },
  ]);
  expect(punchValidationIssues({ ...judged, locationAnomaly: true, localTime: '10:00', accuracy: 10 })).toEqual([
    { code: 'TOO_FAR', message: ApiError.TOO_FAR },
  ]);
  expect(punchValidationIssues({ ...judged, localTime: '10:00', accuracy: 100 })).toEqual([]);
  expect(punchValidationIssues({ ...judged, location: null, localTime: '03:00', accuracy: null })).toEqual([]);
});

it("counts an open IN as checked in only on its own business day", () => {
  const openIn = { id: 1, businessDate: '2024-03-04', location: null };
  expect(currentOpenIn({ openIn, today: '2024-03-04' })).toBe(openIn);
  expect(forgottenOpenIn({ openIn, today: '2024-03-04' })).toBeNull();
  expect(currentOpenIn({ openIn, today: '2024-03-05' })).toBeNull();
  expect(forgottenOpenIn({ openIn, today: '2024-03-05' })).toBe(openIn);
});

it('checks the device only when two-factor is on', () => {
  expect(() => assertDeviceAuthorized({ twoFactorEnabled: true, boundDeviceId: 'a' }, 'a')).not.toThrow();
  expect(() => assertDeviceAuthorized({ twoFactorEnabled: true, boundDeviceId: null }, 'a')).toThrow(HttpError);
  expect(() => assertDeviceAuthorized({ twoFactorEnabled: false, boundDeviceId: 'a' }, 'b')).not.toThrow();
});

describe('what a punch keeps', () => {
  const request = { latitude: 45.0001, longitude: 9.0001, accuracy: 12, device_id: 'phone', notes: ' n ', anomaly_note: '' };
  const base = { userId: 3, entryType: 'IN' as const, request, localTime: '10:00', accuracyCapMeters: 100 };

  it('drops the coordinates unless configured, but keeps distance and accuracy', () => {
    const place = { kind: 'location' as const, location, distance: 14, anomaly: false };
    expect(punchRecord({ ...base, place, storeCoordinates: false })).toMatchObject({
      latitude: null,
      longitude: null,
      accuracy: 12,
      distance: 14,
      locationId: 7,
      notes: 'n',
      isValid: true,
      isOpen: true,
    });
    expect(punchRecord({ ...base, place, storeCoordinates: true })).toMatchObject({ latitude: 45.0001, longitude: 9.0001 });
  });

  it('makes a punch forced out of range invalid, with the anomaly flag', () => {
    const place = { kind: 'location' as const, location, distance: 900, anomaly: true };
    expect(punchRecord({ ...base, entryType: 'OUT', place, storeCoordinates: false })).toMatchObject({
      hasLocationAnomaly: true,
      isValid: false,
      validationErrors: [{ code: 'TOO_FAR', message: ApiError.TOO_FAR }],
    });
  });

  it('keeps no position data of an off-site punch, and keeps it valid (declared remote work)', () => {
    expect(punchRecord({ ...base, place: { kind: 'offsite' }, storeCoordinates: true })).toMatchObject({
      latitude: null,
      longitude: null,
      accuracy: null,
      distance: null,
      locationId: null,
      isOffsite: true,
      hasLocationAnomaly: false,
      isValid: true,
    });
  });
});

it('answers no nearest place only when the user has no authorised active location at all', () => {
  const here = { latitude: 45.01, longitude: 9 };
  expect(noLocationInRange(location, here).body.location_anomaly).toEqual({
    message: ApiError.NO_LOCATION_IN_RANGE,
    nearest_location: { id: 7, name: 'Sede', distance: 1112 },
  });
  expect(noLocationInRange(undefined, here)).toMatchObject({
    status: 400,
    body: { code: 'NO_LOCATION_IN_RANGE', location_anomaly: { message: ApiError.NO_LOCATION_IN_RANGE, nearest_location: null } },
  });
});
