import { EmailInput, PasswordInput, SessionTokens, StaffUser } from '@courtage/contracts/auth/session';
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
import {
  addAccountSessionRoutes,
  AccountErrors as Errors,
  Message,
} from '../../../../http/account-session-routes.ts';
import { sendAvatar } from '../../../../http/avatar-body.ts';
import { callOptions, claimsOf } from '../../../../plugins/app/authentication.ts';

const SixDigits = Type.String({ pattern: '^\\d{6}$' });
const SignedIn = Type.Object({ user: StaffUser, tokens: SessionTokens });
const CodeAnswer = Type.Object(
  {
    challengeId: Uuid,
    code: Type.Optional(SixDigits),
    recoveryCode: Type.Optional(Type.String({ minLength: 10, maxLength: 20 })),
  },
  { additionalProperties: false },
);

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
      // No body schema: the first set-up is a bodiless POST; the auth RPC checks `password`.
      description:
        'Déjà activée : `{ "password": "…" }` est demandé pour remplacer la clé (les codes de secours changent).',
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
    config: throttled,
    handler: async (request) => {
      const password = (request.body as { password?: unknown } | null | undefined)?.password;
      return fastify.bus.call(
        enableStaffTotp,
        { staffId: claimsOf(request).sub, ...(typeof password === 'string' ? { password } : {}) },
        callOptions(request, timeout),
      );
    },
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

  addAccountSessionRoutes(fastify, {
    kind: 'staff',
    guard: fastify.requireStaff,
    tags,
    resetRequestPath: '/forgot-password',
    summaries: {
      refresh: 'Renouveler les jetons administrateur',
      resetRequest:
        'Mot de passe oublié : e-mail de réinitialisation (même réponse que le compte existe ou non)',
      reset:
        'Nouveau mot de passe depuis le lien reçu (usage unique, 1 h ; toutes les sessions sont fermées)',
    },
  });

  fastify.get('/avatars/:staffId', {
    schema: { tags, summary: 'Photo de profil d’un administrateur', params: Type.Object({ staffId: Uuid }) },
    handler: async (request, reply) =>
      sendAvatar(
        reply,
        await fastify.bus.call(getStaffAvatar, request.params, callOptions(request, timeout)),
      ),
  });
};

export default staffAuth;
