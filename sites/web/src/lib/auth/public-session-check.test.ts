import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { setApiUrl } from './api-url.ts';
import { PERSIST_KEY } from './persist-root.ts';
import { checkPublicSession } from './public-session-check.ts';
import { saveSession } from './session-data.ts';
import { hasStoredSessionState, STORED_SESSION_KEYS } from './stored-session-state.ts';

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const tokens = (n: number, sessionExpiresAt = inAMinute()) => ({
  accessToken: `access-${n}`,
  accessTokenExpiresAt: inAMinute(),
  refreshToken: `refresh-${n}`,
  sessionId: '6f0c4c3e-3f55-4f55-9d7e-0a4f3c1b2a10',
  sessionExpiresAt,
});
const PERSISTED = JSON.stringify({
  authCredential: { auth: true },
  user: { auth: true, fullName: 'Léa Martin' },
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const REFUSED = { code: 'UNAUTHENTICATED', message: 'Votre session a expiré. Veuillez vous reconnecter.' };

let storage: Storage;
let calls: string[];
beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
  vi.stubGlobal('navigator', {}); // no lock manager: one tab
  setApiUrl('http://api.test');
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

function gateway(answer: (path: string, auth: string | undefined) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('http://api.test', '');
    calls.push(`${init.method ?? 'GET'} ${path}`);
    return answer(path, (init.headers as Record<string, string>).authorization);
  });
}

function storedKeys(): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').sort();
}

describe('the public pages’ session check', () => {
  it('calls nobody when nothing is stored', async () => {
    gateway(() => json(500, {}));
    expect(hasStoredSessionState()).toBe(false);
    expect(await checkPublicSession()).toEqual({ state: 'none' });
    expect(calls).toEqual([]);
  });

  it('asks the server once about a stored session and keeps it while it lives', async () => {
    saveSession(tokens(1), 'customer');
    storage.setItem(PERSIST_KEY, PERSISTED);
    gateway((_, auth) => (auth === 'Bearer access-1' ? json(200, { id: 'c1' }) : json(401, REFUSED)));
    expect(hasStoredSessionState()).toBe(true);
    expect(await checkPublicSession()).toEqual({ state: 'alive', kind: 'customer' });
    expect(calls).toEqual(['GET /auth/v1/user']);
    expect(storedKeys()).toEqual(['authData', PERSIST_KEY, 'sessionExpiry', 'sessionId']);
  });

  it('renews an expired access token of a living session rather than dropping it', async () => {
    saveSession(tokens(1), 'staff');
    gateway((path, auth) => {
      if (path === '/api/v1/admin/refresh-tokens') return json(200, tokens(2));
      return auth === 'Bearer access-2' ? json(200, { id: 's1' }) : json(401, REFUSED);
    });
    expect(await checkPublicSession()).toEqual({ state: 'alive', kind: 'staff' });
    expect(calls).toEqual([
      'GET /api/v1/admin/profile',
      'POST /api/v1/admin/refresh-tokens',
      'GET /api/v1/admin/profile',
    ]);
    expect(JSON.parse(storage.getItem('authData') ?? '{}').value.accessToken).toBe('access-2');
  });

  it('clears the session items and persist:root when the server refuses the session', async () => {
    saveSession(tokens(1), 'customer');
    storage.setItem(PERSIST_KEY, PERSISTED);
    storage.setItem('courtage:unrelated', 'kept');
    gateway(() => json(401, REFUSED));
    expect(await checkPublicSession()).toEqual({ state: 'dead' });
    expect(calls).toEqual(['GET /auth/v1/user', 'POST /auth/v1/user/refresh-tokens']);
    expect(storedKeys()).toEqual(['courtage:unrelated']);
  });

  it('clears persist:root without a call when the stored session has expired', async () => {
    saveSession(tokens(1, new Date(Date.now() - 1000).toISOString()), 'customer');
    storage.setItem(PERSIST_KEY, PERSISTED);
    gateway(() => json(200, {}));
    expect(await checkPublicSession()).toEqual({ state: 'dead' });
    expect(calls).toEqual([]);
    expect(storedKeys()).toEqual([]);
  });

  it('clears nothing when the server cannot tell (unreachable or failing)', async () => {
    saveSession(tokens(1), 'customer');
    storage.setItem(PERSIST_KEY, PERSISTED);
    gateway(() => {
      throw new TypeError('fetch failed');
    });
    expect(await checkPublicSession()).toEqual({ state: 'unknown', kind: 'customer' });
    gateway(() => json(503, { code: 'UNAVAILABLE', message: 'Service momentanément indisponible.' }));
    expect(await checkPublicSession()).toEqual({ state: 'unknown', kind: 'customer' });
    expect(storedKeys()).toEqual(['authData', PERSIST_KEY, 'sessionExpiry', 'sessionId']);
  });

  it('looks for the same keys the app persists under', () => {
    expect(STORED_SESSION_KEYS).toContain(PERSIST_KEY);
  });
});
