/**
 * Every error key the core can return has its Italian text in the UI's errors catalogues (the first load's, and the
 * screens' own), so no raw key ever reaches the screen; they hold no text that no key uses, nor one text twice; and
 * the Italian texts we were given are there word for word.
 */
import firstLoad from '../../../src/ui/i18n/it/errors.json';
import screens from '../../../src/ui/i18n/it/screen-errors.json';
import { API_ERROR_KEYS, ErrorKey, FIELD_ERROR_KEYS } from '../../../src/core/errors';

/** The first load's texts and those the signed-in screens bring with them (src/ui/i18n/screen-errors.ts). */
const texts: Record<string, string> = { ...firstLoad, ...screens };
const textOf = (key: string): string | undefined => texts[key.replace(/^errors\./, '')];

describe('the Italian errors catalogue', () => {
  const returnedKeys = new Set<string>([
    ...Object.values(ErrorKey),
    ...Object.values(API_ERROR_KEYS),
    ...Object.values(FIELD_ERROR_KEYS),
  ]);

  it.each([...returnedKeys])('%s has a non-empty text', (key) => {
    expect(textOf(key)?.trim()).toBeTruthy();
  });

  it("splits the texts: none is both in the first load's catalogue and in the screens'", () => {
    expect(Object.keys(screens).filter((key) => key in firstLoad)).toEqual([]);
  });

  it('holds no text that no key uses (no dead entries)', () => {
    expect(Object.keys(texts).filter((key) => !returnedKeys.has(`errors.${key}`))).toEqual([]);
  });

  it('names the limits of a refused field through {{count}}', () => {
    expect(textOf('errors.fieldMaxLength')).toBe('Massimo {{count}} caratteri');
    expect(textOf('errors.fieldMinLength')).toBe('Almeno {{count}} caratteri');
  });

  it('shows unmatched server text through {{text}}', () => {
    expect(textOf('errors.verbatim')).toBe('{{text}}');
  });

  it.each([
    ['errors.sessionExpired', 'Sessione scaduta. Effettua nuovamente il login per continuare.'],
    ['errors.sessionExpiredShort', 'Sessione scaduta. Effettua nuovamente il login.'],
    [
      'errors.gpsPermissionDenied',
      'Impossibile ottenere la posizione GPS. Assicurati di aver dato il permesso di localizzazione al browser.',
    ],
    ['errors.positionUnavailable', 'Posizione non disponibile. Controlla le autorizzazioni GPS.'],
    ['errors.geolocationUnsupported', 'La geolocalizzazione non è supportata da questo browser'],
    ['errors.unexpected', 'Si è verificato un errore imprevisto'],
  ])('%s reads as given', (key, text) => {
    expect(textOf(key)).toBe(text);
  });

  it('asks the user to contact an administrator for an unauthorised device', () => {
    expect(textOf('errors.deviceNotAuthorized')).toMatch(/amministratore.*registrazione del dispositivo/);
  });

  it('tells the user to open the app over https when the page is not a secure context', () => {
    expect(textOf('errors.insecureContext')).toMatch(/https/);
  });
});
