import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type RouteAccess, routeAccessKey } from '../../http/route-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: set by mount-endpoints from its definition, or by the route file. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Each route's access level by `METHOD /path` (HEAD follows GET), as the guard applies it. */
    routeAccess: ReadonlyMap<string, RouteAccess>;
  }
}

/**
 * One authorization mechanism: each route registered after this plugin gets the guard of its
 * access level as its first onRequest hook (customer, staff, admin). The level is the route's
 * `config.access` (an endpoint defined in the contracts carries it; a route file says it).
 * `fastify.routeAccess` is the computed table the authorization sweep reads. Routes registered
 * before this plugin (the OpenAPI pages, CORS preflights) are outside it: public by nature.
 *
 * A route with no line: the gateway refuses to start in production; elsewhere it logs an
 * error at start (and the security sweep of gateway/test/security fails), so that an
 * engineer adding a route sees it at once without the whole team's stack going down.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const guards: Record<RouteAccess, onRequestHookHandler | null> = {
      public: null,
      webhook: null,
      customer: fastify.requireCustomer,
      staff: fastify.requireStaff,
      admin: fastify.requireAdmin,
    };
    const missing: string[] = [];
    const table = new Map<string, RouteAccess>();
    fastify.decorate('routeAccess', table);
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        const key = routeAccessKey(method, route.url);
        const access = route.config?.access;
        if (access === undefined) {
          missing.push(key);
          continue;
        }
        table.set(key, access);
        const guard = guards[access];
        if (!guard) continue;
        const existing = route.onRequest ?? [];
        route.onRequest = [guard, ...(Array.isArray(existing) ? existing : [existing])];
      }
    });
    fastify.addHook('onReady', async () => {
      if (missing.length === 0) return;
      const message = `routes without an access level: ${missing.join(', ')}`;
      if (fastify.config.NODE_ENV === 'production') throw new Error(message);
      fastify.log.error(message);
    });
  },
  { name: 'route-access-guard', dependencies: ['env', 'authentication'] },
);
