import {
  BROKER_IDENTITY_FIELDS,
  BROKER_IDENTITY_QUERY,
  type BrokerIdentity,
  brokerIdentityOf,
  formatSiren,
  identityText,
  registrationLine,
} from '@courtage/contracts/broker/broker-identity';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { API_URL, FIRST_ADMIN, staffAccessToken, uniqueEmail, waitForEmail } from './auth-helpers.ts';
import { CMS_URL } from './site-cms-admin.ts';

/**
 * One broker identity: the CMS's site settings are read by the site's footer, the four
 * legal pages, the emails and the quote PDF. This journey reads each of them and checks the
 * identity's parts are printed the same everywhere, and that no placeholder is left over.
 */

const LEGAL_PAGES = [
  '/mentions_legales',
  '/politique-de-confidentialite',
  '/conditions-d-utilisation',
  '/document-d-entree-en-relation',
];

async function cmsIdentity(): Promise<BrokerIdentity> {
  const response = await fetch(`${CMS_URL}${BROKER_IDENTITY_QUERY}`);
  const identity = brokerIdentityOf(await response.json());
  if (!identity) throw new Error('the CMS holds no complete broker identity');
  return identity;
}

/** What every place prints of the identity, as documents print it. */
function coreParts(identity: BrokerIdentity): string[] {
  return [
    identity.legalName,
    registrationLine(identity),
    identityText(identity, 'postalAddress'),
    identity.oriasNumber,
    identity.email,
  ];
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (response.headers.get('content-type') ?? '').includes('json')
    ? ((await response.json()) as T)
    : (Buffer.from(await response.arrayBuffer()) as T);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('the broker identity reads the same in the footer, every legal page, an email and the quote PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const identity = await cmsIdentity();
  const parts = coreParts(identity);

  await page.goto('/');
  const footer = flat((await page.locator('footer.site-footer').innerText()) ?? '');
  for (const part of [...parts, identity.phone, `ORIAS n° ${identity.oriasNumber}`])
    expect(footer).toContain(part);
  await expect(
    page.locator('footer').getByRole('link', { name: 'Document d’entrée en relation' }),
  ).toBeVisible();

  const insurers = (await (await fetch(`${API_URL}/api/v1/partner-insurers`)).json()) as {
    insurers: string[];
  };
  expect(insurers.insurers.length).toBeGreaterThan(0);
  for (const path of LEGAL_PAGES) {
    await page.goto(path);
    const text = flat(await page.locator('article').innerText());
    expect(text, path).not.toMatch(/\{\w+\}/);
    // The privacy policy gives the DPO's address where the others give the general one.
    const expected =
      path === '/politique-de-confidentialite' ? [...parts.slice(0, -1), identity.dpoEmail] : parts;
    for (const part of expected) expect(text, `${path}: ${part}`).toContain(part);
    if (path === '/mentions_legales')
      for (const field of BROKER_IDENTITY_FIELDS) {
        const printed = field === 'siren' ? formatSiren(identity.siren) : identityText(identity, field);
        expect(text, field).toContain(printed);
      }
    if (path === '/document-d-entree-en-relation') {
      expect(text).toContain(insurers.insurers.join(', '));
      expect(text).toContain(`${identity.mediatorName}, ${identityText(identity, 'mediatorAddress')}`);
      await shoot(page, 'der');
    }
  }

  // A quote for a name outside Windows-1252: it is sent (no 500), its PDF and its email print the identity.
  const token = await staffAccessToken(FIRST_ADMIN.email, FIRST_ADMIN.password);
  const email = uniqueEmail('dvorak');
  const contact = await api<{ id: string }>('/api/v1/contact', token, {
    civility: 'M.',
    forename: 'Dvořák',
    name: 'Łukasz Øberg',
    email,
  });
  const quote = await api<{ id: string }>('/api/v1/devis', token, {
    contactId: contact.id,
    insuranceLine: 'responsabilite-civile-professionnelle',
    formula: 'Formule Sérénité',
    monthlyPremium: 45.9,
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  await api(`/api/v1/devis/${quote.id}/send`, token, {});
  const pdf = await api<Buffer>(`/api/v1/devis/${quote.id}/pdf`, token);
  const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  expect(flat(pdfText)).toContain('Dvořák Łukasz Øberg');
  expect(flat(pdfText)).toContain('Responsabilité civile professionnelle');
  for (const part of [...parts, identity.phone]) expect(flat(pdfText), `PDF: ${part}`).toContain(part);

  const sent = await waitForEmail(email, /devis/i, new Set());
  const emailText = flat(sent.text ?? '');
  for (const part of [...parts, identity.phone]) expect(emailText, `email: ${part}`).toContain(part);
  expect(emailText).toContain('Dvořák Łukasz Øberg');

  await page.goto('/');
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await shoot(page, 'footer');
});
