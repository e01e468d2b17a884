import {
  type AccessClaims,
  type AccountRole,
  verifyAccessToken,
} from '@courtage/contracts/auth/access-token';
import { resolveJwtSecret } from '@courtage/contracts/auth/jwt-secret';
import { revokedSessionKey } from '@courtage/contracts/auth/revoked-sessions';
import type { Actor } from '@courtage/contracts/define';
import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Settings of the sign-in routes, read from env next to the gateway's own (docs/CONVENTIONS.md). */
export type AuthSettings = {
  /** Sign-in, code and reset attempts per IP per minute on each of those routes. */
  rateLimit: number;
  /** Where the email-verification link lands once the address is verified. */
  siteUrl: string;
};

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token's claims, set by a guard; null on public routes. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    authSettings: AuthSettings;
    /** onRequest guards: a valid bearer token of that kind (and role), else 401 / 403. */
    requireCustomer: Guard;
    requireStaff: Guard;
    requireAdmin: Guard;
  }
}

export const AUTH_ERRORS = {
  missing: REQUEST_MESSAGES.signInRequired,
  invalid: 'Votre session a expiré. Veuillez vous reconnecter.',
  forbidden: REQUEST_MESSAGES.forbidden,
  unavailable: 'Service momentanément indisponible. Veuillez réessayer.',
} as const;

/** The bus actor of a verified request (staff are 'admin' actors with their role). */
export function actorOf(request: FastifyRequest): Actor {
  const claims = request.auth;
  const address = request.ip;
  if (!claims) return { kind: 'visitor', address };
  return { kind: claims.kind === 'staff' ? 'admin' : 'customer', id: claims.sub, role: claims.role, address };
}

/** The claims of a guarded route (the guard has run, so they are there). */
export function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', AUTH_ERRORS.missing);
  return request.auth;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Verifies access tokens locally (HS256 with JWT_SECRET, audience, type, expiry: see
 * @courtage/contracts/auth/access-token), without a bus call, checks their session is not
 * on the revocation list (Redis), and gives the route guards. JWT_SECRET is required in production (the gateway refuses to start).
 * Config (gateway/src/config.ts): JWT_SECRET, AUTH_RATE_LIMIT, PUBLIC_SITE_URL.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const { NODE_ENV, JWT_SECRET, AUTH_RATE_LIMIT, PUBLIC_SITE_URL } = fastify.config;
    const secret = resolveJwtSecret({ NODE_ENV, JWT_SECRET });
    fastify.decorate('authSettings', {
      rateLimit: AUTH_RATE_LIMIT,
      siteUrl: PUBLIC_SITE_URL.replace(/\/$/, ''),
    });
    fastify.decorateRequest('auth', null);

    // The session must still be alive: auth writes every revoked session id to Redis
    // (contracts/auth/revoked-sessions), one EXISTS per authenticated request, no bus call.
    // Redis away: fail closed (503), a revoked token must never pass for want of the list.
    const isRevoked = async (sid: string, request: FastifyRequest): Promise<boolean> => {
      try {
        return (await fastify.redis.exists(revokedSessionKey(sid))) === 1;
      } catch (error) {
        request.log.warn({ err: error }, 'revocation list unreadable');
        throw new AppError('UNAVAILABLE', AUTH_ERRORS.unavailable);
      }
    };

    const guard =
      (kind: 'customer' | 'staff', roles: AccountRole[]): Guard =>
      async (request) => {
        // Already verified for this request (the route table's guard, then a folder's own).
        if (request.auth) {
          if (request.auth.kind !== kind || !roles.includes(request.auth.role)) {
            throw new AppError('FORBIDDEN', AUTH_ERRORS.forbidden);
          }
          return;
        }
        const token = bearerToken(request);
        if (!token) throw new AppError('UNAUTHENTICATED', AUTH_ERRORS.missing);
        const result = verifyAccessToken(secret, token);
        if (!result.ok) {
          request.log.info({ reason: result.reason }, 'access token refused');
          throw new AppError('UNAUTHENTICATED', AUTH_ERRORS.invalid);
        }
        if (await isRevoked(result.claims.sid, request)) {
          request.log.info({ sid: result.claims.sid }, 'access token of a revoked session refused');
          throw new AppError('UNAUTHENTICATED', AUTH_ERRORS.invalid);
        }
        if (result.claims.kind !== kind || !roles.includes(result.claims.role)) {
          throw new AppError('FORBIDDEN', AUTH_ERRORS.forbidden);
        }
        request.auth = result.claims;
      };

    fastify.decorate('requireCustomer', guard('customer', ['customer']));
    fastify.decorate('requireStaff', guard('staff', ['admin', 'sub-admin']));
    fastify.decorate('requireAdmin', guard('staff', ['admin']));
  },
  { name: 'authentication', dependencies: ['env', 'redis'] },
);

/** Options of a bus call made for this request: its actor and correlation id. */
export function callOptions(request: FastifyRequest, timeoutMs: number) {
  return { actor: actorOf(request), correlationId: request.id, timeoutMs };
}
