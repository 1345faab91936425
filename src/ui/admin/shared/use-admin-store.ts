/**
 * How admin views reach their stores. The admin bindings and the admin texts live in this lazy chunk, so the
 * first admin render loads them into the app's container and i18next (idempotent), then behaves like
 * useScreenStore / useInjection.
 */
import type { Token } from '../../../composition/tokens';
import { ensureAdminModule } from '../../../composition/modules/admin.module';
import { useContainer, useScreenStore, type ScreenStoreLifecycle } from '../../shared/use-injection';
import admin from '../../i18n/it/admin.json';
import { useScreenTexts } from '../../i18n/screen-texts';

function useAdminContainer() {
  const container = useContainer();
  ensureAdminModule(container);
  useScreenTexts({ admin });
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
