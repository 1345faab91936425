import { simpleHash } from '../../../../src/core/use-cases';

describe('simpleHash', () => {
  it('is stable and distinguishes inputs', () => {
    expect(simpleHash('abc')).toBe(simpleHash('abc'));
    expect(simpleHash('abc')).not.toBe(simpleHash('abd'));
    expect(simpleHash('')).toBe('00000000');
  });
});
