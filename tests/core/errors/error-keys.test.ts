/**
 * Every error key the core can return has its Italian text in the UI's errors catalogue, so no raw key ever reaches
 * the screen; the catalogue holds no text that no key uses; and the Italian texts we were given are there word for word.
 */
import catalogue from '../../../src/ui/i18n/it/errors.json';
import { API_ERROR_KEYS, ErrorKey, FIELD_ERROR_KEYS } from '../../../src/core/errors';

const texts: Record<string, string> = catalogue;
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

  it('holds no text that no key uses (no dead entries)', () => {
    expect(Object.keys(texts).filter((key) => !returnedKeys.has(`errors.${key}`))).toEqual([]);
  });

  it('names the limits of a refused field through {{count}}', () => {
    expect(textOf('errors.fieldMaxLength')).toBe('Massimo {{count}} caratteri');
    expect(textOf('errors.fieldMinLength')).toBe('Almeno {{count}} caratteri');
  });

  it('shows unmatched server text through {{text}} and the app name through {{appName}}', () => {
    expect(textOf('errors.verbatim')).toBe('{{text}}');
    expect(textOf('errors.mobileOnlyAccess')).toBe("L'accesso a {{appName}} è consentito solo da dispositivi mobili iOS e Android.");
  });

  it.each([
    ['errors.sessionExpired', 'Sessione scaduta. Effettua nuovamente il login per continuare.'],
    ['errors.sessionExpiredShort', 'Sessione scaduta. Effettua nuovamente il login.'],
    ['errors.gpsCheckPermissions', 'Impossibile ottenere la posizione GPS. Controlla le autorizzazioni.'],
    [
      'errors.gpsPermissionDenied',
      'Impossibile ottenere la posizione GPS. Assicurati di aver dato il permesso di localizzazione al browser.',
    ],
    ['errors.positionUnavailable', 'Posizione non disponibile. Controlla le autorizzazioni GPS.'],
    ['errors.deviceIdUnavailable', 'Device ID non disponibile. Riprova tra qualche secondo.'],
    ['errors.deviceInitFailed', 'Impossibile inizializzare il dispositivo'],
    ['errors.geolocationUnsupported', 'La geolocalizzazione non è supportata da questo browser'],
    ['errors.unexpected', 'Si è verificato un errore imprevisto'],
    ['errors.locationsLoadFailed', 'Errore nel caricamento delle location'],
    ['errors.locationSaveFailed', 'Errore nel salvataggio della location. Verifica i dati inseriti.'],
    ['errors.locationDeleteFailed', "Errore nell'eliminazione della location. Riprova più tardi."],
    ['errors.locationDeleted', 'Location eliminata con successo!'],
    ['errors.locationUpdated', 'Location modificata con successo!'],
    ['errors.locationCreated', 'Location creata con successo!'],
    ['errors.usersLoadFailed', 'Errore nel caricamento degli utenti'],
    ['errors.userDeleteFailed', "Errore nell'eliminazione dell'utente"],
    ['errors.userSaveFailed', "Errore nel salvataggio dell'utente"],
    ['errors.statsLoadFailed', 'Errore nel caricamento delle statistiche'],
    ['errors.activitiesLoadFailed', 'Errore nel caricamento delle attività'],
    ['errors.changesSaveFailed', 'Errore nel salvataggio delle modifiche'],
    ['errors.timesheetsLoadFailed', 'Errore nel caricamento delle timbrature'],
    ['errors.mapsLoadFailed', 'Errore nel caricamento di Google Maps. Verifica la connessione internet.'],
    ['errors.addressNotFound', 'Indirizzo non trovato. Prova con un indirizzo più specifico.'],
    ['errors.currentPositionFailed', 'Impossibile ottenere la posizione attuale.'],
    ['errors.mapsGeolocationUnsupported', 'Geolocalizzazione non supportata dal browser.'],
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
