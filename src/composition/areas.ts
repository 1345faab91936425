/**
 * The injector the UI gets (ui/shared/use-injection.ts, Injector): the container's look-ups, and the areas whose
 * bindings load later than createContainer's. Each area's module is an import() of its own here, so its code (use-cases,
 * stores, their tokens) is a chunk that the build keeps out of the first load; the UI's chunk loader asks the injector
 * for the area a screen's chunk needs and renders the chunk once both have arrived (ui/app/lazy-chunk.tsx).
 */
import type { Container } from 'inversify';
import type { Area, Injector } from '../ui/shared/use-injection';
import { installBindings, type ChunkBindings } from './install-bindings';

/** Each area's bindings, loaded on first ask. */
const AREAS: Record<Area, () => Promise<ChunkBindings>> = {
  // The employee's screens (dashboards, history) and their dialogs ('Cambia password', 'I miei dati', the code).
  dashboard: () => import('./modules/dashboard.module').then((module) => module.dashboardModule),
  admin: () => import('./modules/admin.module').then((module) => module.adminModule),
  hours: () => import('./modules/hours.module').then((module) => module.hoursModule),
  absences: () => import('./modules/absences.module').then((module) => module.absencesModule),
  privacy: () => import('./modules/privacy.module').then((module) => module.privacyModule),
};

const injectors = new WeakMap<Container, Injector>();

/** The container's injector: one per container, so that each area is installed in it once. */
export function injectorOf(container: Container): Injector {
  let injector = injectors.get(container);
  if (!injector) {
    const installing = new Map<Area, Promise<void>>();
    injector = {
      get: (token) => container.get(token),
      installArea(area) {
        let installed = installing.get(area);
        if (!installed) {
          installed = AREAS[area]().then((bindings) => installBindings(container, bindings));
          // A chunk that could not load (the network dropped) is asked again next time.
          installed.catch(() => installing.delete(area));
          installing.set(area, installed);
        }
        return installed;
      },
    };
    injectors.set(container, injector);
  }
  return injector;
}
