import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { apiRequest, onSessionLost } from './api-client.ts';
import { setApiUrl } from './api-url.ts';
import { readSession, saveSession } from './session-data.ts';

const future = () => new Date(Date.now() + 60_000).toISOString();
const session = (n: number) => ({
  accessToken: `access-${n}`,
  accessTokenExpiresAt: future(),
  refreshToken: `refresh-${n}`,
  sessionId: '6f0c4c3e-3f55-4f55-9d7e-0a4f3c1b2a10',
  sessionExpiresAt: future(),
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: Array<{ url: string; auth?: string; body?: string }>;
beforeEach(() => {
  vi.stubGlobal('window', { localStorage: createMemoryStorage() });
  // Node has a real navigator.locks, one per process: each test brings its own (or none).
  vi.stubGlobal('navigator', {});
  setApiUrl('http://api.test');
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: (url: string, auth: string | undefined) => Response) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).authorization;
    calls.push({ url, auth, body: init.body as string | undefined });
    return answer(url, auth);
  });
}

/**
 * The browser's one lock manager, shared by every tab (exclusive locks, granted in request
 * order; query() lists the held ones): enough to play two tabs in one test.
 */
function createLockManager() {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  return {
    request(name: string, callback: () => Promise<unknown>) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          Promise.resolve()
            .then(callback)
            .then(resolve, reject)
            .finally(() => {
              held.delete(name);
              queues.get(name)?.shift()?.();
            });
        };
        if (held.has(name)) (queues.get(name) ?? queues.set(name, []).get(name)!).push(run);
        else run();
      });
    },
    async query() {
      return { held: [...held].map((name) => ({ name })) };
    },
  };
}

describe('apiRequest', () => {
  it('renews an expired access token once, stores the rotated tokens and retries', async () => {
    saveSession(session(1), 'customer');
    stubFetch((url, auth) => {
      if (url.endsWith('/refresh-tokens')) return json(200, session(2));
      return auth === 'Bearer access-2'
        ? json(200, { ok: true })
        : json(401, { code: 'UNAUTHENTICATED', message: 'Expiré' });
    });
    const [a, b] = await Promise.all([
      apiRequest('/auth/v1/user', { auth: true }),
      apiRequest('/auth/v1/user', { auth: true }),
    ]);
    expect(a).toEqual({ ok: true });
    expect(b).toEqual({ ok: true });
    const refreshes = calls.filter((call) => call.url === 'http://api.test/auth/v1/user/refresh-tokens');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? '{}')).toEqual({ refreshToken: 'refresh-1' });
    expect(readSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('signs out when the renewal is refused and throws the French 401', async () => {
    saveSession(session(1), 'staff');
    const lost = vi.fn();
    onSessionLost(lost);
    stubFetch(() => json(401, { code: 'UNAUTHENTICATED', message: 'Votre session a expiré.' }));
    await expect(apiRequest('/api/v1/admin/profile', { auth: true })).rejects.toMatchObject({
      status: 401,
      message: 'Votre session a expiré.',
    });
    expect(calls.map((call) => call.url)).toEqual([
      'http://api.test/api/v1/admin/profile',
      'http://api.test/api/v1/admin/refresh-tokens',
    ]);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('gives the gateway error and its field details', async () => {
    stubFetch(() =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Données invalides',
        details: [{ field: '/email', message: 'E-mail invalide' }],
      }),
    );
    await expect(apiRequest('/auth/v1/user/signup', { method: 'POST', json: {} })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [{ field: '/email', message: 'E-mail invalide' }],
    });
  });

  it('does not spend a refresh token another tab spent, even while its own storage is stale', async () => {
    // This tab and another one both got a 401 with access-1. The other tab held the refresh lock
    // first: it rotated refresh-1 (and still advertises it as spent) and stored access-2, but
    // localStorage reaches this tab only later.
    const locks = createLockManager();
    vi.stubGlobal('navigator', { locks });
    saveSession(session(1), 'customer');
    let otherTabDone!: () => void;
    const otherTabRotated = new Promise<void>((resolve) => {
      otherTabDone = resolve;
    });
    void locks.request('courtage-session-refresh', async () => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('refresh-1'));
      const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      void locks.request(`courtage-refresh-spent:${hex}`, () => new Promise((r) => setTimeout(r, 1_000)));
      otherTabDone();
    });
    await otherTabRotated;
    setTimeout(() => saveSession(session(2), 'customer'), 100); // the storage event arrives late
    stubFetch((url, auth) => {
      if (url.endsWith('/refresh-tokens')) return json(401, { code: 'UNAUTHENTICATED', message: 'Rejeu' });
      return auth === 'Bearer access-2'
        ? json(200, { ok: true })
        : json(401, { code: 'UNAUTHENTICATED', message: 'Expiré' });
    });
    const lost = vi.fn();
    onSessionLost(lost);

    expect(await apiRequest('/auth/v1/user', { auth: true })).toEqual({ ok: true });
    expect(calls.map((call) => [call.url, call.auth])).toEqual([
      ['http://api.test/auth/v1/user', 'Bearer access-1'],
      ['http://api.test/auth/v1/user', 'Bearer access-2'],
    ]);
    expect(lost).not.toHaveBeenCalled();
  });

  it('advertises the refresh token it spent to the other tabs', async () => {
    const locks = createLockManager();
    vi.stubGlobal('navigator', { locks });
    saveSession(session(1), 'customer');
    stubFetch((url, auth) => {
      if (url.endsWith('/refresh-tokens')) return json(200, session(2));
      return auth === 'Bearer access-2' ? json(200, { ok: true }) : json(401, { code: 'UNAUTHENTICATED' });
    });
    await apiRequest('/auth/v1/user', { auth: true });
    const { held } = await locks.query();
    expect(held.map((lock) => lock.name)).toEqual([
      expect.stringMatching(/^courtage-refresh-spent:[0-9a-f]{64}$/),
    ]);
  });
});
