import { positionErrorMessage } from '../../../../src/core/use-cases';

describe('positionErrorMessage', () => {
  it('gives the GPS message key of each failure kind', () => {
    expect(positionErrorMessage('unsupported').key).toMatch(/^errors\./);
    expect(positionErrorMessage('permission-denied')).not.toEqual(positionErrorMessage('timeout'));
  });
});
