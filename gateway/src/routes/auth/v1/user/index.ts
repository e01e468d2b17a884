import {
  getCustomer,
  resendCustomerVerification,
  SignedIn,
  signInCustomer,
  signUpCustomer,
  updateCustomer,
  verifyCustomerEmail,
} from '@courtage/contracts/auth/customer.rpc';
import { changePassword, requestPasswordReset, resetPassword } from '@courtage/contracts/auth/password.rpc';
import { EmailInput, PasswordInput, SessionTokens, SessionUser } from '@courtage/contracts/auth/session';
import {
  refreshSession,
  revokeSession,
  revokeSessionByRefreshToken,
} from '@courtage/contracts/auth/session.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions, claimsOf } from '../../../../plugins/app/authentication.ts';

const Message = Type.Object({ message: Type.String() });
const Token = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
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
export const RESET_REQUESTED_MESSAGE =
  'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient d’être envoyé.';

/** /auth/v1/user: customer sign-up, sign-in, session check, profile, refresh, sign-out, passwords. */
const customerAuth: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const throttled = { rateLimit: { max: fastify.authSettings.rateLimit, timeWindow: '1 minute' } };
  const tags = ['compte client'];

  fastify.post('/signup', {
    schema: {
      tags,
      summary: 'Créer un compte client (un lien de vérification est envoyé par e-mail)',
      body: Type.Object(
        {
          email: EmailInput,
          password: PasswordInput,
          firstName: Type.String({ minLength: 1, maxLength: 100 }),
          lastName: Type.String({ minLength: 1, maxLength: 100 }),
          phoneNumber: Type.Optional(Type.String({ maxLength: 30 })),
        },
        { additionalProperties: false },
      ),
      response: { 201: SignedIn, ...Errors },
    },
    config: throttled,
    handler: async (request, reply) => {
      const signedIn = await fastify.bus.call(signUpCustomer, request.body, callOptions(request, timeout));
      return reply.code(201).send(signedIn);
    },
  });

  fastify.post('/login', {
    schema: {
      tags,
      summary: 'Se connecter (client)',
      body: Type.Object({ email: EmailInput, password: PasswordInput }, { additionalProperties: false }),
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
    onRequest: fastify.requireCustomer,
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
      body: Type.Object(
        {
          firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          phoneNumber: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
        },
        { additionalProperties: false },
      ),
      response: { 200: SessionUser, ...Errors },
    },
    onRequest: fastify.requireCustomer,
    handler: async (request) =>
      fastify.bus.call(
        updateCustomer,
        { ...request.body, customerId: claimsOf(request).sub },
        callOptions(request, timeout),
      ),
  });

  fastify.post('/refresh-tokens', {
    schema: {
      tags,
      summary: 'Renouveler les jetons (le jeton de renouvellement présenté est consommé)',
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
        { refreshToken: request.body.refreshToken, kind: 'customer' },
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
        await fastify.requireCustomer(request);
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
          { refreshToken, kind: 'customer' },
          callOptions(request, timeout),
        );
      }
      return reply.code(204).send(null);
    },
  });

  fastify.post('/reset-password', {
    schema: {
      tags,
      summary: 'Demander un e-mail de réinitialisation (même réponse que le compte existe ou non)',
      body: Type.Object({ email: EmailInput }, { additionalProperties: false }),
      response: { 202: Message, ...Errors },
    },
    config: throttled,
    handler: async (request, reply) => {
      await fastify.bus.call(
        requestPasswordReset,
        { kind: 'customer', email: request.body.email },
        callOptions(request, timeout),
      );
      return reply.code(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  });

  fastify.post('/reset-password/:token', {
    schema: {
      tags,
      summary: 'Choisir un nouveau mot de passe depuis le lien reçu (usage unique)',
      params: Token,
      body: Type.Object({ password: PasswordInput }, { additionalProperties: false }),
      response: { 200: Message, ...Errors },
    },
    config: throttled,
    handler: async (request) => {
      await fastify.bus.call(
        resetPassword,
        { kind: 'customer', token: request.params.token, password: request.body.password },
        callOptions(request, timeout),
      );
      return { message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.' };
    },
  });

  fastify.put('/reset-password', {
    schema: {
      tags,
      summary: 'Changer mon mot de passe (connecté)',
      body: Type.Object(
        { currentPassword: PasswordInput, newPassword: PasswordInput },
        { additionalProperties: false },
      ),
      response: { 200: Message, ...Errors },
    },
    onRequest: fastify.requireCustomer,
    config: throttled,
    handler: async (request) => {
      const claims = claimsOf(request);
      await fastify.bus.call(
        changePassword,
        { kind: 'customer', accountId: claims.sub, sessionId: claims.sid, ...request.body },
        callOptions(request, timeout),
      );
      return { message: 'Votre mot de passe a été modifié.' };
    },
  });

  fastify.post('/verify-email/:token', {
    schema: {
      tags,
      summary: 'Vérifier l’adresse e-mail (lien reçu, usage unique)',
      params: Token,
      response: {
        200: Type.Object({ email: Type.String(), isEmailVerified: Type.Literal(true) }),
        ...Errors,
      },
    },
    config: throttled,
    handler: async (request) =>
      fastify.bus.call(verifyCustomerEmail, { token: request.params.token }, callOptions(request, timeout)),
  });

  fastify.post('/verify-email', {
    schema: {
      tags,
      summary: 'Renvoyer le lien de vérification de l’adresse e-mail (connecté, 3 par heure)',
      response: { 200: Type.Object({ isEmailVerified: Type.Boolean() }), ...Errors },
    },
    onRequest: fastify.requireCustomer,
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
        await fastify.bus.call(
          verifyCustomerEmail,
          { token: request.params.token },
          callOptions(request, timeout),
        );
        return reply.redirect(`${site}/dashboard?emailVerified=1`, 303);
      } catch (error) {
        request.log.info({ err: error }, 'email verification link refused');
        return reply.redirect(`${site}/?emailVerified=0`, 303);
      }
    },
  });
};

export default customerAuth;
