import { Type } from '@sinclair/typebox';

/** Profile pictures of customers and staff: the bytes live in the auth database (bytea). */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AvatarType = Type.Union(AVATAR_CONTENT_TYPES.map((t) => Type.Literal(t)));
/** The image on the bus: base64 of at most AVATAR_MAX_BYTES. */
export const AvatarBase64 = Type.String({ maxLength: Math.ceil(AVATAR_MAX_BYTES / 3) * 4 });
export const AvatarImage = Type.Object(
  { contentType: AvatarType, base64: Type.String() },
  { additionalProperties: false },
);
