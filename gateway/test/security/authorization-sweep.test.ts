import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { revokedSessionKey } from '@courtage/contracts/auth/revoked-sessions';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/http/route-access.ts';
import { buildTestApp, randomIp, TEST_REDIS_URL } from '../support/test-app.ts';
import { fillPath, type OpenApiRoute, readOpenApiRoutes } from './openapi-routes.ts';

// The authorization sweep: every route of /docs/json, called with no token, a
// customer's, another customer's, a Sub-admin's, an Admin's, a revoked one and a deleted
// staff member's, against what each route's access level allows. Generic on purpose: a new route is
// covered by its access level. Tokens are signed here with the test secret (as auth
// would); revoked ones are on the revocation list as auth puts them (the real sign-out,
// disable and delete paths: revocation.test.ts). Nothing serves the bus here: a request the
// guards let through ends in 400 (its input) or 503 (no service), never 401/403.
// Object-level ownership (another customer's offer) is the services' (offer's tests).

type Identity =
  | 'none'
  | 'customer'
  | 'other-customer'
  | 'sub-admin'
  | 'admin'
  | 'revoked-admin'
  | 'deleted-staff';

const IDENTITIES: Identity[] = [
  'none',
  'customer',
  'other-customer',
  'sub-admin',
  'admin',
  'revoked-admin',
  'deleted-staff',
];

/** What each level allows: 'pass' (not 401/403), 401 or 403. Public routes are the fuzz test's. */
const EXPECTED: Record<Exclude<RouteAccess, 'public' | 'webhook'>, Record<Identity, 'pass' | 401 | 403>> = {
  customer: {
    none: 401,
    customer: 'pass',
    'other-customer': 'pass',
    'sub-admin': 403,
    admin: 403,
    'revoked-admin': 401,
    'deleted-staff': 401,
  },
  staff: {
    none: 401,
    customer: 403,
    'other-customer': 403,
    'sub-admin': 'pass',
    admin: 'pass',
    'revoked-admin': 401,
    'deleted-staff': 401,
  },
  admin: {
    none: 401,
    customer: 403,
    'other-customer': 403,
    'sub-admin': 403,
    admin: 'pass',
    'revoked-admin': 401,
    'deleted-staff': 401,
  },
};

describe("authorization sweep over /docs/json and each route's access level", () => {
  let app: FastifyInstance;
  let redis: Redis;
  let routes: OpenApiRoute[];
  const tokens = {} as Record<Identity, string | undefined>;

  const token = (kind: 'customer' | 'staff', role: 'customer' | 'admin' | 'sub-admin') => {
    const sid = randomUUID();
    return { sid, token: signAccessToken(DEV_ONLY_JWT_SECRET, { sub: randomUUID(), kind, role, sid }).token };
  };

  beforeAll(async () => {
    app = await buildTestApp({ RPC_TIMEOUT_MS: '300' });
    redis = new Redis(TEST_REDIS_URL);
    routes = await readOpenApiRoutes(app);
    const revoked = token('staff', 'admin');
    const deleted = token('staff', 'admin');
    for (const { sid } of [revoked, deleted]) await redis.set(revokedSessionKey(sid), '1', 'EX', 120);
    Object.assign(tokens, {
      none: undefined,
      customer: token('customer', 'customer').token,
      'other-customer': token('customer', 'customer').token,
      'sub-admin': token('staff', 'sub-admin').token,
      admin: token('staff', 'admin').token,
      'revoked-admin': revoked.token,
      'deleted-staff': deleted.token,
    });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.quit();
  });

  it('finds an access level for every route of /docs/json', () => {
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.path}`);
    expect(missing, 'give these routes an access level (their endpoint or route config)').toEqual([]);
  });

  it('answers every guarded route as its access level says, for every kind of caller', async () => {
    const guarded = routes.filter((route) => {
      const access = route.access;
      return access !== undefined && access !== 'public' && access !== 'webhook';
    });
    expect(guarded.length).toBeGreaterThan(10);
    const failures: string[] = [];
    await Promise.all(
      guarded.flatMap((route) => {
        const access = route.access as keyof typeof EXPECTED;
        const url = fillPath(route.path, () => randomUUID());
        return IDENTITIES.map(async (identity) => {
          const bearer = tokens[identity];
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            remoteAddress: randomIp(),
            headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          const expected = EXPECTED[access][identity];
          const status = response.statusCode;
          const ok = expected === 'pass' ? status !== 401 && status !== 403 : status === expected;
          if (!ok)
            failures.push(
              `${route.method} ${route.path} (${access}) as ${identity}: ${status}, expected ${expected}`,
            );
          if (status === 401 || status === 403) {
            const body = response.json() as { code?: string; message?: string };
            if (typeof body.message !== 'string' || !/[éèàç]|Veuillez|Accès/.test(body.message)) {
              failures.push(
                `${route.method} ${route.path} as ${identity}: ${status} without a French message`,
              );
            }
          }
        });
      }),
    );
    expect(failures).toEqual([]);
  });
});
