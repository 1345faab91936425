import { validateEditTime } from '../../../../src/core/domain/validation';

describe("'Modifica Data/Ora'", () => {
  it('needs a non-empty datetime', () => {
    expect(validateEditTime('')).toEqual({ timestamp: 'validation.required' });
    expect(validateEditTime('  ')).toEqual({ timestamp: 'validation.required' });
  });

  it('accepts what a datetime-local input yields, with or without seconds', () => {
    expect(validateEditTime('2024-05-20T08:30')).toEqual({});
    expect(validateEditTime('2024-05-20T08:30:15')).toEqual({});
  });

  it('refuses malformed or impossible values', () => {
    expect(validateEditTime('20/05/2024 08:30')).toEqual({ timestamp: 'validation.dateTimeInvalid' });
    expect(validateEditTime('2024-02-30T08:30')).toEqual({ timestamp: 'validation.dateTimeInvalid' });
    expect(validateEditTime('2024-05-20T25:00')).toEqual({ timestamp: 'validation.dateTimeInvalid' });
  });
});
