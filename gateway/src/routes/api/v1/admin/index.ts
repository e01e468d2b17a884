import { confirmStaffTotp, verifyTwoFactorForm } from '@courtage/contracts/auth/confirm-staff-totp.rpc';
import { disableStaffTotp, disableStaffTotpForm } from '@courtage/contracts/auth/disable-staff-totp.rpc';
import {
  enableStaffTotp,
  enableStaffTotpForm,
  TotpSetup,
} from '@courtage/contracts/auth/enable-staff-totp.rpc';
import { getStaffAvatar } from '@courtage/contracts/auth/get-staff-avatar.rpc';
import { resendStaffCode, resendStaffCodeForm } from '@courtage/contracts/auth/resend-staff-code.rpc';
import { StaffChallenge, signInStaff, signInStaffForm } from '@courtage/contracts/auth/sign-in-staff.rpc';
import {
  StaffSignedIn,
  verifyStaffCode,
  verifyStaffCodeForm,
} from '@courtage/contracts/auth/verify-staff-code.rpc';
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

/**
 * /api/v1/admin: staff sign-in in two steps (password, then the emailed code or the
 * authenticator app), two-factor set-up, refresh, sign-out and forgotten password.
 * Each route says who may call it (`config.access`); staff management is defined in the
 * contracts, the profile lives in its sub-folder.
 */
const staffAuth: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const rateLimit = { max: fastify.authSettings.rateLimit, timeWindow: '1 minute' };
  // Signing in is public; the two-factor settings are the signed-in member's own.
  const throttled = { access: 'public' as const, rateLimit };
  const ownThrottled = { access: 'staff' as const, rateLimit };
  const tags = ['administration : connexion'];

  fastify.post('', {
    schema: {
      tags,
      summary: 'Connexion administrateur, étape 1 : e-mail et mot de passe (un code est ensuite demandé)',
      body: signInStaffForm.schema,
      response: { 200: StaffChallenge, ...Errors },
    },
    config: throttled,
    handler: async (request) => fastify.bus.call(signInStaff, request.body, callOptions(request, timeout)),
  });

  fastify.post('/verify-otp', {
    schema: {
      tags,
      summary:
        'Connexion administrateur, étape 2 : code à 6 chiffres (e-mail ou application) ou code de secours',
      body: verifyStaffCodeForm.schema,
      response: { 200: StaffSignedIn, ...Errors },
    },
    config: throttled,
    handler: async (request) =>
      fastify.bus.call(verifyStaffCode, request.body, callOptions(request, timeout)),
  });

  fastify.post('/resend-otp', {
    schema: {
      tags,
      summary: 'Renvoyer le code par e-mail (3 envois au plus, 30 s d’intervalle)',
      body: resendStaffCodeForm.schema,
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
      description:
        'Déjà activée : `{ "password": "…" }` est demandé pour remplacer la clé (les codes de secours changent).',
      body: enableStaffTotpForm.schema,
      response: { 200: TotpSetup, ...Errors },
    },
    // The first set-up is a bodiless POST: checked as the empty form.
    preValidation: async (request) => {
      request.body ??= {};
    },
    config: ownThrottled,
    handler: async (request) =>
      fastify.bus.call(
        enableStaffTotp,
        { ...request.body, staffId: claimsOf(request).sub },
        callOptions(request, timeout),
      ),
  });

  // Two uses, as the specification names one path: signed in, it confirms the set-up with
  // a code of the app; with a challengeId, it is step 2 of a TOTP sign-in.
  fastify.post('/verify-2fa', {
    schema: {
      tags,
      summary:
        'Confirmer la double authentification (connecté) ou se connecter avec un code TOTP (challengeId)',
      body: verifyTwoFactorForm.schema,
      response: {
        200: Type.Union([StaffSignedIn, Type.Object({ totpEnabled: Type.Literal(true) })]),
        ...Errors,
      },
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
        // The form requires the code when there is no challengeId.
        { staffId: claimsOf(request).sub, code: code ?? '' },
        callOptions(request, timeout),
      );
    },
  });

  fastify.post('/disable-2fa', {
    schema: {
      tags,
      summary: 'Désactiver la double authentification (mot de passe demandé)',
      body: disableStaffTotpForm.schema,
      response: { 200: Type.Object({ totpEnabled: Type.Literal(false) }), ...Errors },
    },
    config: ownThrottled,
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
    config: { access: 'public' },
    handler: async (request, reply) =>
      sendAvatar(
        reply,
        await fastify.bus.call(getStaffAvatar, request.params, callOptions(request, timeout)),
      ),
  });
};

export default staffAuth;
