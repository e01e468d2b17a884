import { expect, test } from '@playwright/test';

test('a script chunk that fails to load shows a French reload prompt instead of a blank screen', async ({
  page,
}) => {
  await page.route(/HelpChatbot[^/]*\.js(\?.*)?$/, (route) => route.abort('failed'));
  await page.goto('/faq');
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('n’a pas pu être chargée');
  await expect(prompt.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  // The page itself is still there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');

  await page.unroute(/HelpChatbot[^/]*\.js(\?.*)?$/);
  await prompt.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(page.locator('astro-island[component-url*="HelpChatbot"]')).not.toHaveAttribute('ssr');
  await expect(prompt).toBeHidden();
});
