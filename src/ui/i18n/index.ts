/**
 * The Italian catalogues and the i18next instance that serves them.
 * Each `it/<name>.json` answers the keys `<name>.*` ('errors.invalidCredentials' → errors.json "invalidCredentials"),
 * except common.json, whose top-level groups are keys of their own ('app.name', 'status.in', 'entry.out').
 * All of it sits in one i18next namespace with '.' as key separator, so the core's dotted message keys resolve as
 * they are. The catalogues are imported statically: they are small and every screen needs them at once.
 */
import i18next, { type i18n } from 'i18next';
import admin from './it/admin.json';
import auth from './it/auth.json';
import common from './it/common.json';
import dashboard from './it/dashboard.json';
import errors from './it/errors.json';
import geo from './it/geo.json';
import help from './it/help.json';
import history from './it/history.json';
import login from './it/login.json';
import position from './it/position.json';
import punch from './it/punch.json';
import pwa from './it/pwa.json';
import restricted from './it/restricted.json';
import shell from './it/shell.json';
import validation from './it/validation.json';

export const italianCatalogue = {
  ...common,
  admin,
  auth,
  dashboard,
  errors,
  geo,
  help,
  history,
  login,
  position,
  punch,
  pwa,
  restricted,
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
