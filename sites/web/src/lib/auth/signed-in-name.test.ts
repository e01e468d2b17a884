import { describe, expect, it } from 'vitest';
import { PERSIST_KEY } from './persist-key.ts';
import { readSignedInName } from './signed-in-name.ts';

function storageWith(value: string | null): Storage {
  const items = new Map<string, string>();
  if (value !== null) items.set(PERSIST_KEY, value);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, item: string) => void items.set(key, item),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    length: items.size,
  };
}

describe('readSignedInName', () => {
  it('gives the stored full name of a signed-in user', () => {
    const root = JSON.stringify({ user: { auth: true, fullName: ' Marie Dupont ' } });
    expect(readSignedInName(storageWith(root))).toBe('Marie Dupont');
  });

  it('gives nothing once signed out, without a stored user, or when the stored value is not JSON', () => {
    expect(readSignedInName(storageWith(JSON.stringify({ user: { auth: false, fullName: 'Marie' } })))).toBe(
      '',
    );
    expect(readSignedInName(storageWith(null))).toBe('');
    expect(readSignedInName(storageWith('{not json'))).toBe('');
  });
});
