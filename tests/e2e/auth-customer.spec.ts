import { expect, test } from '@playwright/test';
import { linkIn, PNG, SIGNED_OUT_MESSAGE, uniqueEmail, waitForEmail } from './auth-helpers.ts';

test('a customer signs up, verifies the email, signs in, edits the profile, changes the password and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('client');
  const password = 'Mutuelle-2026';
  const newPassword = 'Mutuelle-2027';

  await page.goto('/inscription');
  await page.getByLabel('Prénom').fill('Marie');
  await page.getByLabel('Nom', { exact: true }).fill('Dupont');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mon offre' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Menu de mon espace' });
  await expect(sidebar).toContainText('Marie Dupont');
  await expect(sidebar).toContainText(email);

  // The link of the verification email confirms the address and comes back to the dashboard.
  const verification = await waitForEmail(email, /Confirmez votre adresse e-mail/);
  // The gateway verifies, then redirects to PUBLIC_SITE_URL (localhost, another origin than the
  // journey's 127.0.0.1, so the browser follows the redirect's path on its own origin).
  const answer = await fetch(linkIn(verification, /verify-email/), { redirect: 'manual' });
  expect(answer.status).toBe(303);
  const landing = new URL(answer.headers.get('location') ?? '');
  await page.goto(`${landing.pathname}${landing.search}`);
  await expect(page).toHaveURL(/\/dashboard\?emailVerified=1$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est confirmée' }),
  ).toBeVisible();

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

test('the customer area sends a visitor without a session to the home page', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
});

test('on a phone the customer menu closes after a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/inscription');
  await page.getByLabel('Prénom').fill('Paul');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('E-mail').fill(uniqueEmail('mobile'));
  await page.getByLabel('Mot de passe').fill('Mutuelle-2026');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const sidebar = page.getByRole('complementary', { name: 'Menu de mon espace' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('button', { name: 'Profil' }).click();
  await sidebar.getByRole('link', { name: 'Modifier mon profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(sidebar).toBeHidden();
});
