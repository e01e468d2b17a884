import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createStaff, signUpAndSignIn, staffSignsInWithEmailCode, uniqueEmail } from './auth-helpers.ts';

/** WCAG 2.1 A/AA violations axe finds on the page as it is now. */
async function violations(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

test('the sign-in pages and the customer area have no axe violations', async ({ page }) => {
  for (const path of ['/connexion', '/inscription', '/admin-login', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  await signUpAndSignIn(page, {
    firstName: 'Inès',
    lastName: 'Roux',
    email: uniqueEmail('axe'),
    password: 'Mutuelle-2026',
  });
  expect(await violations(page), '/dashboard').toEqual([]);
  await page.goto('/profile');
  await expect(page.getByLabel('Prénom')).toHaveValue('Inès');
  expect(await violations(page), '/profile').toEqual([]);
});

test('the back-office screens have no axe violations', async ({ page }) => {
  const staff = await createStaff('admin');
  await staffSignsInWithEmailCode(page, staff.email, staff.password);
  expect(await violations(page), '/admin/dashboard').toEqual([]);
  // The header's notifications button opens the staff member's notifications panel.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  expect(await violations(page), 'notifications panel').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: staff.name }).click();
  await expect(page.locator('.app-dropdown__panel').getByRole('link', { name: 'Mon profil' })).toBeVisible();
  expect(await violations(page), 'profile menu').toEqual([]);
  for (const path of ['/admin/profile', '/admin/manage-admins', '/admin/add-new-admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});
