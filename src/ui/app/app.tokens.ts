/**
 * What the shell and the first screens ask for: the app-wide stores (singletons) and the login screen's (one per
 * visit), bound by the composition root at start-up (composition/modules/session.module.ts), and i18next.
 */
import type { i18n } from 'i18next';
import type { LoginStore } from '../login/login.store';
import type { PwaUpdateStore } from '../pwa/pwa-update.store';
import type { DeviceStore } from '../session/device.store';
import type { SessionStore } from '../session/session.store';
import { token } from '../shared/token';

export const StoreToken = {
  Session: token<SessionStore>('SessionStore'),
  Device: token<DeviceStore>('DeviceStore'),
  Login: token<LoginStore>('LoginStore'),
  PwaUpdate: token<PwaUpdateStore>('PwaUpdateStore'),
} as const;

/** The app's i18next instance (src/ui/i18n), created by the composition root. */
export const I18nToken = token<i18n>('I18n');
