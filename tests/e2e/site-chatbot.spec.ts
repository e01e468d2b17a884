import { expect, test } from '@playwright/test';

test('the help chatbot answers a question of each category, by keyboard too', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('astro-island[component-url*="HelpChatbot"]')).not.toHaveAttribute('ssr');
  const toggle = page.getByRole('button', { name: 'Besoin d’aide ?' });
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Aide' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');

  const categories = dialog.locator('.chatbot__list').last().getByRole('button');
  await expect(categories).toHaveCount(5);
  const names = await categories.allInnerTexts();
  for (const name of names) {
    await dialog.getByRole('button', { name, exact: true }).click();
    await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible();
    const firstQuestion = dialog.locator('.chatbot__list').last().getByRole('button').first();
    const question = await firstQuestion.innerText();
    await firstQuestion.click();
    const answer = dialog.locator('.chatbot__answer');
    await expect(answer.getByRole('heading', { name: question })).toBeVisible();
    const text = await answer.locator('p').first().innerText();
    expect(text.length).toBeGreaterThan(20);
    expect(text).not.toMatch(/\{(phone|email)\}/);
    await dialog.getByRole('button', { name: 'Retour' }).click();
    await dialog.getByRole('button', { name: 'Tous les thèmes' }).click();
  }

  // Search (French stems, accents folded, one typo forgiven), then the ways out: contact form,
  // phone, e-mail.
  const search = dialog.getByLabel('Rechercher une question');
  const results = dialog.getByRole('region', { name: 'Résultats de la recherche' });
  await search.fill('resiliation');
  await expect(results.getByRole('button').first()).toHaveText(/résili/i);
  await search.fill('paiment');
  await expect(
    results.getByRole('button', { name: 'Quels sont les moyens de paiement acceptés ?' }),
  ).toBeVisible();
  await search.fill('hélicoptère');
  await expect(results).toContainText('Aucune question ne correspond à votre recherche.');
  await search.fill('');
  await expect(dialog.getByRole('link', { name: 'Écrire au service client' })).toHaveAttribute(
    'href',
    '/#contact',
  );
  await expect(dialog.getByRole('link', { name: /Appeler le/ })).toHaveAttribute('href', /^tel:/);
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

  // Keyboard: Tab stays in the dialog, Escape closes it and the focus goes back to the button.
  for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the FAQ page searches its questions in French and opens the answer found', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('astro-island[component-url*="FaqSearch"]')).not.toHaveAttribute('ssr');
  const search = page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' });
  await search.fill('economies');
  const found = page.getByRole('link', { name: 'Combien puis-je économiser en changeant de mutuelle ?' });
  await expect(found).toBeVisible();
  await found.click();
  const details = page.locator('details', {
    hasText: 'Combien puis-je économiser en changeant de mutuelle ?',
  });
  await expect(details).toHaveAttribute('open', '');
  await expect(details.locator('summary')).toBeFocused();
  await search.fill('xylophone');
  await expect(page.getByText('Aucune question ne correspond à « xylophone »')).toBeVisible();
});
