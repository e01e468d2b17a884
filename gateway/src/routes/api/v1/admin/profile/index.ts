import { AVATAR_MAX_BYTES } from '@courtage/contracts/auth/avatar';
import {
  changePassword,
  changePasswordForm,
  PASSWORD_CHANGED_MESSAGE,
} from '@courtage/contracts/auth/change-password.rpc';
import { getStaffProfile } from '@courtage/contracts/auth/get-staff-profile.rpc';
import { StaffUser } from '@courtage/contracts/auth/session';
import { setStaffAvatar } from '@courtage/contracts/auth/set-staff-avatar.rpc';
import {
  updateStaffProfile,
  updateStaffProfileForm,
} from '@courtage/contracts/auth/update-staff-profile.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { acceptAvatarBodies, avatarFromRequest } from '../../../../../http/avatar-body.ts';
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
 * comes from the access token, never from the request): any signed-in staff member.
 */
const staffProfile: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const tags = ['administration : mon profil'];
  acceptAvatarBodies(fastify);

  fastify.get('', {
    schema: { tags, summary: 'Mon profil', response: { 200: StaffUser, ...Errors } },
    config: { access: 'staff' },
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
      summary: 'Modifier mon nom ou mon e-mail (mot de passe actuel demandé pour changer d’e-mail)',
      body: updateStaffProfileForm.schema,
      response: { 200: StaffUser, ...Errors },
    },
    config: { access: 'staff' },
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
      body: changePasswordForm.schema,
      response: { 200: Type.Object({ message: Type.String() }), ...Errors },
    },
    config: { access: 'staff', rateLimit: { max: fastify.authSettings.rateLimit, timeWindow: '1 minute' } },
    handler: async (request) => {
      const claims = claimsOf(request);
      await fastify.bus.call(
        changePassword,
        { kind: 'staff', accountId: claims.sub, sessionId: claims.sid, ...request.body },
        callOptions(request, timeout),
      );
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  });

  fastify.put('/avatar', {
    schema: {
      tags,
      summary: 'Changer ma photo (PNG, JPEG ou WebP, 1 Mo au maximum)',
      response: { 200: StaffUser, ...Errors },
    },
    config: { access: 'staff' },
    bodyLimit: AVATAR_MAX_BYTES,
    handler: async (request) =>
      fastify.bus.call(
        setStaffAvatar,
        { staffId: claimsOf(request).sub, ...avatarFromRequest(request) },
        callOptions(request, timeout),
      ),
  });
};

export default staffProfile;
