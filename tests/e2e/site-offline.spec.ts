import { expect, test } from '@playwright/test';

test('offline: /no-internet replaces the page, and the visitor is back where they were once online', async ({
  page,
  context,
}) => {
  await page.goto('/assurances/assurance-decennale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assurance décennale');

  await context.setOffline(true);
  await expect(page).toHaveURL(/\/no-internet$/);
  await expect(page.getByRole('heading', { name: 'Pas de connexion Internet' })).toBeVisible();
  await expect(page.getByText(/Vérifiez votre connexion/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assurance décennale' })).toBeHidden();

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/assurances\/assurance-decennale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assurance décennale');
  await expect(page.getByRole('heading', { name: 'Pas de connexion Internet' })).toBeHidden();
});

test('the /no-internet page sends the visitor back once online', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => sessionStorage.setItem('courtage:offline-from', '/faq'));
  await page.goto('/no-internet');
  await expect(page).toHaveURL(/\/faq$/);
});

test('offline also replaces the React apps (sign-in page of the back-office)', async ({ page, context }) => {
  await page.goto('/admin-login');
  const emailField = page.getByLabel(/e-mail/i).first();
  await expect(emailField).toBeVisible();

  await context.setOffline(true);
  await expect(page).toHaveURL(/\/no-internet$/);
  await expect(page.getByRole('heading', { name: 'Pas de connexion Internet' })).toBeVisible();
  await expect(emailField).toBeHidden();

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(emailField).toBeVisible();
});
