import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { readSession, saveSession } from './session-data.ts';

const tokens = (sessionExpiresAt: string) => ({
  accessToken: 'access-1',
  accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
  refreshToken: 'refresh-1',
  sessionId: '6f0c4c3e-3f55-4f55-9d7e-0a4f3c1b2a10',
  sessionExpiresAt,
});

let storage: Storage;
beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('stored session', () => {
  it('is valid while sessionId is stored and sessionExpiry is ahead', () => {
    saveSession(tokens(new Date(Date.now() + 60_000).toISOString()), 'customer');
    expect(readSession()).toMatchObject({
      kind: 'customer',
      accessToken: 'access-1',
      sessionId: tokens('').sessionId,
    });
    expect(Object.keys(JSON.parse(storage.getItem('authData') ?? '{}'))).toEqual(['value', 'expiry']);
  });

  it('clears every session item once the session has expired', () => {
    saveSession(tokens(new Date(Date.now() - 1).toISOString()), 'staff');
    expect(readSession()).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('clears every session item when sessionId is missing', () => {
    saveSession(tokens(new Date(Date.now() + 60_000).toISOString()), 'staff');
    storage.removeItem('sessionId');
    expect(readSession()).toBeUndefined();
    expect(storage.getItem('authData')).toBeNull();
  });
});
