import { expect, test } from '@playwright/test';
import { SIGNED_OUT_MESSAGE, uniqueEmail } from './auth-helpers.ts';

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/inscription');
  await first.getByLabel('Prénom').fill('Léa');
  await first.getByLabel('Nom', { exact: true }).fill('Bernard');
  await first.getByLabel('E-mail').fill(uniqueEmail('onglets'));
  await first.getByLabel('Mot de passe').fill('Mutuelle-2026');
  await first.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(first).toHaveURL(/\/dashboard$/);

  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByLabel('Prénom')).toHaveValue('Léa');

  await first
    .getByRole('complementary', { name: 'Menu de mon espace' })
    .getByRole('button', { name: 'Se déconnecter' })
    .click();
  await expect(first).toHaveURL(/\/admin-login$/);
  await expect(second.getByText(SIGNED_OUT_MESSAGE)).toBeVisible();
  await expect(second).toHaveURL(/\/admin-login$/);
});
