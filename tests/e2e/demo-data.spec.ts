import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { verifySeal } from '@courtage/offer/esign/verify-seal';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { FIRST_ADMIN, staffSignsInWithEmailCode } from './auth-helpers.ts';

/**
 * The demo brokerage (npm run seed:demo) as a newcomer meets it: seeded into the test
 * stack's databases, every back-office list shows rows, the dashboard's last 30 days have
 * comparisons, call-backs and subscriptions, and the demo customer's 'Mon offre' shows a
 * subscribed offer with its signed file: each document downloads, the sealed ones verify, and the
 * broker downloads the same file as a ZIP. Its own project, after the other journeys, which keep
 * their empty start (playwright.config.ts).
 */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_CUSTOMER = { email: 'client.demo@courtage-sante.local', password: 'Client-demo-2026' };
const SHOTS = process.env.DEMO_SCREENSHOTS_DIR;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

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
  }, testInfo) => {
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

    // The subscriptions' compliance, counted from their signed files: the demo's 25 at least.
    await page.goto('/admin/submitted-offers');
    const compliance = page.getByTestId('subscription-compliance');
    await expect(compliance).toContainText(/Dossiers signés(\d+) sur \d+ souscriptions/);
    const text = (await compliance.textContent()) ?? '';
    const signedFiles = Number(/Dossiers signés(\d+)/.exec(text)?.[1]);
    expect(signedFiles).toBeGreaterThanOrEqual(25);
    expect(text).toContain(`DER attestés${signedFiles} bulletins d’adhésion signés`);
    // Two or three sealed PDFs a file (the cancellation mandate when asked for: every demo file's).
    const sealed = Number(/Documents scellés(\d+)/.exec(text)?.[1]);
    expect(sealed).toBeGreaterThanOrEqual(Math.max(2 * signedFiles, 3 * 25));
    expect(sealed).toBeLessThanOrEqual(3 * signedFiles);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`subscription-compliance-${width}.png`) });
    }
  });

  test('the demo customer sees a subscribed offer and downloads its sealed documents; the broker gets the file as a ZIP', async ({
    page,
    browser,
  }, testInfo) => {
    // A customer sign-in, six downloads, a staff sign-in by emailed code and a ZIP.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
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
    const offerId = page.url().split('/').at(-1) ?? '';
    // "Mes documents": the signed file the seed made with the visitor flow's own code.
    const documents = page.getByRole('region', { name: 'Mes documents' });
    await expect(documents).toContainText('Dossier signé électroniquement le');
    const buttons = documents.getByRole('button', { name: /^Télécharger : / });
    await expect(buttons).toHaveCount(6);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await documents.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`demo-documents-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'offer-details');
    const downloaded = new Map<string, Buffer>();
    for (let index = 0; index < 6; index++) {
      const [file] = await Promise.all([page.waitForEvent('download'), buttons.nth(index).click()]);
      downloaded.set(file.suggestedFilename(), await readFile(await file.path()));
    }
    expect([...downloaded.keys()].sort()).toEqual([
      'attestation-adhesion.pdf',
      'bulletin-adhesion-signe.pdf',
      'conditions-generales.pdf',
      'ipid.pdf',
      'mandat-resiliation-signe.pdf',
      'mandat-sepa-signe.pdf',
    ]);
    // The membership form names everyone the price covers (the demo's step 01 names the household).
    const { text: form } = await extractText(
      await getDocumentProxy(new Uint8Array(downloaded.get('bulletin-adhesion-signe.pdf') ?? [])),
      { mergePages: true },
    );
    if (await page.getByText(/^Conjoint\(e\), \d+ ans$/).count())
      expect(form.replace(/\s+/g, ' ')).toMatch(/Conjoint\(e\) .{1,40}Martin, né\(e\) le/);
    for (const [name, pdf] of downloaded) {
      expect(pdf.subarray(0, 5).toString('latin1'), name).toBe('%PDF-');
      if (!name.endsWith('-signe.pdf')) continue;
      // The seal checks with the verifier; one changed byte, and it no longer does.
      expect(verifySeal(pdf), name).toMatchObject({ valid: true });
      const changed = Buffer.from(pdf);
      changed[changed.indexOf('/Title') + 1] = 'X'.charCodeAt(0);
      expect(verifySeal(changed).valid, `${name} changed`).toBe(false);
    }

    // The broker: the offer shows the signed file; its ZIP holds the same sealed PDFs and the evidence.
    const brokerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const broker = await brokerContext.newPage();
    await staffSignsInWithEmailCode(broker, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await broker.goto(`/admin/offer-details/${offerId}`);
    await expect(broker.getByTestId('offer-signature')).toContainText(/^Signé le .*, 3 documents scellés$/);
    const [zipDownload] = await Promise.all([
      broker.waitForEvent('download'),
      broker.getByRole('button', { name: 'Télécharger le dossier (ZIP)' }).click(),
    ]);
    const zip = await JSZip.loadAsync(await readFile(await zipDownload.path()));
    const evidence = JSON.parse((await zip.file('preuve-de-signature.json')?.async('string')) ?? '{}') as {
      signer: { email: string };
      documents: Array<{ signedSha256: string; signedKey: string }>;
    };
    expect(evidence.signer.email).toBe(DEMO_CUSTOMER.email);
    expect(evidence.documents).toHaveLength(3);
    for (const document of evidence.documents) {
      const name = document.signedKey.split('/').at(-1) ?? '';
      expect(sha256(downloaded.get(name) ?? Buffer.alloc(0)), name).toBe(document.signedSha256);
    }
    await brokerContext.close();
  });
});
