import { requestPasswordReset, resetPassword } from '@courtage/contracts/auth/password.rpc';
import { EmailInput, PasswordInput, SessionTokens, StaffUser } from '@courtage/contracts/auth/session';
import {
  refreshSession,
  revokeSession,
  revokeSessionByRefreshToken,
} from '@courtage/contracts/auth/session.rpc';
import { getStaffAvatar } from '@courtage/contracts/auth/staff-profile.rpc';
import { resendStaffCode, signInStaff, verifyStaffCode } from '@courtage/contracts/auth/staff-sign-in.rpc';
import {
  confirmStaffTotp,
  disableStaffTotp,
  enableStaffTotp,
} from '@courtage/contracts/auth/staff-two-factor.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions, claimsOf } from '../../../../plugins/app/authentication.ts';

const Message = Type.Object({ message: Type.String() });
const SixDigits = Type.String({ pattern: '^\\d{6}$' });
const Errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const SignedIn = Type.Object({ user: StaffUser, tokens: SessionTokens });
const CodeAnswer = Type.Object(
  {
    challengeId: Uuid,
    code: Type.Optional(SixDigits),
    recoveryCode: Type.Optional(Type.String({ minLength: 10, maxLength: 20 })),
  },
  { additionalProperties: false },
);
export const STAFF_RESET_REQUESTED_MESSAGE =
  'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient d’être envoyé.';

/**
 * /api/v1/admin: staff sign-in in two steps (password, then the emailed code or the
 * authenticator app), two-factor set-up, refresh, sign-out and forgotten password.
 * Staff management and the profile live in the sub-folders, each with its guard.
 */
