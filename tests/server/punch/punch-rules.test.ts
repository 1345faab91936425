/** The pure decisions of a punch: work hours, validity, the current open IN, device and privacy. */
import { ApiError } from '../../../src/core/contract';
import { DeviceChallenges } from '../../../server/devices/device-challenges';
import { HttpError } from '../../../server/http/http-error';
import { provePunchDevice } from '../../../server/punch/punch-device';
import { noLocationInRange } from '../../../server/punch/check-in.rules';
import { punchRefusalError } from '../../../server/punch/punch-refusal-errors';
import { punchRecord } from '../../../server/punch/punch-record';
import { isCurrentOpenIn, NIGHT_SHIFT_CHECK_OUT_GRACE_MINUTES } from '../../../server/punch/current-open-in';
import { currentOpenIn, forgottenOpenIn } from '../../../server/punch/punch.rules';
import { punchValidationIssues } from '../../../server/punch/punch-validity';
import { isWithinWorkHours, spansMidnight } from '../../../server/punch/work-hours';

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
    expect(spansMidnight('22:00', '06:00')).toBe(true);
    expect(spansMidnight('09:00', '18:00')).toBe(false);
    expect(spansMidnight('00:00', '23:59')).toBe(false);
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

describe('the open IN that makes the user checked in', () => {
  const night = { ...location, work_hours_start: '22:00', work_hours_end: '06:00' };
  const at = (businessDate: string, where: typeof location | null) => ({ id: 1, businessDate, location: where, monthClosed: false });

  it("counts an IN of today's business day, at any place and time", () => {
    for (const openIn of [at('2024-03-04', location), at('2024-03-04', night), at('2024-03-04', null)]) {
      expect(currentOpenIn({ openIn, today: '2024-03-04', localTime: '23:59' })).toBe(openIn);
      expect(forgottenOpenIn({ openIn, today: '2024-03-04', localTime: '23:59' })).toBeNull();
    }
  });

  it('forgets an IN of an earlier day at a place with day hours, or off-site, even early in the morning', () => {
    for (const openIn of [at('2024-03-04', location), at('2024-03-04', null)]) {
      expect(currentOpenIn({ openIn, today: '2024-03-05', localTime: '00:30' })).toBeNull();
      expect(forgottenOpenIn({ openIn, today: '2024-03-05', localTime: '00:30' })).toBe(openIn);
    }
  });

  it("keeps last night's IN at a 22:00–06:00 place until the end of the shift plus the grace", () => {
    const openIn = at('2024-03-04', night);
    expect(NIGHT_SHIFT_CHECK_OUT_GRACE_MINUTES).toBe(120);
    for (const localTime of ['00:00', '02:00', '06:00', '07:59']) {
      expect(currentOpenIn({ openIn, today: '2024-03-05', localTime })).toBe(openIn);
      expect(forgottenOpenIn({ openIn, today: '2024-03-05', localTime })).toBeNull();
    }
    for (const localTime of ['08:00', '12:00', '22:30']) {
      expect(currentOpenIn({ openIn, today: '2024-03-05', localTime })).toBeNull();
      expect(forgottenOpenIn({ openIn, today: '2024-03-05', localTime })).toBe(openIn);
    }
  });

  it('forgets a night IN older than the previous business day, across months and leap days', () => {
    expect(isCurrentOpenIn(at('2024-03-03', night), '2024-03-05', '02:00')).toBe(false);
    expect(isCurrentOpenIn(at('2024-02-29', night), '2024-03-01', '02:00')).toBe(true);
    expect(isCurrentOpenIn(at('2023-12-31', night), '2024-01-01', '02:00')).toBe(true);
    expect(isCurrentOpenIn(at('2024-02-28', night), '2024-03-01', '02:00')).toBe(false);
  });

  it("never reaches past the next shift's start when the grace would", () => {
    const longNight = { ...location, work_hours_start: '19:00', work_hours_end: '18:00' };
    expect(isCurrentOpenIn(at('2024-03-04', longNight), '2024-03-05', '18:59')).toBe(true);
    expect(isCurrentOpenIn(at('2024-03-04', longNight), '2024-03-05', '19:00')).toBe(false);
  });
});

it('checks the device only when two-factor is on, by its device_id when the binding has no key', () => {
  const challenges = new DeviceChallenges('a server secret of at least thirty-two bytes', 60);
  const punch = (deviceId: string) => ({ kind: 'check_out' as const, request: { device_id: deviceId } });
  const keyless = { username: 'anna', isAdmin: false, boundPublicKey: null };
  expect(provePunchDevice(challenges, { ...keyless, twoFactorEnabled: true, boundDeviceId: 'a' }, punch('a'))).toBeUndefined();
  expect(() => provePunchDevice(challenges, { ...keyless, twoFactorEnabled: true, boundDeviceId: null }, punch('a'))).toThrow(HttpError);
  expect(provePunchDevice(challenges, { ...keyless, twoFactorEnabled: false, boundDeviceId: 'a' }, punch('b'))).toBeUndefined();
});

it("tells an administrator's refused punch from an employee's: the administrator signs in again from this device", () => {
  const challenges = new DeviceChallenges('a server secret of at least thirty-two bytes', 60);
  const punch = { kind: 'check_out' as const, request: { device_id: 'phone' } };
  const holder = { username: 'anna', twoFactorEnabled: true, boundDeviceId: 'desktop', boundPublicKey: null };
  const codeOf = (isAdmin: boolean) => {
    try {
      provePunchDevice(challenges, { ...holder, isAdmin }, punch);
    } catch (error) {
      return (error as HttpError).body.code;
    }
    return 'accepted';
  };
  expect(codeOf(false)).toBe('DEVICE_NOT_AUTHORIZED');
  expect(codeOf(true)).toBe('ADMIN_DEVICE_NOT_LATEST');
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
  expect(punchRefusalError(noLocationInRange(location, here)).body.location_anomaly).toEqual({
    message: ApiError.NO_LOCATION_IN_RANGE,
    nearest_location: { id: 7, name: 'Sede', distance: 1112 },
  });
  // The rule's refusal is a value; its HTTP answer is the service's (punch-refusal-errors.ts).
  expect(noLocationInRange(undefined, here)).toEqual({ code: 'NO_LOCATION_IN_RANGE', nearest: null });
  expect(punchRefusalError(noLocationInRange(undefined, here))).toMatchObject({
    status: 400,
    body: { code: 'NO_LOCATION_IN_RANGE', location_anomaly: { message: ApiError.NO_LOCATION_IN_RANGE, nearest_location: null } },
  });
});
