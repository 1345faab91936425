/** Every validation key has its Italian text in the UI's validation catalogue, and the catalogue holds no other. */
import catalogue from '../../../../src/ui/i18n/it/validation.json';
import { isBlank, ValidationKey } from '../../../../src/core/domain/validation';

const texts: Record<string, string> = catalogue;
const keys = Object.values(ValidationKey).map((key) => key.replace(/^validation\./, ''));

describe('the Italian validation catalogue', () => {
  it('has a non-empty text for every key, and no text without a key', () => {
    expect(keys.filter((key) => !texts[key]?.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each([
    ['anomalyNoteCheckin', 'Nota obbligatoria per check-in fuori dalla sede autorizzata'],
    ['anomalyNoteCheckout', 'Nota obbligatoria per check-out fuori dalla sede autorizzata'],
    ['selectLocation', 'Seleziona una sede per il check-in'],
    ['passwordRequired', 'La password è obbligatoria per nuovi utenti'],
    // The minimum is the server's (PASSWORD_MIN_LENGTH, 6 by default): the form passes it as count.
    ['passwordMinLength', 'La password deve essere di almeno {{count}} caratteri'],
    ['passwordMismatch', 'Le password non corrispondono'],
  ])('validation.%s reads as given', (key, text) => {
    expect(texts[key]).toBe(text);
  });
});

describe('isBlank', () => {
  it('counts empty, missing and whitespace-only text as blank', () => {
    expect([isBlank(''), isBlank('  \t'), isBlank(null), isBlank(undefined), isBlank(' a ')]).toEqual([true, true, true, true, false]);
  });
});
