import { expect, test } from '@playwright/test';
import {
  createStaff,
  openAdminScreen,
  SIGNED_OUT_MESSAGE,
  staffSignsInWithEmailCode,
  totp,
  unfoldAdminGroup,
} from './auth-helpers.ts';

test('a staff member signs in with the emailed code, enables TOTP, then signs in with a TOTP code', async ({
  page,
}) => {
  const staff = await createStaff('admin');
  await staffSignsInWithEmailCode(page, staff.email, staff.password);

  await openAdminScreen(page, 'Paramètres', 'Mon profil');
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByTestId('recovery-codes').locator('li')).not.toHaveCount(0);
  const recoveryCodes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map(
    (code) => code.trim(),
  );
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Code à 6 chiffres de l’application').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirmer l’activation' }).click();
  await expect(page.getByText('La double authentification par application est activée.')).toBeVisible();

  await page.getByRole('button', { name: 'Alice Admin' }).click();
  await page.locator('.app-dropdown__panel').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByText(SIGNED_OUT_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);

  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Mot de passe').fill(staff.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/otp-veryfy\/[0-9a-f-]{36}\?methode=application$/);
  // The next step's code (one step of drift is accepted): the set-up code is never replayed.
  await page.getByLabel('Code à 6 chiffres de votre application d’authentification').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();

  // Without the phone: a recovery code, once.
  await page.getByRole('button', { name: 'Alice Admin' }).click();
  await page.locator('.app-dropdown__panel').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Mot de passe').fill(staff.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a Sub-admin does not see staff management and is refused /admin/manage-admins', async ({ page }) => {
  const staff = await createStaff('sub-admin');
  await staffSignsInWithEmailCode(page, staff.email, staff.password);
  const menu = await unfoldAdminGroup(page, 'Paramètres');
  await expect(menu.getByRole('link', { name: 'Mon profil' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Gérer les administrateurs' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Ajouter un administrateur' })).toHaveCount(0);
  await page.goto('/admin/manage-admins');
  await expect(page.getByRole('alert')).toHaveText('Accès refusé : cette page est réservée aux Admins.');
});

test('an Admin lists, searches and changes the role of staff members', async ({ page }) => {
  const admin = await createStaff('admin');
  const other = await createStaff('sub-admin');
  await staffSignsInWithEmailCode(page, admin.email, admin.password);
  await openAdminScreen(page, 'Paramètres', 'Gérer les administrateurs');
  await expect(page.getByRole('heading', { name: 'Gérer les administrateurs' })).toBeVisible();
  await page.getByLabel('Rechercher').fill(other.email);
  const row = page.getByRole('row').filter({ hasText: other.email });
  await expect(row).toHaveCount(1);
  await row.getByLabel(`Rôle de ${other.name}`).selectOption('admin');
  await expect(row.getByLabel(`Rôle de ${other.name}`)).toHaveValue('admin');
  await row.getByRole('button', { name: `Désactiver ${other.name}` }).click();
  await expect(row).toContainText('Désactivé');
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Supprimer ${other.name}` }).click();
  await expect(page.getByText('Les données n’existent pas!')).toBeVisible();
});

test('the admin area sends a visitor without a session to /admin-login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
});