const staffAuth: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const throttled = { rateLimit: { max: fastify.authSettings.rateLimit, timeWindow: '1 minute' } };
  const tags = ['administration : connexion'];

  fastify.post('', {
    schema: {
      tags,
      summary: 'Connexion administrateur, étape 1 : e-mail et mot de passe (un code est ensuite demandé)',
      body: Type.Object({ email: EmailInput, password: PasswordInput }, { additionalProperties: false }),
      response: {
        200: Type.Object({
          otpRequired: Type.Literal(true),
          challengeId: Uuid,
          method: Type.Union([Type.Literal('email'), Type.Literal('totp')]),
          expiresAt: Type.String(),
        }),
        ...Errors,
      },
    },
    config: throttled,
    handler: async (request) => fastify.bus.call(signInStaff, request.body, callOptions(request, timeout)),
  });

  fastify.post('/verify-otp', {
    schema: {
      tags,
      summary:
        'Connexion administrateur, étape 2 : code à 6 chiffres (e-mail ou application) ou code de secours',
      body: CodeAnswer,
      response: { 200: SignedIn, ...Errors },
    },
    config: throttled,
    handler: async (request) =>
      fastify.bus.call(verifyStaffCode, request.body, callOptions(request, timeout)),
  });

  fastify.post('/resend-otp', {
    schema: {
      tags,
      summary: 'Renvoyer le code par e-mail (3 envois au plus, 30 s d’intervalle)',
      body: Type.Object({ challengeId: Uuid }, { additionalProperties: false }),
      response: { 200: Message, ...Errors },
    },
    config: throttled,
    handler: async (request) => {
      await fastify.bus.call(resendStaffCode, request.body, callOptions(request, timeout));
      return { message: 'Un nouveau code vient d’être envoyé.' };
    },
  });

  fastify.post('/enable-2fa', {
    schema: {
      tags,
      summary: 'Activer la double authentification : QR code, URI otpauth et codes de secours',
      response: {
        200: Type.Object({
          otpauthUri: Type.String(),
          qrCodeDataUrl: Type.String(),
          secret: Type.String(),
          recoveryCodes: Type.Array(Type.String()),
        }),
        ...Errors,
      },
    },
    onRequest: fastify.requireStaff,
    handler: async (request) =>
      fastify.bus.call(enableStaffTotp, { staffId: claimsOf(request).sub }, callOptions(request, timeout)),
  });

  // Two uses, as the specification names one path: signed in, it confirms the set-up with
  // a code of the app; with a challengeId, it is step 2 of a TOTP sign-in.
  fastify.post('/verify-2fa', {
    schema: {
      tags,
      summary:
        'Confirmer la double authentification (connecté) ou se connecter avec un code TOTP (challengeId)',
      body: Type.Object(
        {
          code: Type.Optional(SixDigits),
          challengeId: Type.Optional(Uuid),
          recoveryCode: Type.Optional(Type.String({ minLength: 10, maxLength: 20 })),
        },
        { additionalProperties: false },
      ),
      response: { 200: Type.Union([SignedIn, Type.Object({ totpEnabled: Type.Literal(true) })]), ...Errors },
    },
    config: throttled,
    handler: async (request) => {
      const { challengeId, code, recoveryCode } = request.body;
      if (challengeId) {
        return fastify.bus.call(
          verifyStaffCode,
          { challengeId, ...(code ? { code } : {}), ...(recoveryCode ? { recoveryCode } : {}) },
          callOptions(request, timeout),
        );
      }
      await fastify.requireStaff(request);
      return fastify.bus.call(
        confirmStaffTotp,
        { staffId: claimsOf(request).sub, code: code ?? '' },
        callOptions(request, timeout),
      );
    },
  });

  fastify.post('/disable-2fa', {
    schema: {
      tags,
      summary: 'Désactiver la double authentification (mot de passe demandé)',
      body: Type.Object({ password: PasswordInput }, { additionalProperties: false }),
      response: { 200: Type.Object({ totpEnabled: Type.Literal(false) }), ...Errors },
    },
    onRequest: fastify.requireStaff,
    config: throttled,
    handler: async (request) =>
      fastify.bus.call(
        disableStaffTotp,
        { staffId: claimsOf(request).sub, password: request.body.password },
        callOptions(request, timeout),
      ),
  });

  fastify.post('/refresh-tokens', {
    schema: {
      tags,
      summary: 'Renouveler les jetons administrateur',
      body: Type.Object(
        { refreshToken: Type.String({ minLength: 10, maxLength: 200 }) },
        { additionalProperties: false },
      ),
      response: { 200: SessionTokens, ...Errors },
    },
    config: throttled,
    handler: async (request) =>
      fastify.bus.call(
        refreshSession,
        { refreshToken: request.body.refreshToken, kind: 'staff' },
        callOptions(request, timeout),
      ),
  });

  // With the access token, or with the refresh token alone when the access token has
  // expired: either way the session is revoked server-side. Always 204, never a hint.
  fastify.post('/logout', {
    schema: {
      tags,
      summary: 'Se déconnecter (la session est révoquée)',
      response: { 204: Type.Null(), ...Errors },
    },
    handler: async (request, reply) => {
      // No body schema: the body is optional (none with a bearer token), so read it by hand.
      const body = request.body as { refreshToken?: unknown } | null | undefined;
      const given = body?.refreshToken;
      const refreshToken =
        typeof given === 'string' && given.length >= 10 && given.length <= 200 ? given : undefined;
      if (request.headers.authorization || !refreshToken) {
        await fastify.requireStaff(request);
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
          { refreshToken, kind: 'staff' },
          callOptions(request, timeout),
        );
      }
      return reply.code(204).send(null);
    },
  });

  fastify.post('/forgot-password', {
    schema: {
      tags,
      summary: 'Mot de passe oublié : e-mail de réinitialisation (même réponse que le compte existe ou non)',
      body: Type.Object({ email: EmailInput }, { additionalProperties: false }),
      response: { 202: Message, ...Errors },
    },
    config: throttled,
    handler: async (request, reply) => {
      await fastify.bus.call(
        requestPasswordReset,
        { kind: 'staff', email: request.body.email },
        callOptions(request, timeout),
      );
      return reply.code(202).send({ message: STAFF_RESET_REQUESTED_MESSAGE });
    },
  });

  fastify.post('/reset-password/:token', {
    schema: {
      tags,
      summary:
        'Nouveau mot de passe depuis le lien reçu (usage unique, 1 h ; toutes les sessions sont fermées)',
      params: Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) }),
      body: Type.Object({ password: PasswordInput }, { additionalProperties: false }),
      response: { 200: Message, ...Errors },
    },
    config: throttled,
    handler: async (request) => {
      await fastify.bus.call(
        resetPassword,
        { kind: 'staff', token: request.params.token, password: request.body.password },
        callOptions(request, timeout),
      );
      return { message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.' };
    },
  });

  // Public so that an <img> can show it (no bearer header there); ids are random UUIDs.
  fastify.get('/avatars/:staffId', {
    schema: { tags, summary: 'Photo de profil d’un administrateur', params: Type.Object({ staffId: Uuid }) },
    handler: async (request, reply) => {
      const avatar = await fastify.bus.call(getStaffAvatar, request.params, callOptions(request, timeout));
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(avatar.base64, 'base64'));
    },
  });
};

export default staffAuth;
