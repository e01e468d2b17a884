import { createHmac, randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { emailsTo, type MaildevEmail } from './maildev.ts';

/** The test profile's gateway (infra/src/stack/profiles.ts: port 3000 + 10000). */
export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:13000';
/** The first Admin of a non-production auth service (services/auth/src/config.ts DEV_ADMIN). */
export const FIRST_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@courtage-sante.local',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin-dev-2026',
};
export const SIGNED_OUT_MESSAGE = 'You have been logged out successfully';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

/** Waits for an email to `address` whose subject matches and that was not in `seen`. */
export async function waitForEmail(
  address: string,
  subject: RegExp,
  seen: ReadonlySet<string> = new Set(),
): Promise<MaildevEmail> {
  let found: MaildevEmail | undefined;
  await expect
    .poll(
      async () => {
        const emails = await emailsTo(address);
        found = emails.filter((email) => subject.test(email.subject) && !seen.has(email.id)).at(-1);
        return Boolean(found);
      },
      {
        message: `email "${subject}" to ${address} in MailDev`,
        timeout: 30_000,
        intervals: [250, 500, 1000],
      },
    )
    .toBe(true);
  return found as MaildevEmail;
}

export async function emailIds(address: string): Promise<Set<string>> {
  return new Set((await emailsTo(address)).map((email) => email.id));
}

/** The 6-digit code of a staff sign-in email. */
export function codeIn(email: MaildevEmail): string {
  const match = /\b(\d{6})\b/.exec(email.text ?? '');
  if (!match?.[1]) throw new Error(`no code in "${email.subject}"`);
  return match[1];
}

export type NewCustomer = { firstName: string; lastName: string; email: string; password: string };

/**
 * A visitor gets a customer account: the sign-up form answers the same whether or
 * not the address has an account, the emailed link activates the account (the gateway sends
 * the browser to the sign-in page), then the customer signs in and reaches 'Mon offre'.
 */
export async function signUpAndSignIn(page: Page, customer: NewCustomer): Promise<void> {
  await page.goto('/inscription');
  await page.getByLabel('Prénom').fill(customer.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(customer.lastName);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Mot de passe').fill(customer.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'suivez son lien pour activer votre espace client' }),
  ).toBeVisible();
  const activation = await waitForEmail(customer.email, /Confirmez votre adresse e-mail/);
  // The gateway activates, then redirects to PUBLIC_SITE_URL (localhost, another origin than the
  // journey's 127.0.0.1, so the browser follows the redirect's path on its own origin).
  const answer = await fetch(linkIn(activation, /verify-email/), { redirect: 'manual' });
  expect(answer.status).toBe(303);
  const landing = new URL(answer.headers.get('location') ?? '');
  await page.goto(`${landing.pathname}${landing.search}`);
  await expect(page).toHaveURL(/\/connexion\?compteActive=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Votre espace client est activé' })).toBeVisible();
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Mot de passe').fill(customer.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mon offre' })).toBeVisible();
}

export function linkIn(email: MaildevEmail, path: RegExp): string {
  const link = (email.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => path.test(url));
  if (!link) throw new Error(`no link matching ${path} in "${email.subject}"`);
  return link;
}

function base32Decode(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 (SHA-1, 30 s, 6 digits) for the step `offset` steps from now. */
export function totp(secret: string, offset = 0, now = Date.now()): string {
  const counter = Math.floor(now / 30_000) + offset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const start = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(start) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload;
}

/** Staff sign-in through the API with the emailed code; gives the access token. */
export async function staffAccessToken(email: string, password: string): Promise<string> {
  const seen = await emailIds(email);
  const challenge = await post<{ challengeId: string; method: string }>('/api/v1/admin', { email, password });
  if (challenge.method !== 'email') throw new Error(`${email} signs in with ${challenge.method}`);
  const code = codeIn(await waitForEmail(email, /code de connexion/i, seen));
  const signedIn = await post<{ tokens: { accessToken: string } }>('/api/v1/admin/verify-otp', {
    challengeId: challenge.challengeId,
    code,
  });
  return signedIn.tokens.accessToken;
}

/** A new staff member created by the first Admin; gives its credentials. */
export async function createStaff(
  role: 'admin' | 'sub-admin',
): Promise<{ email: string; password: string; name: string }> {
  const token = await staffAccessToken(FIRST_ADMIN.email, FIRST_ADMIN.password);
  const account = {
    name: role === 'admin' ? 'Alice Admin' : 'Sam Sous-admin',
    email: uniqueEmail(role),
    role,
    password: `Staff-${randomUUID().slice(0, 8)}-2026`,
  };
  await post('/api/v1/admin/staff', account, token);
  return account;
}

/** Admin sign-in in the browser with the emailed code; ends on /admin/dashboard. */
export async function staffSignsInWithEmailCode(page: Page, email: string, password: string): Promise<void> {
  const seen = await emailIds(email);
  await page.goto('/admin-login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/otp-veryfy\/[0-9a-f-]{36}$/);
  const code = codeIn(await waitForEmail(email, /code de connexion/i, seen));
  await page.getByLabel('Code à 6 chiffres reçu par e-mail').fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
}

/** Unfolds a group of the back-office sidebar (one group is open at a time); gives the sidebar. */
export async function unfoldAdminGroup(page: Page, group: string): Promise<Locator> {
  const sidebar = page.getByRole('complementary', { name: 'Menu d’administration' });
  const toggle = sidebar.getByRole('button', { name: group, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return sidebar;
}

/** Follows a back-office sidebar link, unfolding its group first. */
export async function openAdminScreen(page: Page, group: string, link: string): Promise<void> {
  const sidebar = await unfoldAdminGroup(page, group);
  await sidebar.getByRole('link', { name: link, exact: true }).click();
}

/** A real 1 x 1 PNG (an avatar to upload). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
