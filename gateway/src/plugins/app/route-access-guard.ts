import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTE_ACCESS, type RouteAccess, routeAccessKey } from '../../http/route-access.ts';

/**
 * Makes gateway/src/http/route-access.ts the gateway's rule, not only its documentation:
 * each route registered after this plugin gets the guard of its level as its first onRequest
 * hook (customer, staff, admin), whatever its folder's autohooks say; a guard already run
 * for the request only re-checks the kind and role (no second Redis read).
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
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        const key = routeAccessKey(method, route.url);
        const access = ROUTE_ACCESS[key];
        if (access === undefined) {
          missing.push(key);
          continue;
        }
        const guard = guards[access];
        if (!guard) continue;
        const existing = route.onRequest ?? [];
        route.onRequest = [guard, ...(Array.isArray(existing) ? existing : [existing])];
      }
    });
    fastify.addHook('onReady', async () => {
      if (missing.length === 0) return;
      const message = `routes without a line in gateway/src/http/route-access.ts: ${missing.join(', ')}`;
      if (fastify.config.NODE_ENV === 'production') throw new Error(message);
      fastify.log.error(message);
    });
  },
  { name: 'route-access-guard', dependencies: ['env', 'authentication'] },
);
