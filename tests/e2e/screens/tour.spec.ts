import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { FIRST_ADMIN, staffAccessToken, staffSignsInWithEmailCode } from '../auth-helpers.ts';
import { fillDetails, fillHousehold, openComparator, uniqueEmail } from '../comparator-flow.ts';
import { CMS_URL } from '../site-cms-admin.ts';
import { api, settle } from './screens-helpers.ts';

/**
 * The README's two-minute tour: each main screen as a newcomer first sees it, with the demo
 * brokerage's data (seeded here when the stack does not hold it yet). These pictures show real,
 * date-dependent data, so they are not compared with a baseline: each test checks its screen
 * shows data, and `--update-snapshots` (which also rewrites the baselines) writes the pictures
 * into docs/tour/, where the README shows them. Other runs keep them in the test's output folder.
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TOUR_DIR = `${REPO_ROOT}docs/tour`;
const DEMO_CUSTOMER = { email: 'client.demo@courtage-sante.local', password: 'Client-demo-2026' };
const CMS_ADMIN = {
  email: process.env.STRAPI_ADMIN_EMAIL ?? 'admin@courtage-sante.local',
  password: process.env.STRAPI_ADMIN_PASSWORD ?? 'CourtageDev-Admin-2026',
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
test.use({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

/** Where a tour picture goes: docs/tour/ when the run rewrites the baselines, else the output folder. */
function tourPath(testInfo: TestInfo, name: string): string {
  const rewrite = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
  if (!rewrite) return testInfo.outputPath(`${name}.png`);
  mkdirSync(TOUR_DIR, { recursive: true });
  return `${TOUR_DIR}/${name}.png`;
}

async function tourPicture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: tourPath(testInfo, name), animations: 'disabled', caret: 'hide' });
}

test.beforeAll(() => {
  // Idempotent: a stack that already holds the demo (the `demo` project ran) is left as it is;
  // seeding an empty one takes minutes on a loaded machine.
  test.setTimeout(600_000);
  const out = execFileSync(process.execPath, ['infra/src/demo/seed-demo.ts', '--profile', 'test'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
    timeout: 540_000,
  });
  expect(out).toMatch(/demo brokerage seeded in [\d.]+ s|demo data already present/);
});

test('tour: a visitor compares offers', async ({ page }, testInfo) => {
  const comparator = await openComparator(page);
  await fillHousehold(comparator, {
    status: 'Un couple',
    gender: 'Femme',
    birthDate: '1984-05-12',
    activity: 'salarie',
    socialRegime: 'general',
    partner: { gender: 'Homme', birthDate: '1982-11-02' },
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 2 sur 4 : Vos garanties')).toBeVisible();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 3 sur 4 : Vos coordonnées')).toBeVisible();
  await fillDetails(comparator, {
    firstName: 'Claire',
    lastName: 'Visiteuse',
    email: uniqueEmail('visite-guidee'),
    phone: '06 39 98 12 34',
    postalCode: '69002',
    city: 'Lyon 2e Arrondissement',
  });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  const results = page.locator('.comparator-results');
  await expect(results.getByRole('heading', { name: /Vos offres \(\d+\)/ })).toBeVisible();
  await expect(results.locator('.offer-card').first()).toContainText('/ mois');
  await results.scrollIntoViewIfNeeded();
  await tourPicture(page, testInfo, 'visitor-offers');
});

test('tour: the demo customer’s “Mon offre”', async ({ page }, testInfo) => {
  await page.goto('/connexion');
  await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Mon offre', level: 1 })).toBeVisible();
  await expect(page.locator('.offer-card').filter({ hasText: 'Souscrite' })).toHaveCount(1);
  await tourPicture(page, testInfo, 'customer-mon-offre');
});

test('tour: the back-office as the Admin', async ({ page }, testInfo) => {
  await staffSignsInWithEmailCode(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page.getByRole('img', { name: /^Sur 30 jours :/ })).toBeVisible();
  await tourPicture(page, testInfo, 'backoffice-dashboard');

  await page.goto('/admin/offers');
  await expect(page.getByRole('heading', { name: 'Offres reçues', level: 1 })).toBeVisible();
  await expect(page.locator('.bo-table tbody tr:not(.bo-skeleton-row) .bo-badge').first()).toBeVisible();
  await tourPicture(page, testInfo, 'backoffice-offers');

  // The company with the most contacts reads best: the demo's first company in the list will do.
  const token = await staffAccessToken(FIRST_ADMIN.email, FIRST_ADMIN.password);
  const companies = await api<{ rows: { id: string; companyName: string }[] }>(
    token,
    'GET',
    '/api/v1/entreprise?limit=10',
  );
  const company = companies.rows[0];
  expect(company, 'a demo company').toBeDefined();
  await page.goto(`/admin/entreprise/${company?.id}`);
  await expect(page.getByRole('heading', { name: company?.companyName, level: 1 })).toBeVisible();
  await tourPicture(page, testInfo, 'backoffice-company');

  await page.goto('/admin/ops');
  await expect(page.getByRole('heading', { name: 'Processus' })).toBeVisible();
  await tourPicture(page, testInfo, 'backoffice-ops');
});

test('tour: the marketer’s CMS', async ({ page }, testInfo) => {
  await page.goto(`${CMS_URL}/admin`);
  await page.getByLabel(/^(E-?mail)/i).fill(CMS_ADMIN.email);
  await page.getByLabel(/^(Password|Mot de passe)/i).fill(CMS_ADMIN.password);
  await page.getByRole('button', { name: /^(Login|Se connecter|Connexion)$/i }).click();
  // Signed in once the panel leaves its login page (going on before would land back on it).
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await page.goto(`${CMS_URL}/admin/content-manager`);
  await expect(page.getByRole('link', { name: /FAQ/i }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: tourPath(testInfo, 'cms'), animations: 'disabled', caret: 'hide' });
});
