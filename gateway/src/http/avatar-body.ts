import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  type AvatarContentType,
} from '@courtage/contracts/auth/avatar';
import { AppError } from '@courtage/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Avatars are sent as the raw image body (Content-Type image/png, image/jpeg or image/webp), at
 * most 1 MiB; the auth service checks that the bytes are of that type. Call once per plugin.
 */
export function acceptAvatarBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded image as the auth service takes it (415 in French when the body is not one). */
export function avatarFromRequest(request: FastifyRequest): {
  contentType: AvatarContentType;
  base64: string;
} {
  const contentType =
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const body = request.body;
  if (!Buffer.isBuffer(body)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Envoyez l’image elle-même : PNG, JPEG ou WebP.');
  }
  return { contentType: contentType as AvatarContentType, base64: body.toString('base64') };
}

/**
 * Serves an avatar publicly so that an <img> can show it (no bearer header there): ids are
 * random UUIDs and each change gets a new ?v= path, hence the day-long cache.
 */
export function sendAvatar(reply: FastifyReply, avatar: { contentType: string; base64: string }) {
  return reply
    .header('content-type', avatar.contentType)
    .header('cache-control', 'public, max-age=86400')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(avatar.base64, 'base64'));
}
