import { LinkToken } from '@courtage/contracts/auth/account-fields';
import { AVATAR_MAX_BYTES } from '@courtage/contracts/auth/avatar';
import {
  changePassword,
  changePasswordForm,
  PASSWORD_CHANGED_MESSAGE,
} from '@courtage/contracts/auth/change-password.rpc';
import { getCustomer } from '@courtage/contracts/auth/get-customer.rpc';
import { getCustomerAvatar } from '@courtage/contracts/auth/get-customer-avatar.rpc';
import { resendCustomerVerification } from '@courtage/contracts/auth/resend-customer-verification.rpc';
import { SessionUser } from '@courtage/contracts/auth/session';
import { setCustomerAvatar } from '@courtage/contracts/auth/set-customer-avatar.rpc';
import { SignedIn, signInCustomer, signInCustomerForm } from '@courtage/contracts/auth/sign-in-customer.rpc';
import {
  SIGN_UP_MESSAGE,
  signUpCustomer,
  signUpCustomerForm,
} from '@courtage/contracts/auth/sign-up-customer.rpc';
import { updateCustomer, updateCustomerForm } from '@courtage/contracts/auth/update-customer.rpc';
import { verifyCustomerEmail } from '@courtage/contracts/auth/verify-customer-email.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  addAccountSessionRoutes,
  AccountErrors as Errors,
  Message,
} from '../../../../http/account-session-routes.ts';
import { acceptAvatarBodies, avatarFromRequest, sendAvatar } from '../../../../http/avatar-body.ts';
import { callOptions, claimsOf } from '../../../../plugins/app/authentication.ts';

const Token = Type.Object({ token: LinkToken });

/** /auth/v1/user: customer sign-up, sign-in, session check, profile, refresh, sign-out, passwords. */
const customerAuth: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const rateLimit = { max: fastify.authSettings.rateLimit, timeWindow: '1 minute' };
  const throttled = { access: 'public' as const, rateLimit };
  const tags = ['compte client'];

  fastify.post('/signup', {
    schema: {
      tags,
      summary:
        'Demander un compte client (même réponse que l’adresse ait un compte ou non ; un lien d’activation est envoyé par e-mail)',
      body: signUpCustomerForm.schema,
      response: { 202: Message, ...Errors },
    },
    config: throttled,
    handler: async (request, reply) => {
      await fastify.bus.call(signUpCustomer, request.body, callOptions(request, timeout));
      return reply.code(202).send({ message: SIGN_UP_MESSAGE });
    },
  });

  fastify.post('/login', {
    schema: {
      tags,
      summary: 'Se connecter (client)',
      body: signInCustomerForm.schema,
      response: { 200: SignedIn, ...Errors },
    },
    config: throttled,
    handler: async (request) => fastify.bus.call(signInCustomer, request.body, callOptions(request, timeout)),
  });

  fastify.get('', {
    schema: {
      tags,
      summary: 'Vérifier la session (utilisateur connecté)',
      response: { 200: SessionUser, ...Errors },
    },
    config: { access: 'customer' },
    handler: async (request) => {
      const claims = claimsOf(request);
      return fastify.bus.call(
        getCustomer,
        { customerId: claims.sub, sessionId: claims.sid },
        callOptions(request, timeout),
      );
    },
  });

  fastify.patch('', {
    schema: {
      tags,
      summary: 'Modifier mon profil',
      body: updateCustomerForm.schema,
      response: { 200: SessionUser, ...Errors },
    },
    config: { access: 'customer' },
    handler: async (request) =>
      fastify.bus.call(
        updateCustomer,
        { ...request.body, customerId: claimsOf(request).sub },
        callOptions(request, timeout),
      ),
  });

  acceptAvatarBodies(fastify);
  fastify.put('/avatar', {
    schema: {
      tags,
      summary: 'Changer ma photo (PNG, JPEG ou WebP, 1 Mo au maximum)',
      response: { 200: SessionUser, ...Errors },
    },
    bodyLimit: AVATAR_MAX_BYTES,
    config: { access: 'customer' },
    handler: async (request) =>
      fastify.bus.call(
        setCustomerAvatar,
        { customerId: claimsOf(request).sub, ...avatarFromRequest(request) },
        callOptions(request, timeout),
      ),
  });

  fastify.get('/avatars/:customerId', {
    config: { access: 'public' },
    schema: { tags, summary: 'Photo de profil d’un client', params: Type.Object({ customerId: Uuid }) },
    handler: async (request, reply) =>
      sendAvatar(
        reply,
        await fastify.bus.call(getCustomerAvatar, request.params, callOptions(request, timeout)),
      ),
  });

  addAccountSessionRoutes(fastify, {
    kind: 'customer',
    guard: fastify.requireCustomer,
    tags,
    resetRequestPath: '/reset-password',
    summaries: {
      refresh: 'Renouveler les jetons (le jeton de renouvellement présenté est consommé)',
      resetRequest: 'Demander un e-mail de réinitialisation (même réponse que le compte existe ou non)',
      reset: 'Choisir un nouveau mot de passe depuis le lien reçu (usage unique)',
    },
  });

  fastify.put('/reset-password', {
    schema: {
      tags,
      summary: 'Changer mon mot de passe (connecté)',
      body: changePasswordForm.schema,
      response: { 200: Message, ...Errors },
    },
    config: { access: 'customer', rateLimit },
    handler: async (request) => {
      const claims = claimsOf(request);
      await fastify.bus.call(
        changePassword,
        { kind: 'customer', accountId: claims.sub, sessionId: claims.sid, ...request.body },
        callOptions(request, timeout),
      );
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  });

  fastify.post('/verify-email/:token', {
    schema: {
      tags,
      summary: 'Vérifier l’adresse e-mail ou activer le compte demandé (lien reçu, usage unique)',
      params: Token,
      response: { 200: verifyCustomerEmail.response, ...Errors },
    },
    config: throttled,
    handler: async (request) =>
      fastify.bus.call(verifyCustomerEmail, { token: request.params.token }, callOptions(request, timeout)),
  });

  fastify.post('/verify-email', {
    schema: {
      tags,
      summary: 'Renvoyer le lien de vérification de l’adresse e-mail (connecté, 3 par heure)',
      response: { 200: resendCustomerVerification.response, ...Errors },
    },
    config: { access: 'customer' },
    handler: async (request) =>
      fastify.bus.call(
        resendCustomerVerification,
        { customerId: claimsOf(request).sub },
        callOptions(request, timeout),
      ),
  });

  // The link in the email: verifies, then sends the browser to the site with the outcome.
  fastify.get('/verify-email/:token', {
    schema: {
      tags,
      summary: 'Lien de vérification de l’adresse e-mail (redirige vers le site)',
      params: Token,
    },
    config: throttled,
    handler: async (request, reply) => {
      const site = fastify.authSettings.siteUrl;
      try {
        const { activated } = await fastify.bus.call(
          verifyCustomerEmail,
          { token: request.params.token },
          callOptions(request, timeout),
        );
        // A new account is not signed in by its link: the sign-in page says it is active.
        return reply.redirect(
          activated ? `${site}/connexion?compteActive=1` : `${site}/dashboard?emailVerified=1`,
          303,
        );
      } catch (error) {
        request.log.info({ err: error }, 'email verification link refused');
        return reply.redirect(`${site}/?emailVerified=0`, 303);
      }
    },
  });
};

export default customerAuth;
