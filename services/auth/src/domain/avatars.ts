import { AVATAR_MAX_BYTES, type AvatarContentType } from '@courtage/contracts/auth/avatar';
import { AppError } from '@courtage/contracts/errors';
import type { Kysely, Transaction } from 'kysely';
import type { AccountKind, AuthDatabase } from '../database-schema.ts';
import { findAvatar, upsertAvatar } from '../repositories/avatars-repository.ts';
import { detectImageType } from './detect-image-type.ts';
import { AUTH_MESSAGES } from './messages.ts';

/** Public path of an avatar (served by the gateway); the version defeats caches after a change. */
export function avatarPath(kind: AccountKind, accountId: string, version: number): string {
  return kind === 'staff'
    ? `/api/v1/admin/avatars/${accountId}?v=${version}`
    : `/auth/v1/user/avatars/${accountId}?v=${version}`;
}

/** The image bytes, refused in French unless 1 to AVATAR_MAX_BYTES bytes of the declared type. */
export function avatarBytes(contentType: AvatarContentType, base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  // The declared type must be what the bytes really are.
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES || detectImageType(bytes) !== contentType) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.avatarInvalid, [
      { field: 'avatar', message: AUTH_MESSAGES.avatarInvalid },
    ]);
  }
  return bytes;
}

/** Stores (or replaces) the account's avatar bytes. */
export async function saveAvatarBytes(
  trx: Transaction<AuthDatabase>,
  kind: AccountKind,
  accountId: string,
  contentType: AvatarContentType,
  bytes: Buffer,
): Promise<void> {
  await upsertAvatar(trx, kind, accountId, contentType, bytes);
}

/** The account's avatar for the gateway to serve (NOT_FOUND, in French, when there is none). */
export async function loadAvatar(
  db: Kysely<AuthDatabase>,
  kind: AccountKind,
  accountId: string,
): Promise<{ contentType: AvatarContentType; base64: string }> {
  const row = await findAvatar(db, kind, accountId);
  if (!row) throw new AppError('NOT_FOUND', AUTH_MESSAGES.avatarNotFound);
  return { contentType: row.content_type as AvatarContentType, base64: row.bytes.toString('base64') };
}
