import { expect, type Page, test } from '@playwright/test';
import {
  createStaff,
  emailIds,
  linkIn,
  signUpAndSignIn,
  staffSignsInWithEmailCode,
  uniqueEmail,
  waitForEmail,
} from './auth-helpers.ts';

/** Opens the emailed /reset-password/{token} link on the journey's own origin. */
async function openResetLink(page: Page, address: string, subject: RegExp, seen: Set<string>) {
  const link = new URL(linkIn(await waitForEmail(address, subject, seen), /\/reset-password\//));
  await page.goto(link.pathname);
}

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  );
}

test('a customer who forgot the password sets a new one from the emailed link, once', async ({ page }) => {
  const email = uniqueEmail('oubli');
  await signUpAndSignIn(page, { firstName: 'Hugo', lastName: 'Petit', email, password: 'Mutuelle-2026' });
  await page
    .getByRole('complementary', { name: 'Menu de mon espace' })
    .getByRole('button', { name: 'Se déconnecter' })
    .click();
  await expect(page).toHaveURL(/\/admin-login$/);

  const seen = await emailIds(email);
  await page.goto('/connexion');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe avec cette adresse');
  await openResetLink(page, email, /Réinitialisation de votre mot de passe$/, seen);
  const resetUrl = page.url();
  await chooseNewPassword(page, 'Nouveau-2026');
  await page.getByRole('link', { name: 'Me connecter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Connexion');
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('Nouveau-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(resetUrl);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Encore-2026');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('a staff member resets the password from /forgot-password and signs in with it', async ({ page }) => {
  const staff = await createStaff('sub-admin');
  const seen = await emailIds(staff.email);
  await page.goto('/admin-login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe avec cette adresse');
  await openResetLink(page, staff.email, /administrateur/, seen);
  await chooseNewPassword(page, 'Staff-Nouveau-2026');
  await page.getByRole('link', { name: 'Me connecter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Connexion');
  await expect(page).toHaveURL(/\/admin-login$/);
  await staffSignsInWithEmailCode(page, staff.email, 'Staff-Nouveau-2026');
});
