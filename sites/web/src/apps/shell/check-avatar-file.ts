import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@courtage/contracts/auth/avatar';

/** French reason an image cannot be a profile picture, or null when it can be sent. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'Format non accepté : choisissez une image PNG, JPEG ou WebP.';
  }
  if (file.size > AVATAR_MAX_BYTES) return 'Image trop lourde : 1 Mo au maximum.';
  if (file.size === 0) return 'Ce fichier est vide.';
  return null;
}
