/**
 * How views reach the container: <ContainerProvider container={…}> at the root, then
 * - useInjection(token): an app-wide service or store (singletons: SessionStore, DeviceStore, Scheduler…);
 * - useScreenStore(token): the store of one screen, created once per mount from a transient binding.
 *   If the store has `start()`, it runs after mount and its returned cleanup on unmount (React's effect contract,
 *   so StrictMode's mount–unmount–mount leaves a working store).
 */
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { Token } from '../../composition/tokens';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return createElement(ContainerContext.Provider, { value: container }, children);
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer: no <ContainerProvider> above this component');
  return container;
}

export function useInjection<T>(token: Token<T>): T {
  return useContainer().get<T>(token);
}

/** A screen store with an optional lifecycle: start() subscribes, its returned function unsubscribes. */
export interface ScreenStoreLifecycle {
  start?(): void | (() => void);
}

export function useScreenStore<T extends object>(token: Token<T>): T {
  const container = useContainer();
  const [store] = useState(() => container.get<T>(token));
  useEffect(() => (store as ScreenStoreLifecycle).start?.() ?? undefined, [store]);
  return store;
}
