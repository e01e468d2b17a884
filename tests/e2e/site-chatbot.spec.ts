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

  // Search, then the ways out: contact form, phone, e-mail.
  await dialog.getByLabel('Rechercher une question').fill('resilier');
  await expect(dialog.getByRole('button', { name: /résili/i }).first()).toBeVisible();
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
