/**
 * How views reach what the composition root built, typed by the UI alone (no container, no Inversify here):
 * <InjectorProvider injector={…}> at the root, then
 * - useInjection(token): an app-wide service or store (singletons: SessionStore, DeviceStore, Scheduler…);
 * - useScreenStore(token): the store of one screen, created once per mount from a transient binding.
 *   If the store has `start()`, it runs after mount and its returned cleanup on unmount (React's effect contract,
 *   so StrictMode's mount–unmount–mount leaves a working store).
 * The tokens are the UI's own (*.tokens.ts beside each area, port-tokens.ts for the core's ports).
 */
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Token } from './token';

/**
 * The areas whose stores and use-cases load with their screens' chunks rather than at start-up: the employee's
 * screens, the administrator's, 'Le mie ore', 'Le mie assenze', the privacy notice. A lazy chunk names the one it needs (lazy-chunk.tsx).
 */
export type Area = 'dashboard' | 'admin' | 'hours' | 'absences' | 'privacy';

/** What the composition root gives the views. */
export interface Injector {
  get<T>(token: Token<T>): T;
  /**
   * Loads and binds an area's stores and use-cases, once: every call returns the same promise, resolved when they can
   * be resolved (a failed load is forgotten, so the next call tries again).
   */
  installArea(area: Area): Promise<void>;
}

const InjectorContext = createContext<Injector | null>(null);

export function InjectorProvider({ injector, children }: { injector: Injector; children: ReactNode }) {
  return createElement(InjectorContext.Provider, { value: injector }, children);
}

export function useInjector(): Injector {
  const injector = useContext(InjectorContext);
  if (!injector) throw new Error('useInjector: no <InjectorProvider> above this component');
  return injector;
}

export function useInjection<T>(token: Token<T>): T {
  return useInjector().get<T>(token);
}

/** A screen store with an optional lifecycle: start() subscribes, its returned function unsubscribes. */
export interface ScreenStoreLifecycle {
  start?(): void | (() => void);
}

export function useScreenStore<T extends object>(token: Token<T>): T {
  const injector = useInjector();
  const [store] = useState(() => injector.get<T>(token));
  useEffect(() => (store as ScreenStoreLifecycle).start?.() ?? undefined, [store]);
  return store;
}
