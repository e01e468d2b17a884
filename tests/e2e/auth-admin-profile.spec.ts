import { expect, test } from '@playwright/test';
import { createStaff, PNG, staffSignsInWithEmailCode, uniqueEmail } from './auth-helpers.ts';

test('an Admin edits the profile, uploads an avatar, changes the password and adds a Sub-admin', async ({
  page,
}) => {
  const staff = await createStaff('admin');
  await staffSignsInWithEmailCode(page, staff.email, staff.password);
  await page.goto('/admin/profile');

  await page.getByLabel('Nom', { exact: true }).fill('Alice Martin');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vos informations ont été mises à jour.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alice Martin' })).toBeVisible();

  const file = page.getByLabel(/Choisir une image/);
  await file.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert')).toHaveText(
    'Format non accepté : choisissez une image PNG, JPEG ou WebP.',
  );
  await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
  await expect(page.getByRole('alert')).toHaveText('Image trop lourde : 1 Mo au maximum.');
  await file.setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('status').filter({ hasText: 'Votre photo a été mise à jour.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mon portrait actuel' })).toHaveAttribute(
    'src',
    /\/api\/v1\/admin\/avatars\//,
  );

  const newPassword = 'Staff-Change-2026';
  await page.getByLabel('Mot de passe actuel').fill(staff.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre mot de passe a été modifié.' }),
  ).toBeVisible();

  const added = uniqueEmail('ajout');
  await page.getByRole('link', { name: 'Ajouter un administrateur' }).click();
  await expect(page.getByRole('heading', { name: 'Ajouter un administrateur' })).toBeVisible();
  await page.getByLabel('Nom', { exact: true }).fill('Bruno Ajouté');
  await page.getByLabel('E-mail').fill(added);
  await page.getByLabel('Rôle').selectOption('sub-admin');
  await page.getByLabel('Mot de passe provisoire').fill('Provisoire-2026');
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByRole('status')).toHaveText('Bruno Ajouté a été ajouté (Sous-administrateur).');
  await page.getByRole('link', { name: 'Gérer les administrateurs' }).click();
  await expect(page.getByRole('heading', { name: 'Gérer les administrateurs' })).toBeVisible();
  await page.getByLabel('Rechercher').fill(added);
  await expect(page.getByRole('row').filter({ hasText: added })).toHaveCount(1);
  // The header and the one searched row: the search's answer replaced the unfiltered list, whose
  // rows (this staff member's own) would also match the account menu's button name below.
  await expect(page.getByRole('row')).toHaveCount(2);

  // The changed password is the one that signs in now.
  await page.getByRole('button', { name: 'Alice Martin' }).click();
  await page.locator('.app-dropdown__panel').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await staffSignsInWithEmailCode(page, staff.email, newPassword);
});
