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
});
