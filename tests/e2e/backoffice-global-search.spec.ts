import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createStaff, staffSignsInWithEmailCode, uniqueEmail } from './auth-helpers.ts';

/**
 * The global search: a broker presses Ctrl+K on any screen, types a
 * contact's name without its accents, picks the result with the keyboard and lands on the record;
 * Escape closes the palette; '?' lists the shortcuts, which stay quiet while typing in a field.
 */

test.setTimeout(120_000);

/** Letters only, so the name is one word to the search whatever the parser. */
const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');

test('a broker finds a contact typed without accents from the Ctrl+K palette, by keyboard only', async ({
  page,
}) => {
  const broker = await createStaff('sub-admin');
  await staffSignsInWithEmailCode(page, broker.email, broker.password);

  // The contact: 'Élodie Lévêque<tag>'.
  const name = `Lévêque${letters(8)}`;
  await page.goto('/admin/contact');
  await page.getByRole('button', { name: 'Ajouter un contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un contact' });
  await dialog.getByLabel('Civilité').selectOption('Mme');
  await dialog.getByLabel('Nom', { exact: true }).fill(name);
  await dialog.getByLabel('Prénom').fill('Élodie');
  await dialog.getByLabel('E-mail').fill(uniqueEmail('recherche'));
  await dialog.getByRole('button', { name: 'Ajouter le contact' }).click();
  await expect(dialog).toBeHidden();

  // From another screen, by keyboard only.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Recherche' });
  await expect(palette).toBeVisible();
  const field = palette.getByLabel('Rechercher dans le CRM et les offres');
  await expect(field).toBeFocused();
  const typed = `elodie ${name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}`;
  await page.keyboard.type(typed);
  const result = palette.getByRole('option', { name: new RegExp(`Élodie ${name}`) });
  await expect(result).toBeVisible();
  await expect(palette.getByRole('status')).toHaveText('1 résultat.');
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await result.getAttribute('id')) ?? 'none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/contact\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Mme Élodie ${name}`);
  await expect(palette).toBeHidden();

  // 'A' on the record: its call is logged from the keyboard.
  await page.keyboard.press('a');
  const call = page.getByRole('dialog', { name: `Journaliser un appel avec Élodie ${name}` });
  await expect(call).toBeVisible();
  await call.getByRole('button', { name: 'Annuler' }).click();
  await expect(call).toBeHidden();

  // Escape closes the palette and gives the focus back.
  await page.keyboard.press('Control+K');
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // '?' lists the shortcuts in French; in a field it is only a character.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Raccourcis clavier' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /Nouvelle tâche/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.goto('/admin/contact');
  const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
  await search.click();
  await page.keyboard.type('?n');
  await expect(help).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/contact/);

  // 'N' outside a field: a new task.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('n');
  await expect(page.getByRole('dialog', { name: /tâche/i })).toBeVisible();
});
