import type { FastifyInstance, RouteOptions } from 'fastify';
import { requireAdmin, requireStaff, requireUser } from '../auth/guards';

/** Who may call a route, read from its guard (server/auth/guards.ts); 'public' when it has none. */
export type RouteAccess = 'public' | 'user' | 'staff' | 'admin';

/** The roles an integrator reads for each access level (docs/behaviour.md, "Roles and permissions", "Managers"). */
export const ROLES_OF: Record<RouteAccess, string[]> = {
  public: ['public'],
  user: ['employee', 'manager', 'administrator'],
  staff: ['manager', 'administrator'],
  admin: ['administrator'],
};

const GUARDS: [unknown, RouteAccess][] = [
  [requireAdmin, 'admin'],
  [requireStaff, 'staff'],
  [requireUser, 'user'],
];

/**
 * Who may call each route: an onRoute hook (so it must be added before the routes) notes each route and the plugin
 * instance it is registered on; the answer is read when asked, once the app is ready. The guard is the route's own
 * onRequest or preHandler hook, or one its plugin added for all its routes (`app.addHook('onRequest', requireStaff)`,
 * as the device-change routes do): Fastify shows a route only its own hooks, and adds the plugin's to the instance
 * only after the plugin's body has run, so they are read from the instance then.
 */
export function recordRouteAccess(app: FastifyInstance): (route: RouteOptions) => RouteAccess {
  const instances = new WeakMap<RouteOptions, FastifyInstance>();
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    instances.set(route as RouteOptions, this);
  });
  return (route) => {
    const instance = instances.get(route);
    const hooks = [
      ...asList(route.onRequest),
      ...asList(route.preHandler),
      ...(instance ? [...pluginHooks(instance, 'onRequest'), ...pluginHooks(instance, 'preHandler')] : []),
    ];
    return GUARDS.find(([guard]) => hooks.includes(guard))?.[1] ?? 'public';
  };
}

function asList(hooks: unknown): unknown[] {
  return Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
}

/**
 * The hooks a plugin instance added for all its routes (its parents' included). Fastify keeps them under a private
 * symbol; if a later Fastify hides them otherwise, this finds none and tests/server/http/openapi.test.ts (the
 * device-change routes' roles) says so.
 */
function pluginHooks(instance: FastifyInstance, name: 'onRequest' | 'preHandler'): unknown[] {
  const symbol = Object.getOwnPropertySymbols(instance).find((s) => s.description === 'fastify.hooks');
  const hooks = symbol ? (instance as unknown as Record<symbol, Record<string, unknown> | undefined>)[symbol] : undefined;
  return asList(hooks?.[name]);
}
