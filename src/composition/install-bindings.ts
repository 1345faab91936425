/**
 * Loads a lazily loaded chunk's container module (modules/dashboard.module.ts, modules/admin.module.ts) into the
 * app's container. The UI's chunk loader calls it before the chunk's first render (ui/app/lazy-chunk.tsx); tests
 * call it to get the same bindings without rendering. A file of its own, apart from container.ts: the loader is
 * part of the first load and must not pull the composition root into its chunk glue.
 */
import type { Container, ContainerModule } from 'inversify';

const installed = new WeakMap<Container, Set<ContainerModule>>();

/** Loads `module` into `container` once, however often it is asked. */
export function installBindings(container: Container, module: ContainerModule): void {
  const modules = installed.get(container) ?? new Set<ContainerModule>();
  installed.set(container, modules);
  if (modules.has(module)) return;
  container.load(module);
  modules.add(module);
}
