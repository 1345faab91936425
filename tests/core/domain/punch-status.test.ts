import {
  canCheckIn,
  canCheckOut,
  entryTypeLabelKey,
  hasLocationAccess,
  helperLineKey,
  statusLabelKey,
  type PunchReadiness,
} from '../../../src/core/domain/punch-status';

/** Everything ready for a check-in: status loaded as OUT. */
const ready: PunchReadiness = {
  isLoading: false,
  isOperating: false,
  deviceId: 'device-1',
  hasPosition: true,
  positionLoading: false,
  hasLocationAccess: true,
  locationsLoading: false,
  statusLoaded: true,
  status: 'OUT',
};

describe('statusLabelKey', () => {
  it.each([
    ['IN', 'status.in'],
    ['OUT', 'status.out'],
    ['', 'status.out'],
    [null, 'status.out'],
    ['BREAK', 'status.unknown'],
  ] as const)('%p → %s', (status, key) => {
    expect(statusLabelKey(status)).toBe(key);
  });
});

describe('canCheckIn', () => {
  it('is allowed when everything is ready and the user is out', () => {
    expect(canCheckIn(ready)).toBe(true);
  });

  it('is allowed before the status is known (null is not IN)', () => {
    expect(canCheckIn({ ...ready, status: null })).toBe(true);
  });

  it.each<[string, Partial<PunchReadiness>]>([
    ['while loading', { isLoading: true }],
    ['without a device id', { deviceId: null }],
    ['with an empty device id', { deviceId: '' }],
    ['without a position', { hasPosition: false }],
    ['without location access', { hasLocationAccess: false }],
    ['when already IN', { status: 'IN' }],
  ])('is refused %s', (_why, change) => {
    expect(canCheckIn({ ...ready, ...change })).toBe(false);
  });
});

describe('canCheckOut', () => {
  const checkedIn: PunchReadiness = { ...ready, status: 'IN' };

  it('is allowed when IN with a device id and a position', () => {
    expect(canCheckOut(checkedIn)).toBe(true);
  });

  it('needs no location access (no proximity required)', () => {
    expect(canCheckOut({ ...checkedIn, hasLocationAccess: false })).toBe(true);
  });

  it.each<[string, Partial<PunchReadiness>]>([
    ['when OUT', { status: 'OUT' }],
    ['before the status is known', { status: null }],
    ['without a device id', { deviceId: null }],
    ['without a position', { hasPosition: false }],
  ])('is refused %s', (_why, change) => {
    expect(canCheckOut({ ...checkedIn, ...change })).toBe(false);
  });
});

describe('helperLineKey (the first missing prerequisite, in order)', () => {
  it("says 'Sistema pronto' when nothing is missing", () => {
    expect(helperLineKey(ready)).toBe('dashboard.helper.ready');
  });

  it('names the device first, even when everything else is missing too', () => {
    const nothing: PunchReadiness = {
      isLoading: true,
      isOperating: true,
      deviceId: null,
      hasPosition: false,
      positionLoading: true,
      hasLocationAccess: false,
      locationsLoading: true,
      statusLoaded: false,
      status: null,
    };
    expect(helperLineKey(nothing)).toBe('dashboard.helper.initDevice');
  });

  it('then GPS, before locations, status and operation', () => {
    expect(
      helperLineKey({ ...ready, hasPosition: false, locationsLoading: true, statusLoaded: false, isOperating: true }),
    ).toBe('dashboard.helper.waitGps');
  });

  it('then the authorised locations, before status and operation', () => {
    expect(helperLineKey({ ...ready, locationsLoading: true, statusLoaded: false, isOperating: true })).toBe(
      'dashboard.helper.loadingLocations',
    );
  });

  it('then the user status, before the operation', () => {
    expect(helperLineKey({ ...ready, statusLoaded: false, isOperating: true })).toBe('dashboard.helper.loadingStatus');
  });

  it('then a request in progress (or loading)', () => {
    expect(helperLineKey({ ...ready, isOperating: true })).toBe('dashboard.helper.operating');
    expect(helperLineKey({ ...ready, isLoading: true })).toBe('dashboard.helper.operating');
  });

  it('re-acquiring a position while one is known does not block the line', () => {
    expect(helperLineKey({ ...ready, positionLoading: true })).toBe('dashboard.helper.ready');
  });
});

describe('hasLocationAccess', () => {
  it('is granted by all-locations access or by at least one authorised location', () => {
    expect(hasLocationAccess({ can_access_all_locations: true, authorized_locations: [] })).toBe(true);
    expect(hasLocationAccess({ can_access_all_locations: false, authorized_locations: [3] })).toBe(true);
  });

  it('is denied with neither', () => {
    expect(hasLocationAccess({ can_access_all_locations: false, authorized_locations: [] })).toBe(false);
  });
});

describe('entryTypeLabelKey', () => {
  it.each([
    ['IN', 'entry.in'],
    ['OUT', 'entry.out'],
    ['', 'entry.unknown'],
    ['in', 'entry.unknown'],
  ])('%p → %s', (type, key) => {
    expect(entryTypeLabelKey(type)).toBe(key);
  });
});
