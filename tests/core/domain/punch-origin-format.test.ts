import { dayPunchOrigin, formatOfflineDelay, orderedPositionSignals } from '../../../src/core/domain/punch-origin-format';

describe('formatOfflineDelay', () => {
  it('writes minutes, then hours and minutes, rounded down', () => {
    expect(formatOfflineDelay(0)).toBe('0 s');
    expect(formatOfflineDelay(59)).toBe('59 s');
    expect(formatOfflineDelay(60)).toBe('1 min');
    expect(formatOfflineDelay(45 * 60 + 59)).toBe('45 min');
    expect(formatOfflineDelay(2 * 3600)).toBe('2 h');
    expect(formatOfflineDelay(2 * 3600 + 15 * 60 + 40)).toBe('2 h 15 min');
  });

  it('counts days and hours from a day on, without the minutes', () => {
    expect(formatOfflineDelay(24 * 3600 + 59 * 60)).toBe('1 g');
    expect(formatOfflineDelay(3 * 24 * 3600 + 2 * 3600 + 30 * 60)).toBe('3 g 2 h');
  });
});

describe('orderedPositionSignals', () => {
  it('lists each known signal once, in the fixed order', () => {
    expect(orderedPositionSignals(['jump_and_return', 'stale_fix', 'jump_and_return', 'something_new'])).toEqual(['stale_fix', 'jump_and_return']);
    expect(orderedPositionSignals([])).toEqual([]);
  });
});

describe('dayPunchOrigin', () => {
  it("keeps the day's offline punches in order and merges the signals of all its punches", () => {
    const checkIn = { id: 1, offline_delay_seconds: 8100, position_signals: ['repeated_fix'], auto_closed: false };
    const checkOut = { id: 2, offline_delay_seconds: null, position_signals: ['zero_accuracy', 'repeated_fix'], auto_closed: false };
    expect(dayPunchOrigin([checkIn, checkOut])).toEqual({
      offline: [{ punch: checkIn, delaySeconds: 8100 }],
      signals: ['zero_accuracy', 'repeated_fix'],
      autoClosed: [],
    });
  });

  it("keeps the check-outs the server wrote at the planned end ('Chiusura automatica'), in order", () => {
    const morning = { id: 1, offline_delay_seconds: null, position_signals: [], auto_closed: false };
    const closedByServer = { id: 2, offline_delay_seconds: null, position_signals: [], auto_closed: true };
    expect(dayPunchOrigin([morning, closedByServer]).autoClosed).toEqual([closedByServer]);
  });
});
