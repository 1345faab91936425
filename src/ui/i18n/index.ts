/**
 * The Italian catalogues and the i18next instance that serves them.
 * Each `it/<name>.json` answers the keys `<name>.*` ('errors.invalidCredentials' → errors.json "invalidCredentials"),
 * except common.json, whose top-level groups are keys of their own ('app.name', 'status.in', 'entry.out').
 * All of it sits in one i18next namespace with '.' as key separator, so the core's dotted message keys resolve as
 * they are.
 * The shell's catalogues (below) are part of the first load: the login screen, the shell's messages and every text
 * the core may hand to any screen (errors, validation, punch and position outcomes). A screen's own catalogue
 * (dashboard, history, help, restricted, admin) travels in that screen's chunk and is added by the chunk loader
 * when the screen first renders (screen-texts.ts).
 */
import i18next, { type i18n } from 'i18next';
import common from './it/common.json';
import errors from './it/errors.json';
import geo from './it/geo.json';
import login from './it/login.json';
import position from './it/position.json';
import punch from './it/punch.json';
import pwa from './it/pwa.json';
import shell from './it/shell.json';
import validation from './it/validation.json';

export const italianCatalogue = {
  ...common,
  errors,
  geo,
  login,
  position,
  punch,
  pwa,
  shell,
  validation,
};

/** A new, synchronously initialised i18next instance speaking Italian only. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'it',
    fallbackLng: 'it',
    supportedLngs: ['it'],
    resources: { it: { translation: italianCatalogue } },
    initAsync: false,
    // React escapes on render; escaping here would show '&#39;' for every apostrophe.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keys never name a namespace; a ':' in them is text.
    nsSeparator: false,
  });
  return instance;
}
