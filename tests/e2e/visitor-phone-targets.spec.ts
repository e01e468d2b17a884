import { expect, type Page, test } from '@playwright/test';
import {
  fillDetails,
  fillHousehold,
  openComparator,
  pickFirstFreeSlot,
  uniqueEmail,
} from './comparator-flow.ts';
import { confirmedOfferLink } from './offer-api.ts';

// On a phone the floating 'Besoin d’aide ?' button covered 'Souscrire en ligne', 'Confirmer mon
// offre', 'Choisir l’offre' and cover values, and header links were 19 px high: WCAG 2.2 asks
// targets of 24 px at least (2.5.8).

const PHONE = { width: 390, height: 844 };
const MIN_TARGET_PX = 24;

type Problem = string;

/**
 * Scrolls the page a screen at a time; at each stop, every link, button and form control on
 * screen, and every price (a text with '€'), must lie clear of the help button, and every visible
 * link and button must be at least 24 px high. Returns what is wrong, in words.
 */
async function targetProblems(page: Page): Promise<Problem[]> {
  await expect(page.locator('.chatbot-toggle')).toBeVisible();
  return page.evaluate(async (minimum) => {
    const problems = new Set<string>();
    const toggle = document.querySelector<HTMLElement>('.chatbot-toggle');
    if (!toggle) return ['no help button'];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || (element as HTMLInputElement).name || '').trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && box.right > 0;
    };
    const targets = () =>
      Array.from(
        document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"]'),
      ).filter((element) => element !== toggle && !toggle.contains(element) && shown(element));
    const prices = () =>
      Array.from(document.querySelectorAll('body *')).filter(
        (element) =>
          !toggle.contains(element) &&
          Array.from(element.childNodes).some(
            (node) => node.nodeType === 3 && /\d[\d\s,.\u202f]*\s?€/.test(node.textContent ?? ''),
          ) &&
          shown(element),
      );
    for (const target of targets()) {
      const tag = target.tagName.toLowerCase();
      const box = target.getBoundingClientRect();
      if ((tag === 'a' || tag === 'button') && box.height < minimum)
        problems.add(`${name(target)} is ${box.height.toFixed(1)} px high`);
    }
    const pageHeight = document.documentElement.scrollHeight;
    for (let top = 0; ; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const help = toggle.getBoundingClientRect();
      for (const element of [...targets(), ...prices()]) {
        const box = element.getBoundingClientRect();
        const overlaps =
          box.left < help.right && box.right > help.left && box.top < help.bottom && box.bottom > help.top;
        if (overlaps) problems.add(`the help button covers ${name(element)}`);
      }
      if (top + window.innerHeight >= pageHeight) break;
    }
    window.scrollTo(0, 0);
    return [...problems];
  }, MIN_TARGET_PX);
}

test.use({ viewport: PHONE });

test('public pages: the help button covers nothing and every link and button is 24 px high', async ({
  page,
}) => {
  for (const path of ['/', '/faq', '/assurances/assurance-decennale']) {
    await page.goto(path);
    expect(await targetProblems(page), path).toEqual([]);
  }
});

test('each comparator step, the confirmation and /subscribe: the help button covers nothing and targets are 24 px high', async ({
  page,
}) => {
  const comparator = await openComparator(page);
  expect(await targetProblems(page), 'step 1').toEqual([]);
  await fillHousehold(comparator, {
    status: 'Seul(e)',
    gender: 'Femme',
    birthDate: '1988-03-12',
    activity: 'salarie',
    socialRegime: 'general',
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 2 sur 4 : Vos garanties')).toBeVisible();
  expect(await targetProblems(page), 'step 2').toEqual([]);
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 3 sur 4 : Vos coordonnées')).toBeVisible();
  expect(await targetProblems(page), 'step 3').toEqual([]);
  await fillDetails(comparator, {
    firstName: 'Inès',
    lastName: 'Garnier',
    email: uniqueEmail('telephone'),
    phone: '06 12 34 56 78',
    postalCode: '69003',
    city: 'Lyon 3e Arrondissement',
  });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  await expect(page.getByRole('heading', { name: /Vos offres \(\d+\)/ })).toBeVisible();
  await page
    .locator('.offer-card')
    .first()
    .getByRole('button', { name: 'Voir le détail des garanties' })
    .click();
  await expect(page.locator('.offer-card .guarantee-table').first()).toBeVisible();
  expect(await targetProblems(page), 'step 4: the offers').toEqual([]);
  await page
    .locator('.offer-card')
    .first()
    .getByRole('button', { name: /Choisir l’offre/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Confirmer votre offre' })).toBeVisible();
  await pickFirstFreeSlot(page);
  expect(await targetProblems(page), 'the confirmation').toEqual([]);
  await page.getByRole('button', { name: 'Confirmer mon offre' }).click();
  await expect(page.getByRole('link', { name: 'Souscrire en ligne' })).toBeVisible();
  expect(await targetProblems(page), 'the confirmed offer').toEqual([]);

  await page.goto(await confirmedOfferLink(page, uniqueEmail('telephone-souscription')));
  await expect(page.getByLabel('Nationalité *')).toBeVisible();
  expect(await targetProblems(page), '/subscribe').toEqual([]);
});
