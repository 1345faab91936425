import { ApiRequestError, selectBodyErrorText, selectErrorText, UNEXPECTED_ERROR_TEXT } from '../../../src/core/errors';

const apiError = (body: unknown, status = 400) => new ApiRequestError(status, body);

describe('selectErrorText (spec §8 order)', () => {
  it('1. takes body.message first', () => {
    expect(selectErrorText(apiError({ detail: 'd', error: 'e', message: 'm' }))).toBe('m');
  });

  it('2. then body.error', () => {
    expect(selectErrorText(apiError({ detail: 'd', error: 'e' }))).toBe('e');
  });

  it('3. then body.detail', () => {
    expect(selectErrorText(apiError({ non_field_errors: ['n'], detail: 'd' }))).toBe('d');
  });

  it('4. then the first non_field_errors entry', () => {
    expect(selectErrorText(apiError({ username: ['u'], non_field_errors: ['n1', 'n2'] }))).toBe('n1');
  });

  it('5. then the first value of the first field: first item of an array', () => {
    expect(selectErrorText(apiError({ username: ['Questo campo è obbligatorio.', 'x'], email: ['e'] }))).toBe(
      'Questo campo è obbligatorio.',
    );
  });

  it('5. … or its message when it is an object (location_anomaly)', () => {
    const body = { location_anomaly: { message: 'Fuori sede', nearest_location: null } };
    expect(selectErrorText(apiError(body))).toBe('Fuori sede');
  });

  it('5. … or the value itself when it is a plain string', () => {
    expect(selectErrorText(apiError({ location: 'Too far from the location' }))).toBe('Too far from the location');
  });

  it("5. … skipping our server's program code, which is no text for people", () => {
    expect(selectErrorText(apiError({ code: 'TOO_FAR', location: 'Too far from the location' }))).toBe(
      'Too far from the location',
    );
  });

  it('skips blank texts and keeps looking', () => {
    expect(selectErrorText(apiError({ message: '  ', error: 'e' }))).toBe('e');
  });

  it("6. falls back to the error's own message", () => {
    expect(selectErrorText(apiError({}, 500))).toBe('Request failed with status 500');
    expect(selectErrorText(apiError('<html>Bad gateway</html>', 502))).toBe('Request failed with status 502');
    expect(selectErrorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(selectErrorText('plain thrown text')).toBe('plain thrown text');
  });

  it("7. else 'Si è verificato un errore imprevisto'", () => {
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
  it('is null for a body without text', () => {
    expect(selectBodyErrorText(null)).toBeNull();
    expect(selectBodyErrorText([])).toBeNull();
    expect(selectBodyErrorText({})).toBeNull();
    expect(selectBodyErrorText({ flag: true })).toBeNull();
  });

  it('reads a numeric first value as text', () => {
    expect(selectBodyErrorText({ retry_after: 30 })).toBe('30');
  });
});
