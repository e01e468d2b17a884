import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './check-avatar-file.ts';

describe('checkAvatarFile', () => {
  it('accepts PNG, JPEG and WebP up to 1 MiB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: 1024 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses other types, heavier or empty files in French', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toMatch(/PNG, JPEG ou WebP/);
    expect(checkAvatarFile({ type: 'image/png', size: 1024 * 1024 + 1 })).toMatch(/1 Mo au maximum/);
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toBe('Ce fichier est vide.');
  });
});
