import { expect, type Page, test } from '@playwright/test';
import { openComparator, uniqueEmail } from './comparator-flow.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** No step may scroll sideways on a 360 px wide phone. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Tabs forward until the focused element matches `name` (accessible name), at most 40 times. */
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return '';
      const labelled = el.labels?.[0]?.textContent ?? '';
      return `${labelled} ${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''} ${el.value ?? ''}`;
    });
    if (name.test(label)) return;
  }
  throw new Error(`never reached ${name} with Tab`);
}

test('on a 360 px phone, by keyboard alone, a visitor goes from the household to the offers', async ({
  page,
}) => {
  const comparator = await openComparator(page);
  await expectNoHorizontalScroll(page);

  // Step 1 by keyboard: the status radio group, then the gender group, then the fields.
  await comparator.getByRole('radio', { name: 'Seul(e)', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(comparator.getByRole('radio', { name: 'Seul(e)', exact: true })).toBeChecked();
  await tabTo(page, /Homme/);
  await page.keyboard.press('Space');
  await expect(comparator.getByRole('radio', { name: 'Homme' })).toBeChecked();
  await tabTo(page, /Votre date de naissance/);
  // Day and month order follow the browser's locale; 08/03 is a valid date either way.
  await page.keyboard.type('08031950');
  await expect(comparator.getByLabel('Votre date de naissance *')).toHaveValue(/^1950-0[38]-0[38]$/);
  await tabTo(page, /Votre activité professionnelle/);
  await page.keyboard.press('ArrowDown');
  await expect(comparator.getByLabel('Votre activité professionnelle *')).not.toHaveValue('');
  await tabTo(page, /Votre régime social/);
  await page.keyboard.press('ArrowDown');
  await expect(comparator.getByLabel('Votre régime social *')).toHaveValue('general');
  await tabTo(page, /Suivant/);
  await page.keyboard.press('Enter');

  await expect(comparator.getByText('Étape 2 sur 4 : Vos garanties')).toBeVisible();
  await expectNoHorizontalScroll(page);
  // Arrow keys move inside a radio group: Dentaire from Minimum to Moyen.
  await comparator
    .getByRole('group', { name: 'Dentaire' })
    .getByRole('radio', { name: /^Minimum/ })
    .focus();
  await page.keyboard.press('ArrowDown');
  await expect(
    comparator.getByRole('group', { name: 'Dentaire' }).getByRole('radio', { name: /^Moyen/ }),
  ).toBeChecked();
  await tabTo(page, /Suivant/);
  await page.keyboard.press('Enter');

  await expect(comparator.getByText('Étape 3 sur 4 : Vos coordonnées')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await comparator.getByLabel('Prénom *').focus();
  await page.keyboard.type('Paul');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Weber');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('clavier'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('0612345678');
  await page.keyboard.press('Tab');
  await page.keyboard.type('57000');
  const commune = comparator.getByLabel('Commune *');
  await expect(commune).toHaveValue('Metz');
  await tabTo(page, /Voir mes offres/);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: /Vos offres \(\d+\)/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await tabTo(page, /Choisir l’offre/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Confirmer votre offre' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
