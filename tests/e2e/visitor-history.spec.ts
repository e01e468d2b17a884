import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  fillDetails,
  fillHousehold,
  fillSubscription,
  openComparator,
  pickFirstFreeSlot,
  uniqueEmail,
} from './comparator-flow.ts';
import { confirmedOfferLink } from './offer-api.ts';

// Browser Back at step 3 left the site, Forward came back to an empty step 1, a reload emptied the
// comparator and /subscribe: each step is now a history entry and the answers stay in the tab.

const STEP = {
  foyer: 'Étape 1 sur 4 : Votre foyer',
  garanties: 'Étape 2 sur 4 : Vos garanties',
  coordonnees: 'Étape 3 sur 4 : Vos coordonnées',
} as const;

async function expectStep(comparator: Locator, step: keyof typeof STEP) {
  await expect(comparator.getByText(STEP[step])).toBeVisible();
}

/** After a reload the island hydrates again: the comparator once ready. */
async function reloaded(page: Page): Promise<Locator> {
  await page.reload();
  const comparator = page.locator('.comparator[data-ready="true"]');
  await expect(comparator).toBeVisible();
  return comparator;
}

test('Back, Forward and reload keep the comparator on its step with every answer, up to the confirmation', async ({
  page,
}) => {
  let comparator = await openComparator(page);
  await fillHousehold(comparator, {
    status: 'Un couple',
    gender: 'Femme',
    birthDate: '1984-04-12',
    activity: 'salarie',
    socialRegime: 'general',
    partner: { gender: 'Homme', birthDate: '1982-09-30' },
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expectStep(comparator, 'garanties');
  const dental = () =>
    comparator.getByRole('group', { name: 'Dentaire' }).getByRole('radio', { name: /^Fort/ });
  await dental().check();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expectStep(comparator, 'coordonnees');
  await comparator.getByLabel('Prénom *').fill('Hélène');

  // Reload on step 3: same step, same answer.
  comparator = await reloaded(page);
  await expectStep(comparator, 'coordonnees');
  await expect(comparator.getByLabel('Prénom *')).toHaveValue('Hélène');

  // Back: step 2 then step 1, each with its answers; a reload on step 2 stays there.
  await page.goBack();
  await expectStep(comparator, 'garanties');
  await expect(dental()).toBeChecked();
  comparator = await reloaded(page);
  await expectStep(comparator, 'garanties');
  await expect(dental()).toBeChecked();
  await page.goBack();
  await expectStep(comparator, 'foyer');
  await expect(comparator.getByLabel('Votre date de naissance *')).toHaveValue('1984-04-12');
  await expect(comparator.getByLabel('Date de naissance de votre conjoint(e) *')).toHaveValue('1982-09-30');

  // Forward: step 2, then step 3 with the first name.
  await page.goForward();
  await expectStep(comparator, 'garanties');
  await page.goForward();
  await expectStep(comparator, 'coordonnees');
  await expect(comparator.getByLabel('Prénom *')).toHaveValue('Hélène');

  await fillDetails(comparator, {
    firstName: 'Hélène',
    lastName: 'Roux',
    email: uniqueEmail('historique'),
    phone: '06 22 33 44 55',
    postalCode: '33000',
    city: 'Bordeaux',
  });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  const cards = page.locator('.comparator-results .offer-card');
  await expect(cards.first()).toBeVisible();
  const title = await cards.first().getByRole('heading', { level: 3 }).textContent();
  await cards
    .first()
    .getByRole('button', { name: /Choisir l’offre/ })
    .click();
  const confirmHeading = page.getByRole('heading', { name: 'Confirmer votre offre' });
  await expect(confirmHeading).toBeVisible();

  // Reload on the confirmation: the same offer; Back to the offers, Back to step 3, Forward twice.
  await reloaded(page);
  await expect(confirmHeading).toBeVisible();
  await expect(page.locator('.comparator-confirm')).toContainText((title ?? '').split(' — ')[0] ?? '');
  await page.goBack();
  await expect(cards.first()).toBeVisible();
  await expect(confirmHeading).toHaveCount(0);
  await page.goBack();
  await expectStep(comparator, 'coordonnees');
  // The home page's contact form has its own 'E-mail *': the comparator's.
  await expect(comparator.getByLabel('E-mail *')).toHaveValue(/historique-/);
  await page.goForward();
  await expect(cards.first()).toBeVisible();
  await page.goForward();
  await expect(confirmHeading).toBeVisible();
  await pickFirstFreeSlot(page);
});

test('/subscribe keeps what was typed across a reload, except the NIR and the IBAN, and says so', async ({
  page,
}) => {
  await page.goto(await confirmedOfferLink(page, uniqueEmail('historique-souscription')));
  await expect(page.getByText('sauf les numéros de sécurité sociale et l’IBAN')).toBeVisible();
  await fillSubscription(page, {
    nationality: 'Française',
    birthPlace: 'Paris',
    birthCountry: 'France',
    nir: '2 90 06 75 111 222 97',
    street: '5 rue Oberkampf',
    bank: 'La Banque Postale',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'PSSTFRPP',
  });
  await page.getByLabel('Fréquence de paiement *').selectOption('Semestriel');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('3000 6000');
  expect(stored).not.toContain('111 222');

  await page.reload();
  await expect(page.getByLabel('Nationalité *')).toHaveValue('Française');
  await expect(page.getByLabel('Adresse (numéro et rue) *')).toHaveValue('5 rue Oberkampf');
  await expect(page.getByLabel('BIC *')).toHaveValue('PSSTFRPP');
  await expect(page.getByLabel('Fréquence de paiement *')).toHaveValue('Semestriel');
  await expect(page.getByLabel(/J’accepte les conditions générales/)).toBeChecked();
  await expect(page.getByLabel('Numéro de sécurité sociale (15 caractères) *')).toHaveValue('');
  await expect(page.getByLabel('IBAN *')).toHaveValue('');
});
