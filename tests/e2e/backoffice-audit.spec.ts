import { expect, test } from '@playwright/test';
import {
  createStaff,
  FIRST_ADMIN,
  openAdminScreen,
  staffSignsInWithEmailCode,
  unfoldAdminGroup,
} from './auth-helpers.ts';

/**
 * The audit trail (/admin/audit): an Admin finds the staff member just created and his own
 * sign-in, filters by action and by the record's id, and the screen is pictured at 1280 and
 * 390 px; a Sub-admin has no link to it and the gateway refuses him.
 */
test.setTimeout(180_000);

test('an Admin reads the audit trail: the account just created, his sign-in, the filters', async ({
  page,
}) => {
  const member = await createStaff('sub-admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignsInWithEmailCode(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await openAdminScreen(page, 'Paramètres', 'Journal d’audit');
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Journal d’audit', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Journal d’audit' });
  // Newest first: this very sign-in, by the first Admin, with its address.
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Connexion réussie');
  await expect(firstRow).toContainText('(Admin)');
  await expect(firstRow).toContainText(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
  const created = table.getByRole('row').filter({ hasText: member.email });
  await expect(created).toContainText('Compte créé');
  await expect(created).toContainText('role : sub-admin');
  await page.screenshot({ path: test.info().outputPath('admin-audit-1280.png'), fullPage: true });

  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Compte créé' });
  await expect(page).toHaveURL(/action=create-staff/);
  await expect(table.getByRole('row').nth(1)).toContainText('Compte créé');
  await expect(table.getByRole('row').filter({ hasText: 'Connexion réussie' })).toHaveCount(0);

  // The record's id finds every entry about it.
  const memberId = (await created.locator('code').first().textContent())?.trim() ?? '';
  expect(memberId).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Toutes les actions' });
  await page.getByLabel('Identifiant de la cible').fill(memberId);
  await page.getByLabel('Identifiant de la cible').press('Enter');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Compte créé');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Identifiant de la cible').fill('');
  await page.getByLabel('Identifiant de la cible').press('Enter');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-audit-390.png'), fullPage: true });
  // Nothing pushes the page sideways on a phone: the table scrolls in its own frame.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a Sub-admin has no link to the audit trail and is refused it', async ({ page }) => {
  const subAdmin = await createStaff('sub-admin');
  await staffSignsInWithEmailCode(page, subAdmin.email, subAdmin.password);
  const sidebar = await unfoldAdminGroup(page, 'Paramètres');
  await expect(sidebar.getByRole('link', { name: 'Journal d’audit' })).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page.getByText('Accès refusé.').first()).toBeVisible();
});
