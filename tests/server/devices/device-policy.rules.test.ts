/**
 * The one-device rule as a table (docs/behaviour.md, "The bound device"): who may bind, move or keep a device, and
 * that a request which did not check the password (register-device) never binds or moves anything.
 */
import { decideDevice, type DeviceDecision, type DeviceHolder } from '../../../server/devices/device-policy.rules';

const KEY = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' } as const;
const employee = (overrides: Partial<DeviceHolder> = {}): DeviceHolder => ({
  isAdmin: false,
  twoFactorEnabled: true,
  requireDeviceChangeConfirmation: true,
  boundDeviceId: 'phone',
  boundPublicKey: KEY,
  ...overrides,
});

type Row = [
  label: string,
  holder: DeviceHolder,
  request: { bound: boolean; password: boolean; reassociating?: boolean; approval?: 'self' | 'admin' },
  expected: DeviceDecision,
];

const table: Row[] = [
  ['device check off: not checked, not bound', employee({ twoFactorEnabled: false }), { bound: false, password: true }, 'ignore'],
  ['the bound device signing in', employee(), { bound: true, password: true }, 'accept'],
  ['the bound device asking with a token only', employee(), { bound: true, password: false }, 'accept'],
  ['no device yet, password checked', employee({ boundDeviceId: null, boundPublicKey: null }), { bound: false, password: true }, 'register'],
  ['no device yet, token only', employee({ boundDeviceId: null, boundPublicKey: null }), { bound: false, password: false }, 'refuse'],
  ['another device, confirmation on', employee(), { bound: false, password: true }, 'refuse'],
  ['another device, confirmation off', employee({ requireDeviceChangeConfirmation: false }), { bound: false, password: true }, 'rebind'],
  ['another device, confirmation off, token only', employee({ requireDeviceChangeConfirmation: false }), { bound: false, password: false }, 'refuse'],
  ['another device, reassociation dialog', employee(), { bound: false, password: true, reassociating: true }, 'rebind'],
  ['another device, approval by an administrator, login', employee({ requireDeviceChangeConfirmation: false }), { bound: false, password: true, approval: 'admin' }, 'refuse'],
  ['another device, approval by an administrator, reassociation', employee(), { bound: false, password: true, reassociating: true, approval: 'admin' }, 'request'],
  ['an administrator from another device', employee({ isAdmin: true }), { bound: false, password: true }, 'rebind'],
  ['an administrator from another device, token only', employee({ isAdmin: true }), { bound: false, password: false }, 'refuse'],
];

describe('decideDevice', () => {
  it.each(table)('%s', (_label, holder, request, expected) => {
    const decision = decideDevice(holder, {
      isBoundDevice: request.bound,
      passwordChecked: request.password,
      reassociating: request.reassociating ?? false,
      approval: request.approval ?? 'self',
    });
    expect(decision).toBe(expected);
  });
});
