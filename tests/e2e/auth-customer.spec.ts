import { expect, test } from '@playwright/test';
import { PNG, SIGNED_OUT_MESSAGE, signUpAndSignIn, uniqueEmail, waitForEmail } from './auth-helpers.ts';

test('a customer signs up, activates the account from the email, signs in, edits the profile, changes the password and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('client');
  const password = 'Mutuelle-2026';
  const newPassword = 'Mutuelle-2027';

  await signUpAndSignIn(page, { firstName: 'Marie', lastName: 'Dupont', email, password });
  const sidebar = page.getByRole('complementary', { name: 'Menu de mon espace' });
  await expect(sidebar).toContainText('Marie Dupont');
  await expect(sidebar).toContainText(email);
  // The activation link proved the address: no reminder to confirm it.
  await expect(page.getByText('Pensez à confirmer votre adresse e-mail')).toHaveCount(0);

  // Sign out, then sign in again.
  await page.getByRole('button', { name: 'Marie Dupont' }).click();
  await page.locator('.app-dropdown__panel').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByText(SIGNED_OUT_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto('/connexion');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Pensez à confirmer votre adresse e-mail')).toHaveCount(0);

  // Profile.
  await sidebar.getByRole('button', { name: 'Profil' }).click();
  await sidebar.getByRole('link', { name: 'Modifier mon profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Prénom')).toHaveValue('Marie');
  await page.getByLabel('Prénom').fill('Marie-Claire');
  await page.getByLabel('Téléphone (facultatif)').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre profil a été mis à jour.' })).toBeVisible();
  await expect(sidebar).toContainText('Marie-Claire Dupont');
  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Marie-Claire');

  // Picture: it replaces the default one in the sidebar, served by the API.
  const sidebarAvatar = sidebar.locator('img.app-avatar');
  await expect(sidebarAvatar).not.toHaveAttribute('src', /\/auth\/v1\/user\/avatars\//);
  await page
    .getByLabel('Choisir une image (PNG, JPEG ou WebP, 1 Mo au maximum)')
    .setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('status').filter({ hasText: 'Votre photo a été mise à jour.' })).toBeVisible();
  await expect(sidebarAvatar).toHaveAttribute('src', /\/auth\/v1\/user\/avatars\//);
  await expect
    .poll(() => sidebarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  // Password: a wrong current one is refused in French, then the change works.
  await sidebar.getByRole('button', { name: 'Profil' }).click();
  await sidebar.getByRole('link', { name: 'Mot de Passe' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Mot de passe actuel').fill('Pas-le-bon-1');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page.locator('.field-error')).toBeVisible();
  await page.getByLabel('Mot de passe actuel').fill(password);
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre mot de passe a été modifié.' }),
  ).toBeVisible();

  // Sign-out from the sidebar: toast, /admin-login, storage emptied, the area closed.
  await sidebar.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByText(SIGNED_OUT_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('sessionId'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);

  // The new password is the one that works now.
  await page.goto('/connexion');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar).toContainText('Marie-Claire Dupont');
});

test('signing up with an address that has an account answers the same and tells its owner by email', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('deja');
  await signUpAndSignIn(page, { firstName: 'Lina', lastName: 'Morel', email, password: 'Mutuelle-2026' });
  // Someone else, elsewhere, tries the same address.
  const other = await browser.newPage();
  await other.goto('/inscription');
  await other.getByLabel('Prénom').fill('Intrus');
  await other.getByLabel('Nom', { exact: true }).fill('Inconnu');
  await other.getByLabel('E-mail').fill(email);
  await other.getByLabel('Mot de passe').fill('Autre-passe-2026');
  await other.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    other.getByRole('status').filter({ hasText: 'suivez son lien pour activer votre espace client' }),
  ).toBeVisible();
  const notice = await waitForEmail(email, /Tentative de création de compte/);
  expect(notice.text).toContain('aucun compte n’a été créé');
  // No link in the message itself (nothing to click for someone who did not ask); the broker's
  // legal footer after the signature separator names the mediator's website.
  const [message] = (notice.text ?? '').split('\n-- \n');
  expect(message).not.toMatch(/https?:\/\//);
  await other.close();
});

test('the customer area sends a visitor without a session to the home page', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
});

test('on a phone the customer menu closes after a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndSignIn(page, {
    firstName: 'Paul',
    lastName: 'Martin',
    email: uniqueEmail('mobile'),
    password: 'Mutuelle-2026',
  });
  const sidebar = page.getByRole('complementary', { name: 'Menu de mon espace' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('button', { name: 'Profil' }).click();
  await sidebar.getByRole('link', { name: 'Modifier mon profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(sidebar).toBeHidden();
});
