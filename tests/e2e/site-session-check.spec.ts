import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { API_URL, signUpAndSignIn, uniqueEmail } from './auth-helpers.ts';

// A public page with a session stored in the browser checks it once with the server: a living
// one is kept (and 'Espace client' opens the customer area), a dead one leaves neither the
// session items nor the app's persisted state (specification §4, the route root).

const SESSION_KEYS = ['authData', 'sessionId', 'sessionExpiry', 'persist:root'];

async function storedSessionKeys(page: Page): Promise<string[]> {
  return page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), SESSION_KEYS);
}

async function sessionCheckOf(page: Page): Promise<string | undefined> {
  const html = page.locator('html[data-session-check]');
  await expect(html).toHaveCount(1);
  return (await html.getAttribute('data-session-check')) ?? undefined;
}

test('a public page keeps a living session and clears a revoked one, after asking the server once', async ({
  page,
}) => {
  await signUpAndSignIn(page, {
    firstName: 'Claire',
    lastName: 'Fontaine',
    email: uniqueEmail('session-publique'),
    password: 'Mutuelle-2026',
  });
  expect(await storedSessionKeys(page)).toEqual(SESSION_KEYS);

  const accountChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/v1/user') accountChecks.push(request.method());
  });
  await page.goto('/faq');
  expect(await sessionCheckOf(page)).toBe('alive');
  expect(accountChecks).toEqual(['GET']);
  await expect(page.getByRole('link', { name: 'Espace client' })).toHaveAttribute('href', '/dashboard');
  expect(await storedSessionKeys(page)).toEqual(SESSION_KEYS);

  // The session is revoked elsewhere (signed out from another device): the next public page
  // finds out, and the browser keeps nothing of it.
  const accessToken = await page.evaluate(
    () => JSON.parse(localStorage.getItem('authData') ?? '{}').value.accessToken,
  );
  const revoked = await fetch(`${API_URL}/auth/v1/user/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(revoked.ok).toBe(true);
  await page.goto('/');
  expect(await sessionCheckOf(page)).toBe('dead');
  expect(await storedSessionKeys(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Espace client' })).toHaveAttribute('href', '/connexion');
});

test('a session the server never issued is cleared from a public page, persisted state included', async ({
  page,
}) => {
  await page.goto('/faq');
  const inADay = Date.now() + 86_400_000;
  await page.evaluate(
    ({ sessionId, inADay }) => {
      const wrap = (value: unknown) => JSON.stringify({ value, expiry: inADay });
      localStorage.setItem(
        'authData',
        wrap({
          kind: 'customer',
          accessToken: 'jeton-inconnu',
          accessTokenExpiresAt: new Date(inADay).toISOString(),
          refreshToken: 'renouvellement-inconnu',
        }),
      );
      localStorage.setItem('sessionId', wrap(sessionId));
      localStorage.setItem('sessionExpiry', wrap(inADay));
      localStorage.setItem('persist:root', JSON.stringify({ user: { auth: true, fullName: 'Personne' } }));
    },
    { sessionId: randomUUID(), inADay },
  );
  await page.reload();
  expect(await sessionCheckOf(page)).toBe('dead');
  expect(await storedSessionKeys(page)).toEqual([]);
});
