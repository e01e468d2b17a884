import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createStaff, staffSignsInWithEmailCode } from '../auth-helpers.ts';
import { validSiren } from '../siren.ts';

/**
 * Keyboard only: open, fill and submit a dialog, sort a column, open a row menu,
 * with the focus visible at each step. Also: 'Autres informations' of the company form stays
 * open while the broker corrects the error that opened it.
 */

test.setTimeout(180_000);

async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    const style = getComputedStyle(active);
    return active.matches(':focus-visible') && style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
  });
}

/** Presses Tab until the focused element matches `name` (at most `limit` times). */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active ? (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() : '';
    });
    if (name.test(label)) return;
  }
  throw new Error(`no focusable element named ${name} within ${limit} tabs`);
}

test('keyboard only: a company created through its dialog, a column sorted, a row menu opened', async ({
  page,
}) => {
  const admin = await createStaff('admin');
  await staffSignsInWithEmailCode(page, admin.email, admin.password);
  // Letters only: a hex suffix such as "5e3d9279" is split by PostgreSQL's text parser as a
  // number in scientific notation, and a search for it then misses.
  const companyName = `Clavier ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}${'abcdef'.charAt(Date.now() % 6)}`;

  await page.goto('/admin/entreprise');
  await expect(page.getByRole('heading', { name: 'Entreprises' })).toBeVisible();
  await tabTo(page, /^Ajouter une entreprise$/);
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ajouter une entreprise' });
  await expect(dialog).toBeVisible();
  // The dialog takes the focus; the first field is one Tab away at most.
  await expect(dialog.getByLabel('Raison sociale'))
    .toBeFocused({ timeout: 2_000 })
    .catch(async () => {
      await page.keyboard.press('Tab');
    });
  await expect(dialog.getByLabel('Raison sociale')).toBeFocused();
  await page.keyboard.type(companyName);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('SIREN')).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.type(validSiren());
  await dialog.getByLabel('Code postal').focus();
  await page.keyboard.type('75001');
  await expect(dialog.getByLabel('Ville', { exact: true })).toHaveValue(/^Paris/);
  // A wrong IBAN behind 'Autres informations': submitting opens the section on its error.
  const others = dialog.locator('details');
  await expect(others).not.toHaveAttribute('open');
  await dialog.getByText(/^Autres informations/).focus();
  await page.keyboard.press('Enter');
  await expect(others).toHaveAttribute('open');
  await dialog.getByLabel('IBAN').focus();
  await page.keyboard.type('FR76 0000');
  await dialog.getByText(/^Autres informations/).focus();
  await page.keyboard.press('Enter');
  await expect(others).not.toHaveAttribute('open');
  await dialog.getByLabel('SIREN').focus();
  await page.keyboard.press('Enter');
  await expect(others).toHaveAttribute('open');
  const iban = dialog.getByLabel('IBAN');
  await iban.focus();
  // Correcting the IBAN clears its error: the section stays open under the broker's hands.
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await expect(others).toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: companyName })).toBeVisible();

  // Sort: a header's button, by keyboard, flips the column's aria-sort.
  await page.goto(`/admin/entreprise?q=${encodeURIComponent(companyName)}`);
  const header = page.locator('thead th:has(.bo-sort)').first();
  const firstSortable = header.locator('.bo-sort');
  const before = await header.getAttribute('aria-sort');
  await firstSortable.focus();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(header).not.toHaveAttribute('aria-sort', before ?? '');
  await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);

  // Row menu: Enter opens it, arrows move in it, Escape closes it and gives the focus back.
  const actions = page.getByRole('button', { name: new RegExp(`^Actions : ${companyName}`) });
  await actions.focus();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(actions).toBeFocused();
});
