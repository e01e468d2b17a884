import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  fillDetails,
  fillHousehold,
  openComparator,
  pickFirstFreeSlot,
  uniqueEmail,
} from './comparator-flow.ts';

// The visitor's experience: a way back, step headings in view on a phone, contrast in
// every state, errors that leave once fixed, French dates.

const PHONE = { width: 360, height: 740 };
const ERROR_RED = 'rgb(179, 38, 30)';

/** The step's heading is focused and wholly inside the 360 x 740 screen (its bounding box). */
async function expectHeadingInView(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { name, level: 2 });
  await expect(heading).toBeFocused();
  await expect
    .poll(async () => {
      const box = await heading.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
    }, `heading ${name} inside the viewport`)
    .toBe(true);
}

/** The focused element is the form's first invalid control (or inside it, for a radio group). */
async function expectFocusOnFirstError(comparator: Locator) {
  await expect
    .poll(() =>
      comparator.evaluate((root) => {
        const first = root.querySelector('[aria-invalid="true"]');
        const active = document.activeElement;
        return first !== null && active !== null && (first === active || first.contains(active));
      }),
    )
    .toBe(true);
}

/**
 * axe's colour-contrast violations in the comparator and the header with every button and link
 * forced into `states` (Chrome's DevTools protocol, as hovering one at a time would miss most).
 */
async function contrastViolations(page: Page, states: string[]): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'button, a' });
  for (const nodeId of nodeIds)
    await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: states });
  const result = await new AxeBuilder({ page })
    .include('.comparator')
    .include('.site-header')
    .withRules(['color-contrast'])
    .analyze();
  for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [] });
  await cdp.detach();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${states.join('+')} ${node.target}: ${node.failureSummary}`),
  );
}

async function expectContrastInEveryState(page: Page) {
  // The buttons must be there: an empty page would pass.
  await expect(page.locator('.comparator .button--secondary').first()).toBeVisible();
  for (const states of [[], ['hover'], ['focus', 'focus-visible']])
    expect(await contrastViolations(page, states)).toEqual([]);
}

test.use({ viewport: PHONE });

test("the header's 'Espace client' leads to sign-in", async ({ page }) => {
  await page.goto('/faq');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Espace client' })
    .click();
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a phone: each step in view, errors fixed in place, contrast in every state, results after a reload, French dates', async ({
  page,
}) => {
  const comparator = await openComparator(page);

  // Step 1 sent empty: the focus goes to the first error, not to 'Suivant'.
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByRole('alert')).toHaveText('Veuillez corriger les champs signalés.');
  await expectFocusOnFirstError(comparator);

  // A wrong birth date: red border and message; fixed, both leave at once (no new 'Suivant').
  await fillHousehold(comparator, {
    status: 'Seul(e)',
    gender: 'Femme',
    birthDate: '2099-01-01',
    activity: 'salarie',
    socialRegime: 'general',
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  const birthDate = comparator.getByLabel('Votre date de naissance *');
  await expect(birthDate).toBeFocused();
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthDate).toHaveCSS('border-top-color', ERROR_RED);
  await expect(birthDate).toHaveAccessibleDescription('La date de naissance ne peut pas être dans le futur.');
  await birthDate.fill('1988-06-01');
  await expect(birthDate).not.toHaveAttribute('aria-invalid', 'true');
  await expect(comparator.getByText('La date de naissance ne peut pas être dans le futur.')).toHaveCount(0);
  await expect(comparator.getByRole('alert')).toHaveCount(0);

  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expectHeadingInView(page, 'Vos garanties');
  await expectContrastInEveryState(page); // 'Précédent' is a secondary button
  await comparator.getByRole('group', { name: 'Dentaire' }).getByRole('radio', { name: /^Fort/ }).check();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expectHeadingInView(page, 'Vos coordonnées');

  // Step 3: empty fields are 'obligatoire', a short postal code 'invalide' until it is fixed.
  await comparator.getByLabel('Code postal *').fill('330');
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  await expect(comparator.getByLabel('Prénom *')).toBeFocused();
  const email = comparator.getByLabel('E-mail *');
  await expect(email).toHaveAccessibleDescription('L’adresse e-mail est obligatoire.');
  await expect(email).toHaveCSS('border-top-color', ERROR_RED);
  const postalCode = comparator.getByLabel('Code postal *');
  await expect(postalCode).toHaveAccessibleDescription('Code postal invalide : 5 chiffres attendus.');
  await postalCode.fill('33000');
  await expect(comparator.getByText('Code postal invalide : 5 chiffres attendus.')).toHaveCount(0);

  // The e-mail field shows the whole address.
  const address = uniqueEmail('nathalie.bergeron-delacroix');
  await fillDetails(comparator, {
    firstName: 'Nathalie',
    lastName: 'Bergeron',
    email: address,
    phone: '06 11 22 33 44',
    postalCode: '33000',
    city: 'Bordeaux',
  });
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await comparator.getByLabel(/J’accepte d’être recontacté/).check();
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();

  const heading = /Vos offres \(\d+\)/;
  await expectHeadingInView(page, heading);
  const cards = page.locator('.offer-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  // By default the offers meeting every wanted level come first.
  const fits = await cards
    .locator('.badge--ok, .badge--warn')
    .evaluateAll((badges) => badges.map((badge) => badge.classList.contains('badge--ok')));
  expect(fits).toEqual([...fits].sort((a, b) => Number(b) - Number(a)));
  await cards.first().getByRole('button', { name: 'Voir le détail des garanties' }).click();
  const table = cards.first().locator('.guarantee-table').first();
  await expect(table).toBeVisible();
  for (const text of await cards.first().locator('.guarantee-table td').allTextContents())
    expect(text.match(/100\s%\sSanté/gu)?.length ?? 0, text).toBeLessThanOrEqual(1);
  await expectContrastInEveryState(page); // 'Masquer le détail…', 'Modifier ma demande'

  // A reload keeps the offers.
  const titles = await cards.getByRole('heading', { level: 3 }).allTextContents();
  await page.reload();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(cards).toHaveCount(count);
  expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(titles);

  await cards
    .first()
    .getByRole('button', { name: /Choisir l’offre/ })
    .click();
  await expectHeadingInView(page, 'Confirmer votre offre');
  const dates = await page
    .getByLabel('Date du rendez-vous *')
    .locator('option:not([value=""])')
    .allTextContents();
  // A day that cannot be picked says why after its date.
  for (const date of dates)
    expect(date).toMatch(
      /^\p{L}+ (1er|[12]?\d|3[01]) \p{L}+ 20\d\d( \((complet|plus aucun créneau ce jour-là)\))?$/u,
    );
  expect(dates.some((date) => / 1 /.test(date))).toBe(false);
  await pickFirstFreeSlot(page);
  await expectContrastInEveryState(page); // 'Retour aux offres'

  // Nothing floats over the primary button once it is scrolled into view.
  const confirm = page.getByRole('button', { name: 'Confirmer mon offre' });
  await confirm.scrollIntoViewIfNeeded();
  const box = await confirm.boundingBox();
  if (!box) throw new Error('no box for the confirm button');
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
    { x: box.x + box.width - 4, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe('Confirmer mon offre');
  await confirm.click();
  await expect(page.locator('.comparator-confirm')).toContainText(
    /Rendez-vous le (1er|[12]?\d|3[01]) \p{L}+ 20\d\d à \d{2} h \d{2} \(heure de Paris\)\./u,
  );
});
