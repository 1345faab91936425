import { validateEditDayAndTime } from '../../../../src/core/domain/validation';

describe("'Modifica Data/Ora'", () => {
  it("needs both 'Data' and 'Ora', each named under its own field", () => {
    expect(validateEditDayAndTime('', '')).toEqual({ date: 'validation.required', time: 'validation.required' });
    expect(validateEditDayAndTime('  ', '08:30')).toEqual({ date: 'validation.required' });
    expect(validateEditDayAndTime('2024-05-20', ' ')).toEqual({ time: 'validation.required' });
  });

  it('accepts a day as the Italian date field gives it and a 24-hour HH:MM', () => {
    expect(validateEditDayAndTime('2024-05-20', '08:30')).toEqual({});
    expect(validateEditDayAndTime('2024-05-20', '23:59')).toEqual({});
  });

  it('refuses a day that is none, and a time that is not HH:MM on 24 hours', () => {
    expect(validateEditDayAndTime('2024-02-30', '08:30')).toEqual({ date: 'validation.dateTimeInvalid' });
    expect(validateEditDayAndTime('20/05/2024', '08:30')).toEqual({ date: 'validation.dateTimeInvalid' });
    expect(validateEditDayAndTime('2024-05-20', '25:00')).toEqual({ time: 'validation.timeFormat' });
    expect(validateEditDayAndTime('2024-05-20', '8:30 PM')).toEqual({ time: 'validation.timeFormat' });
  });
});
