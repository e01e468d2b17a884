import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';
import { getStoredItem, removeStoredItem, STORED_ITEM_LIFETIME_MS, setStoredItem } from './stored-item.ts';

afterEach(() => vi.restoreAllMocks());

describe('stored items', () => {
  it('wraps the value with an expiry 259200000 ms ahead', () => {
    const storage = createMemoryStorage();
    setStoredItem('sessionId', 'abc', { storage, now: 1000 });
    expect(JSON.parse(storage.getItem('sessionId') ?? '')).toEqual({
      value: 'abc',
      expiry: 1000 + 259_200_000,
    });
    expect(STORED_ITEM_LIFETIME_MS).toBe(259_200_000);
    expect(getStoredItem('sessionId', { storage, now: 2000 })).toBe('abc');
  });

  it('removes an expired item on read', () => {
    const storage = createMemoryStorage();
    setStoredItem('authData', { token: 't' }, { storage, now: 0 });
    expect(getStoredItem('authData', { storage, now: STORED_ITEM_LIFETIME_MS })).toBeUndefined();
    expect(storage.getItem('authData')).toBeNull();
  });

  it('removes an unreadable item and returns nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = createMemoryStorage();
    storage.setItem('sessionExpiry', '{not json');
    expect(getStoredItem('sessionExpiry', { storage })).toBeUndefined();
    expect(storage.getItem('sessionExpiry')).toBeNull();
    storage.setItem('sessionExpiry', JSON.stringify({ value: 1 }));
    expect(getStoredItem('sessionExpiry', { storage })).toBeUndefined();
    expect(storage.getItem('sessionExpiry')).toBeNull();
  });

  it('throws a short set or remove error and logs it when storage fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = createMemoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.removeItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => setStoredItem('sessionId', 'x', { storage: broken })).toThrow(/^set$/);
    expect(() => removeStoredItem('sessionId', { storage: broken })).toThrow(/^remove$/);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('removes an item', () => {
    const storage = createMemoryStorage();
    setStoredItem('sessionId', 'abc', { storage });
    removeStoredItem('sessionId', { storage });
    expect(getStoredItem('sessionId', { storage })).toBeUndefined();
  });
});
