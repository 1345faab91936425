/**
 * Loads a lazily loaded area's bindings (modules/dashboard.module.ts, modules/admin.module.ts…) into the app's
 * container, once. The injector calls it when the UI's chunk loader asks for an area (areas.ts); tests call it to
 * get the same bindings without rendering.
 *
 * A chunk's bindings are a plain function, what a ContainerModule's callback would be, bound here through the
 * container itself: a chunk that imported Inversify's ContainerModule would make the bundler wrap some 240 of
 * Inversify's modules for other chunks to require (a function and export getters each) instead of hoisting them,
 * 7 KB of brotli JavaScript more in the first load of /login (docs/performance.md, "react-router-dom back").
 */
import type { Container, ContainerModuleLoadOptions } from 'inversify';

/** A lazy chunk's bindings: `bind` as in a ContainerModule. */
export type ChunkBindings = (options: Pick<ContainerModuleLoadOptions, 'bind'>) => void;

const installed = new WeakMap<Container, Set<ChunkBindings>>();

/** Binds `bindings` in `container` once, however often it is asked. */
export function installBindings(container: Container, bindings: ChunkBindings): void {
  const done = installed.get(container) ?? new Set<ChunkBindings>();
  installed.set(container, done);
  if (done.has(bindings)) return;
  bindings({ bind: (serviceIdentifier) => container.bind(serviceIdentifier) });
  done.add(bindings);
}
