import { expect, test } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from './auth-helpers.ts';

type Wrapped = { value: { accessToken: string; refreshToken: string }; expiry: number };

test('a refused access token is renewed once with the refresh token and the call retried', async ({
  page,
}) => {
  await signUpAndSignIn(page, {
    firstName: 'Nina',
    lastName: 'Lefèvre',
    email: uniqueEmail('renouvellement'),
    password: 'Mutuelle-2026',
  });

  // Make the stored access token unusable, as an expired one would be.
  const before = await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('authData') ?? '{}') as Wrapped;
    const original = stored.value.refreshToken;
    stored.value.accessToken = 'expired.access.token';
    window.localStorage.setItem('authData', JSON.stringify(stored));
    return original;
  });
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/auth/v1/user/refresh-tokens')) refreshes.push(response.status());
  });

  await page.goto('/profile');
  await expect(page.getByLabel('Prénom')).toHaveValue('Nina');
  expect(refreshes).toEqual([200]);
  const after = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('authData') ?? '{}') as Wrapped).value,
  );
  expect(after.accessToken).not.toBe('expired.access.token');
  expect(after.refreshToken).not.toBe(before);
});

test('two tabs renewing at the same moment spend the refresh token once and both stay signed in', async ({
  context,
}) => {
  const first = await context.newPage();
  await signUpAndSignIn(first, {
    firstName: 'Hugo',
    lastName: 'Marchand',
    email: uniqueEmail('deux-onglets'),
    password: 'Mutuelle-2026',
  });
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second).toHaveURL(/\/dashboard$/);
  // Both tabs settled first: a tab still checking its session when the token is spoiled below
  // starts a renewal that the navigation to /profile then cuts off (the gateway rotated the token,
  // the tab never saw the new one), which is not the race this journey is about.
  for (const page of [first, second]) {
    await expect(page.getByRole('button', { name: 'Hugo Marchand' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  const refreshes: number[] = [];
  for (const page of [first, second]) {
    page.on('response', (response) => {
      if (response.url().endsWith('/auth/v1/user/refresh-tokens')) refreshes.push(response.status());
    });
  }
  // Both tabs now hold an access token the gateway refuses, as after 15 minutes.
  await first.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('authData') ?? '{}') as Wrapped;
    stored.value.accessToken = 'expired.access.token';
    window.localStorage.setItem('authData', JSON.stringify(stored));
  });
  await Promise.all([first.goto('/profile'), second.goto('/profile')]);
  await expect(first.getByLabel('Prénom')).toHaveValue('Hugo');
  await expect(second.getByLabel('Prénom')).toHaveValue('Hugo');
  // One rotation for both tabs: the second tab waited for the first and used its tokens.
  expect(refreshes).toEqual([200]);
  await second.reload();
  await expect(second.getByLabel('Prénom')).toHaveValue('Hugo');
});
