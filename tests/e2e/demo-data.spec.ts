import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { FIRST_ADMIN, staffSignsInWithEmailCode } from './auth-helpers.ts';

/**
 * The demo brokerage (npm run seed:demo, issue 32) as a newcomer meets it: seeded into the test
 * stack's databases, every back-office list shows rows, the dashboard's last 30 days have
 * comparisons, call-backs and subscriptions, and the demo customer's 'Mon offre' shows a
 * subscribed offer with its document. Its own project, after the other journeys, which keep
 * their empty start (playwright.config.ts).
 */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_CUSTOMER = { email: 'client.demo@courtage-sante.local', password: 'Client-demo-2026' };
const SHOTS = process.env.DEMO_SCREENSHOTS_DIR;

/** The back-office lists: path under /admin and the screen's heading. */
const LISTS = [
  { path: 'entreprise', heading: 'Entreprises' },
  { path: 'contact', heading: 'Contacts' },
  { path: 'offers', heading: 'Offres reçues' },
  { path: 'submitted-offers', heading: 'Offres souscrites' },
  { path: 'devis', heading: 'Devis' },
  { path: 'portefeuille-contrats', heading: 'Portefeuille contrats' },
  { path: 'task', heading: 'Tâches' },
  { path: 'contact-us', heading: 'Messages de contact' },
  { path: 'users/queries', heading: 'Questions des utilisateurs' },
] as const;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('the demo brokerage', () => {
  test.beforeAll(() => {
    // --reset: the same demo whatever an earlier run left (the seed is deterministic per day).
    const out = execFileSync(
      process.execPath,
      ['infra/src/demo/seed-demo.ts', '--profile', 'test', '--reset'],
      { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' }, timeout: 120_000 },
    );
    expect(out).toMatch(/demo brokerage seeded in [\d.]+ s/);
  });

  test('every back-office list shows rows and the dashboard has curves for the last 30 days', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await staffSignsInWithEmailCode(page, FIRST_ADMIN.email, FIRST_ADMIN.password);

    // The default period is the last 30 days: each curve has a non-zero total.
    const trend = page.getByRole('img', { name: /^Sur 30 jours :/ });
    await expect(trend).toBeVisible();
    const summary = (await trend.getAttribute('aria-label')) ?? '';
    const [, comparisons, callbacks, subscriptions] =
      /(\d+) comparaisons, (\d+) rappels confirmés, (\d+) souscriptions/.exec(summary) ?? [];
    expect(Number(comparisons)).toBeGreaterThan(100);
    expect(Number(callbacks)).toBeGreaterThan(50);
    expect(Number(subscriptions)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Rappels du jour' })).toBeVisible();
    await shot(page, 'dashboard');

    for (const list of LISTS) {
      await page.goto(`/admin/${list.path}`);
      await expect(page.getByRole('heading', { name: list.heading, level: 1 })).toBeVisible();
      // Rows of data (neither loading placeholders nor an empty list's message), in any of its tables.
      const rows = page.locator('.bo-table tbody tr:not(.bo-skeleton-row):not(:has(.bo-list__empty))');
      await expect(rows.first()).toBeVisible();
      await expect
        .poll(() => page.locator('.bo-table-wrap:not(:has(.bo-list__empty)) tbody tr').count(), {
          message: `rows of /admin/${list.path}`,
        })
        .toBeGreaterThan(1);
      await shot(page, list.path.replace('/', '-'));
    }
  });

  test('the demo customer sees a subscribed offer and its document in “Mon offre”', async ({ page }) => {
    await page.goto('/connexion');
    await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Mot de passe').fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Mon offre', level: 1 })).toBeVisible();
    const card = page.locator('.offer-card').filter({ hasText: 'Souscrite' });
    await expect(card).toHaveCount(1);
    await expect(page.getByText('Vous n’avez pas encore d’offre.')).toHaveCount(0);
    await shot(page, 'mon-offre');

    await card.getByRole('link', { name: /Voir le détail de l’offre/ }).click();
    await expect(page).toHaveURL(/\/offer-details\/[0-9a-f-]{36}$/);
    // The offer's document (its IPID) is a real PDF.
    const document = page.getByRole('link', { name: /IPID|Document d’information/ }).first();
    await expect(document).toBeVisible();
    const href = (await document.getAttribute('href')) ?? '';
    const response = await page.request.get(new URL(href, page.url()).href);
    expect(response.ok()).toBe(true);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await shot(page, 'offer-details');
  });
});
