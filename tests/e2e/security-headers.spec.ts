import { expect, type Page, test } from '@playwright/test';
import { FIRST_ADMIN, signUpAndSignIn, staffSignsInWithEmailCode, uniqueEmail } from './auth-helpers.ts';
import { openComparator } from './comparator-flow.ts';

// The site's security headers, and the home page, the comparator, the customer
// area and the back-office working under the CSP (no 'unsafe-inline' for scripts) with no
// violation reported: every `securitypolicyviolation` event and CSP console error is kept.

type Violations = { list(): Promise<string[]> };

async function watchViolations(page: Page): Promise<Violations> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {
    async list() {
      const inPage = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => []);
      return [...inPage, ...fromConsole];
    },
  };
}

test('the site sends its security headers: CSP without inline scripts, no framing, nosniff, referrer and permissions policies', async ({
  page,
}) => {
  for (const path of ['/', '/admin-login', '/robots.txt']) {
    const response = await page.request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scripts, path).toContain("'self'");
    expect(scripts, path).not.toContain('unsafe-inline');
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  const home = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  // The island runtime and the inline scripts are allowed by their hashes.
  expect(home).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
});

test('home page and comparator run under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const comparator = await openComparator(page);
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByLabel('Votre date de naissance *')).toHaveAccessibleDescription(
    'Veuillez indiquer une date de naissance valide.',
  );
  await page.goto('/faq');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await violations.list()).toEqual([]);
});

test('the customer area runs under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signUpAndSignIn(page, {
    firstName: 'Claire',
    lastName: 'Martin',
    email: uniqueEmail('csp'),
    password: `Mutuelle-${Date.now()}-Ok`,
  });
  await page.goto('/profile');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await violations.list()).toEqual([]);
});

test('the back-office runs under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await staffSignsInWithEmailCode(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Double authentification' })).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await violations.list()).toEqual([]);
});

test('Strapi: no public registration, no 500 on forgot-password, no foreign origin with credentials', async ({
  request,
}) => {
  const cms = process.env.CMS_URL ?? 'http://127.0.0.1:11337';
  const register = await request.post(`${cms}/api/auth/local/register`, {
    data: { username: 'intrus', email: `intrus-${Date.now()}@example.com`, password: 'Intrus-2026-ok' },
  });
  expect([401, 403]).toContain(register.status());
  const forgot = await request.post(`${cms}/api/auth/forgot-password`, { data: { email: 'x@example.com' } });
  expect(forgot.status()).toBeLessThan(500);
  const foreign = await request.fetch(`${cms}/admin/access-token`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://attaquant.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(foreign.headers()['access-control-allow-origin'] ?? '').not.toBe('https://attaquant.example');
});
