/**
 * An offline punch's time (docs/behaviour.md, "Offline punches"): the phone's, never after its arrival nor before its
 * device's binding; too old beyond OFFLINE_PUNCH_MAX_AGE, judged on the phone's own time.
 */
import { offlinePunchTime } from '../../../server/punch/offline-punch.rules';

const received = new Date('2026-03-02T09:00:00Z');
const boundSince = new Date('2026-03-01T07:00:00Z');
const timeOf = (deviceTime: string, maxAgeHours = 24) => offlinePunchTime({ deviceTime: new Date(deviceTime), receivedAt: received, boundSince, maxAgeHours });

it("keeps the phone's time between the binding and the arrival, with the delay in whole seconds", () => {
  expect(timeOf('2026-03-02T08:30:00.400Z')).toEqual({ recordedAt: new Date('2026-03-02T08:30:00.400Z'), delaySeconds: 1800, tooOld: false });
});

it('moves a time after the arrival back to the arrival: no delay', () => {
  expect(timeOf('2026-03-02T10:00:00Z')).toEqual({ recordedAt: received, delaySeconds: 0, tooOld: false });
});

it('moves a time before the binding to the binding', () => {
  expect(timeOf('2026-03-01T06:00:00Z', 48)).toEqual({ recordedAt: boundSince, delaySeconds: 26 * 3600, tooOld: false });
});

it('is too old past the limit on the phone\u2019s time, whatever the binding', () => {
  expect(timeOf('2026-03-01T09:00:00Z').tooOld).toBe(false);
  expect(timeOf('2026-03-01T08:59:59Z').tooOld).toBe(true);
  expect(timeOf('2026-02-20T09:00:00Z', 240).tooOld).toBe(false);
  expect(timeOf('2026-02-20T08:59:00Z', 240).tooOld).toBe(true);
});
