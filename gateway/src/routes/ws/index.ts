import { verifyAccessToken } from '@courtage/contracts/auth/access-token';
import { resolveJwtSecret } from '@courtage/contracts/auth/jwt-secret';
import { revokedSessionKey } from '@courtage/contracts/auth/revoked-sessions';
import { REQUEST_MESSAGES } from '@courtage/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ServerMessage } from '../../live/staff-sockets.ts';

/** Close codes of `/ws` (4000-4999 are the application's), with their French reasons. */
export const WS_CLOSE = {
  badMessage: { code: 4400, reason: 'Message invalide.' },
  unauthenticated: { code: 4401, reason: 'Votre session a expiré. Veuillez vous reconnecter.' },
  noToken: { code: 4401, reason: REQUEST_MESSAGES.signInRequired },
  forbidden: { code: 4403, reason: REQUEST_MESSAGES.forbidden },
} as const;

type ClientMessage = { type: 'auth'; token: string };

function parseClientMessage(raw: unknown): ClientMessage | null {
  try {
    const value = JSON.parse(String(raw)) as Partial<ClientMessage>;
    return value?.type === 'auth' && typeof value.token === 'string' && value.token.length < 4096
      ? (value as ClientMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * GET /ws: live notifications for staff. The token never travels in the URL (it would end
 * up in logs): the FIRST message must be `{ "type": "auth", "token": "<access token>" }`
 * within WS_AUTH_TIMEOUT_MS, else the socket is closed (4401; 4403 for a customer's token).
 * The server answers `{ "type": "ready" }`, then pushes `{ "type": "notification", ... }`.
 * The socket is closed (4401) when the access token expires, unless the client sent a fresh
 * one of the same member meanwhile, and within WS_REVOCATION_CHECK_MS once its session is revoked
 * (the revocation list of the HTTP guards, in Redis). Ping every WS_PING_MS; no pong by the next
 * ping: dropped.
 */
export default async function liveSocketRoute(fastify: FastifyInstance): Promise<void> {
  const secret = resolveJwtSecret({
    NODE_ENV: fastify.config.NODE_ENV,
    JWT_SECRET: fastify.config.JWT_SECRET,
  });
  const { WS_AUTH_TIMEOUT_MS, WS_PING_MS } = fastify.config;
  /** The revocation list of the HTTP guards (contracts/auth/revoked-sessions); Redis away: refused. */
  const isRevoked = async (sid: string): Promise<boolean> => {
    try {
      return (await fastify.redis.exists(revokedSessionKey(sid))) === 1;
    } catch (error) {
      fastify.log.warn({ err: error }, 'revocation list unreadable: live socket refused');
      return true;
    }
  };

  // Every authenticated socket of this replica with its session, swept for revocations twice a
  // second (one pipelined EXISTS per socket): a sign-out, password change, disable or role change
  // closes the session's sockets within a second, not at the next ping.
  const sessions = new Map<{ close(): void }, string>();
  let sweeping = false;
  const sweep = setInterval(async () => {
    if (sweeping || sessions.size === 0) return;
    sweeping = true;
    const entries = [...sessions];
    try {
      const pipeline = fastify.redis.pipeline();
      for (const [, sid] of entries) pipeline.exists(revokedSessionKey(sid));
      const results = (await pipeline.exec()) ?? [];
      entries.forEach(([socket], i) => {
        const [error, found] = results[i] ?? [new Error('no answer'), 0];
        // Redis away: refused, as on the HTTP guards (a revoked session must never keep listening).
        if (error || found === 1) socket.close();
      });
    } catch (error) {
      fastify.log.warn({ err: error }, 'revocation list unreadable: live sockets closed');
      for (const [socket] of entries) socket.close();
    } finally {
      sweeping = false;
    }
  }, fastify.config.WS_REVOCATION_CHECK_MS);
  sweep.unref();
  fastify.addHook('onClose', async () => clearInterval(sweep));

  // Public at the HTTP level: a browser cannot send a bearer header on the upgrade; the socket
  // authenticates with its staff access token in its first message and is closed otherwise.
  fastify.get(
    '',
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    (socket, request) => {
      let staffId: string | null = null;
      let expiry: NodeJS.Timeout | undefined;
      let alive = true;
      const close = (why: { code: number; reason: string }) => socket.close(why.code, why.reason);
      const send = (message: ServerMessage) => socket.send(JSON.stringify(message));

      const authTimer = setTimeout(() => close(WS_CLOSE.noToken), WS_AUTH_TIMEOUT_MS);
      const heartbeat = setInterval(() => {
        if (!alive) {
          request.log.info({ staffId }, 'live socket did not answer the ping: dropped');
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, WS_PING_MS);
      const sweptEntry = { close: () => close(WS_CLOSE.unauthenticated) };
      socket.on('pong', () => {
        alive = true;
      });

      socket.on('message', async (raw) => {
        const message = parseClientMessage(raw);
        if (!message) return close(WS_CLOSE.badMessage);
        const result = verifyAccessToken(secret, message.token);
        if (!result.ok) return close(WS_CLOSE.unauthenticated);
        const { claims } = result;
        if (claims.kind !== 'staff' || (staffId !== null && claims.sub !== staffId)) {
          return close(WS_CLOSE.forbidden);
        }
        if (await isRevoked(claims.sid)) return close(WS_CLOSE.unauthenticated);
        sessions.set(sweptEntry, claims.sid);
        clearTimeout(expiry);
        expiry = setTimeout(() => close(WS_CLOSE.unauthenticated), claims.exp * 1000 - Date.now());
        if (staffId === null) {
          clearTimeout(authTimer);
          staffId = claims.sub;
          fastify.staffSockets.add(staffId, socket);
          send({ type: 'ready', staffId });
        }
      });

      socket.on('close', () => {
        clearTimeout(authTimer);
        clearTimeout(expiry);
        clearInterval(heartbeat);
        sessions.delete(sweptEntry);
        if (staffId) fastify.staffSockets.remove(staffId, socket);
      });
    },
  );
}
