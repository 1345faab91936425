/**
 * How admin views reach their stores. The admin bindings and the admin texts live in this lazy chunk, so the
 * first admin render loads them into the app's container and i18next (idempotent), then behaves like
 * useScreenStore / useInjection.
 */
import type { i18n } from 'i18next';
import type { Token } from '../../../composition/tokens';
import { AppToken } from '../../../composition/tokens';
import { ensureAdminModule } from '../../../composition/admin.module';
import { useContainer, useScreenStore, type ScreenStoreLifecycle } from '../../shared/use-injection';
import admin from '../../i18n/it/admin.json';

function useAdminContainer() {
  const container = useContainer();
  ensureAdminModule(container);
  const texts = container.get<i18n>(AppToken.I18n);
  // A no-op when the shell's catalogue already carries the admin texts.
  if (!texts.exists('admin.panel.title')) texts.addResourceBundle('it', 'translation', { admin }, true, false);
  return container;
}

/** The store of one admin screen, created once per mount (start() runs after mount, its cleanup on unmount). */
export function useAdminStore<T extends ScreenStoreLifecycle>(token: Token<T>): T {
  useAdminContainer();
  return useScreenStore(token);
}

/** An app-wide service for an admin view. */
export function useAdminInjection<T>(token: Token<T>): T {
  return useAdminContainer().get<T>(token);
}
