import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createStaff, openAdminScreen, staffSignsInWithEmailCode } from './auth-helpers.ts';

// Exports by role (README, "Staff roles and CSV exports"): a Sub-admin exports his own wallet
// ('Mes offres'), not the base; the gateway enforces it, the screens only show what it allows.

test('a Sub-admin exports his wallet and is offered no export of the whole base', async ({
  page,
}, testInfo) => {
  const subAdmin = await createStaff('sub-admin');
  await staffSignsInWithEmailCode(page, subAdmin.email, subAdmin.password);

  await openAdminScreen(page, 'Offres', 'Mes offres');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes offres' })).toBeVisible();
  const exportButton = page.getByRole('button', { name: 'Exporter en CSV' });
  await expect(exportButton).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({
      path: testInfo.outputPath(`mes-offres-sous-admin-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toBe('mes-offres.csv');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toContain('E-mail;');
  expect(rows, 'nobody has assigned him an offer yet').toEqual([]);

  for (const list of ['Offres reçues', 'Offres souscrites']) {
    await openAdminScreen(page, 'Offres', list);
    await expect(page.getByRole('heading', { level: 1, name: list })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toHaveCount(0);
  }
});
