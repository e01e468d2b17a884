import { changePassword } from '@courtage/contracts/auth/password.rpc';
import { EmailInput, PasswordInput, StaffUser } from '@courtage/contracts/auth/session';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  getStaffProfile,
  setStaffAvatar,
  updateStaffProfile,
} from '@courtage/contracts/auth/staff-profile.rpc';
import { AppError } from '@courtage/contracts/errors';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions, claimsOf } from '../../../../../plugins/app/authentication.ts';

const Errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};

/**
 * /api/v1/admin/profile: the signed-in staff member's own profile ("me" only: the id
 * comes from the access token, never from the request). Guard: autohooks.ts.
 */
const staffProfile: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const tags = ['administration : mon profil'];
  // The avatar is sent as the raw image body (Content-Type image/png, image/jpeg or
  // image/webp), at most 1 MiB; the auth service checks the bytes match the type.
  fastify.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  fastify.get('', {
    schema: { tags, summary: 'Mon profil', response: { 200: StaffUser, ...Errors } },
    handler: async (request) => {
      const claims = claimsOf(request);
      return fastify.bus.call(
        getStaffProfile,
        { staffId: claims.sub, sessionId: claims.sid },
        callOptions(request, timeout),
      );
    },
  });

  fastify.patch('', {
    schema: {
      tags,
      summary: 'Modifier mon nom ou mon e-mail',
      body: Type.Object(
        {
          name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          email: Type.Optional(EmailInput),
        },
        { additionalProperties: false },
      ),
      response: { 200: StaffUser, ...Errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        updateStaffProfile,
        { ...request.body, staffId: claimsOf(request).sub },
        callOptions(request, timeout),
      ),
  });

  fastify.put('/password', {
    schema: {
      tags,
      summary: 'Changer mon mot de passe (les autres sessions sont fermées)',
      body: Type.Object(
        { currentPassword: PasswordInput, newPassword: PasswordInput },
        { additionalProperties: false },
      ),
      response: { 200: Type.Object({ message: Type.String() }), ...Errors },
    },
    config: { rateLimit: { max: fastify.authSettings.rateLimit, timeWindow: '1 minute' } },
    handler: async (request) => {
      const claims = claimsOf(request);
      await fastify.bus.call(
        changePassword,
        { kind: 'staff', accountId: claims.sub, sessionId: claims.sid, ...request.body },
        callOptions(request, timeout),
      );
      return { message: 'Votre mot de passe a été modifié.' };
    },
  });

  fastify.put('/avatar', {
    schema: {
      tags,
      summary: 'Changer ma photo (PNG, JPEG ou WebP, 1 Mo au maximum)',
      response: { 200: StaffUser, ...Errors },
    },
    bodyLimit: AVATAR_MAX_BYTES,
    handler: async (request) => {
      const contentType =
        String(request.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      const body = request.body;
      if (!Buffer.isBuffer(body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Envoyez l’image elle-même : PNG, JPEG ou WebP.');
      }
      return fastify.bus.call(
        setStaffAvatar,
        {
          staffId: claimsOf(request).sub,
          contentType: contentType as (typeof AVATAR_CONTENT_TYPES)[number],
          base64: body.toString('base64'),
        },
        callOptions(request, timeout),
      );
    },
  });
};

export default staffProfile;
