/**
 * Every key the core can return has its Italian text in the UI catalogues, so no raw key ever reaches
 * the screen; and the texts the spec quotes are there word for word.
 */
import errorsCatalogue from '../../../src/ui/i18n/it/errors.json';
import validationCatalogue from '../../../src/ui/i18n/it/validation.json';
import { ValidationKey } from '../../../src/core/domain/validation';
import { API_ERROR_KEYS, ERROR_PATTERNS, ErrorKey } from '../../../src/core/errors';

const catalogues: Record<string, Record<string, string>> = {
  errors: errorsCatalogue,
  validation: validationCatalogue,
};

/** The text of 'namespace.key', or undefined. */
function textOf(fullKey: string): string | undefined {
  const [namespace, ...rest] = fullKey.split('.');
  return catalogues[namespace!]?.[rest.join('.')];
}

describe('Italian catalogues', () => {
  const returnedKeys = [
    ...Object.values(ErrorKey),
    ...Object.values(API_ERROR_KEYS),
    ...ERROR_PATTERNS.map(([, key]) => key),
    ...Object.values(ValidationKey),
  ];

  it.each([...new Set(returnedKeys)])('%s has a non-empty text', (key) => {
    expect(textOf(key)?.trim()).toBeTruthy();
  });

  it('hold no text that no key uses (no dead entries)', () => {
    const known = new Set(returnedKeys);
    const orphans = Object.entries(catalogues).flatMap(([namespace, texts]) =>
      Object.keys(texts)
        .map((key) => `${namespace}.${key}`)
        .filter((key) => !known.has(key as never)),
    );
    expect(orphans).toEqual([]);
  });

  it('show unmatched server text through {{text}} and the app name through {{appName}}', () => {
    expect(textOf('errors.verbatim')).toBe('{{text}}');
    expect(textOf('errors.mobileOnlyAccess')).toBe(
      "L'accesso a {{appName}} è consentito solo da dispositivi mobili iOS e Android.",
    );
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
    ['validation.anomalyNoteCheckin', 'Nota obbligatoria per check-in fuori dalla sede autorizzata'],
    ['validation.anomalyNoteCheckout', 'Nota obbligatoria per check-out fuori dalla sede autorizzata'],
    ['validation.selectLocation', 'Seleziona una sede per il check-in'],
    ['validation.passwordRequired', 'La password è obbligatoria per nuovi utenti'],
    ['validation.passwordMinLength', 'La password deve essere di almeno 6 caratteri'],
    ['validation.passwordMismatch', 'Le password non corrispondono'],
  ])('%s is the spec text', (key, text) => {
    expect(textOf(key)).toBe(text);
  });

  it('ask the user to contact an administrator for an unauthorised device', () => {
    expect(textOf('errors.deviceNotAuthorized')).toMatch(/amministratore.*registrazione del dispositivo/);
  });

  it('tell the user to open the app over https when the page is not a secure context', () => {
    expect(textOf('errors.insecureContext')).toMatch(/https/);
  });
});
