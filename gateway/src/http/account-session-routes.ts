import { LinkToken, RefreshToken } from '@courtage/contracts/auth/account-fields';
import { refreshSession } from '@courtage/contracts/auth/refresh-session.rpc';
import {
  forgotPasswordForm,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
} from '@courtage/contracts/auth/request-password-reset.rpc';
import {
  PASSWORD_RESET_MESSAGE,
  resetPassword,
  resetPasswordForm,
} from '@courtage/contracts/auth/reset-password.rpc';
import { revokeSession } from '@courtage/contracts/auth/revoke-session.rpc';
import { revokeSessionByRefreshToken } from '@courtage/contracts/auth/revoke-session-by-refresh-token.rpc';
import { SessionTokens } from '@courtage/contracts/auth/session';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { callOptions, claimsOf } from '../plugins/app/authentication.ts';
import { ErrorResponseSchema } from './error-response.schema.ts';

type TypeboxInstance = Parameters<FastifyPluginAsyncTypebox>[0];

/** The error answers every account route may give (see to-error-response.ts). */
export const AccountErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};

export const Message = Type.Object({ message: Type.String() });

export type AccountSessionRoutes = {
  kind: 'customer' | 'staff';
  /** The guard of this kind of account (fastify.requireCustomer or fastify.requireStaff). */
  guard: (request: FastifyRequest) => Promise<void>;
  tags: string[];
  /** The path that asks for a reset email: `/reset-password` (customers), `/forgot-password` (staff). */
  resetRequestPath: string;
  summaries: { refresh: string; resetRequest: string; reset: string };
};

/**
 * The session and forgotten-password routes customers and staff share, one kind of account
 * each: POST /refresh-tokens, /logout, `resetRequestPath` and /reset-password/:token.
 */
export function addAccountSessionRoutes(fastify: TypeboxInstance, routes: AccountSessionRoutes): void {
  const { kind, guard, tags, summaries } = routes;
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  // Public: the refresh token or the emailed link is the proof (logout checks the access token
  // itself when one is sent).
  const throttled = {
    access: 'public' as const,
    rateLimit: { max: fastify.authSettings.rateLimit, timeWindow: '1 minute' },
  };

  fastify.post('/refresh-tokens', {
    schema: {
      tags,
      summary: summaries.refresh,
      body: Type.Object({ refreshToken: RefreshToken }, { additionalProperties: false }),
      response: { 200: SessionTokens, ...AccountErrors },
    },
    config: throttled,
    handler: async (request) =>
      fastify.bus.call(
        refreshSession,
        { refreshToken: request.body.refreshToken, kind },
        callOptions(request, timeout),
      ),
  });

  // With the access token, or with the refresh token alone when the access token has
  // expired: either way the session is revoked server-side. Always 204, never a hint.
  fastify.post('/logout', {
    schema: {
      tags,
      summary: 'Se déconnecter (la session est révoquée)',
      response: { 204: Type.Null(), ...AccountErrors },
    },
    config: { access: 'public' },
    handler: async (request, reply) => {
      // No body schema: the body is optional (none with a bearer token), so read it by hand.
      const body = request.body as { refreshToken?: unknown } | null | undefined;
      const given = body?.refreshToken;
      const refreshToken =
        typeof given === 'string' && given.length >= 10 && given.length <= 200 ? given : undefined;
      if (request.headers.authorization || !refreshToken) {
        await guard(request);
        const claims = claimsOf(request);
        await fastify.bus.call(
          revokeSession,
          { sessionId: claims.sid, accountId: claims.sub },
          callOptions(request, timeout),
        );
      }
      if (refreshToken) {
        await fastify.bus.call(
          revokeSessionByRefreshToken,
          { refreshToken, kind },
          callOptions(request, timeout),
        );
      }
      return reply.code(204).send(null);
    },
  });

  fastify.post(routes.resetRequestPath, {
    schema: {
      tags,
      summary: summaries.resetRequest,
      body: forgotPasswordForm.schema,
      response: { 202: Message, ...AccountErrors },
    },
    config: throttled,
    handler: async (request, reply) => {
      await fastify.bus.call(
        requestPasswordReset,
        { kind, email: request.body.email },
        callOptions(request, timeout),
      );
      return reply.code(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  });

  fastify.post('/reset-password/:token', {
    schema: {
      tags,
      summary: summaries.reset,
      params: Type.Object({ token: LinkToken }),
      body: resetPasswordForm.schema,
      response: { 200: Message, ...AccountErrors },
    },
    config: throttled,
    handler: async (request) => {
      await fastify.bus.call(
        resetPassword,
        { kind, token: request.params.token, password: request.body.password },
        callOptions(request, timeout),
      );
      return { message: PASSWORD_RESET_MESSAGE };
    },
  });
}
