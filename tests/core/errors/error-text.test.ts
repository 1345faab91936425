import { ApiRequestError, selectBodyErrorText, selectErrorText, UNEXPECTED_ERROR_TEXT } from '../../../src/core/errors';

const apiError = (body: unknown, status = 400) => new ApiRequestError(status, body);

describe('selectErrorText', () => {
  it("takes the message of our server's error body", () => {
    expect(selectErrorText(apiError({ code: 'TOO_FAR', message: 'Too far from the location' }))).toBe('Too far from the location');
  });

  it("falls back to the error's own message", () => {
    expect(selectErrorText(apiError({ message: '  ' }, 500))).toBe('Request failed with status 500');
    expect(selectErrorText(apiError('<html>Bad gateway</html>', 502))).toBe('Request failed with status 502');
    expect(selectErrorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(selectErrorText('plain thrown text')).toBe('plain thrown text');
  });

  it("else 'Si è verificato un errore imprevisto'", () => {
    expect(UNEXPECTED_ERROR_TEXT).toBe('Si è verificato un errore imprevisto');
    expect(selectErrorText(undefined)).toBe(UNEXPECTED_ERROR_TEXT);
    expect(selectErrorText(null)).toBe(UNEXPECTED_ERROR_TEXT);
    expect(selectErrorText(new Error(''))).toBe(UNEXPECTED_ERROR_TEXT);
    expect(selectErrorText({ something: 1 })).toBe(UNEXPECTED_ERROR_TEXT);
  });

  it('reads the body only of an API error, not of any object', () => {
    expect(selectErrorText({ body: { message: 'nope' }, message: 'own' })).toBe('own');
  });
});

describe('selectBodyErrorText', () => {
  it('is null for a body that is not an error body of our server', () => {
    expect(selectBodyErrorText(null)).toBeNull();
    expect(selectBodyErrorText('<html>Bad gateway</html>')).toBeNull();
    expect(selectBodyErrorText([])).toBeNull();
    expect(selectBodyErrorText({})).toBeNull();
  });
});
