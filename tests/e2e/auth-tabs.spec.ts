import { expect, test } from '@playwright/test';
import { SIGNED_OUT_MESSAGE, signUpAndSignIn, uniqueEmail } from './auth-helpers.ts';

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signUpAndSignIn(first, {
    firstName: 'Léa',
    lastName: 'Bernard',
    email: uniqueEmail('onglets'),
    password: 'Mutuelle-2026',
  });

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
