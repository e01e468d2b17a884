/** Keys of the session items (specification §3). */
export type StoredKey = 'authData' | 'sessionId' | 'sessionExpiry';

/** Lifetime of every stored item: 3 days (specification §9). */
export const STORED_ITEM_LIFETIME_MS = 259_200_000;

type Wrapped<T> = { value: T; expiry: number };

function defaultStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** Stores `value` wrapped with its expiry time. Throws a short 'set' error when storage fails. */
export function setStoredItem<T>(
  key: StoredKey,
  value: T,
  options: { storage?: Storage; now?: number; lifetimeMs?: number } = {},
): void {
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? Date.now();
  const wrapped: Wrapped<T> = { value, expiry: now + (options.lifetimeMs ?? STORED_ITEM_LIFETIME_MS) };
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(key, JSON.stringify(wrapped));
  } catch (error) {
    console.error('storage set failed', key, error);
    throw new Error('set');
  }
}

/**
 * The stored value, or undefined. An expired item is removed on read; an unreadable one
 * (bad JSON, wrong shape, storage failure) is removed too and nothing is returned.
 */
export function getStoredItem<T>(
  key: StoredKey,
  options: { storage?: Storage; now?: number } = {},
): T | undefined {
  const storage = options.storage ?? defaultStorage();
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const parsed = JSON.parse(raw) as Partial<Wrapped<T>> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.expiry !== 'number' || !('value' in parsed)) {
      throw new Error('unreadable item');
    }
    if (parsed.expiry <= (options.now ?? Date.now())) {
      storage.removeItem(key);
      return undefined;
    }
    return parsed.value as T;
  } catch (error) {
    console.error('storage get failed', key, error);
    try {
      storage.removeItem(key);
    } catch {
      // Nothing more can be done: the item is unreadable and cannot be removed.
    }
    return undefined;
  }
}

/** Removes one item. Throws a short 'remove' error when storage fails. */
export function removeStoredItem(key: StoredKey, options: { storage?: Storage } = {}): void {
  const storage = options.storage ?? defaultStorage();
  try {
    if (!storage) throw new Error('no storage');
    storage.removeItem(key);
  } catch (error) {
    console.error('storage remove failed', key, error);
    throw new Error('remove');
  }
}
