import { expect, type Page, test } from '@playwright/test';
import {
  fillDetails,
  fillHousehold,
  fillSubscription,
  type Household,
  openComparator,
  type Partner,
  pickFirstFreeSlot,
  uniqueEmail,
  waitForEmail,
} from './comparator-flow.ts';
import { SIGNED_SUBSCRIPTION_SUBJECT, signSubscriptionWithEmailedCode } from './support/sign-subscription.ts';

const NO_SLOT = 'Veuillez sélectionner une date/créneau horaire approprié';
const CONFIRMED = 'Votre offre est confirmée. Un e-mail de confirmation vous a été envoyé.';

type Journey = {
  name: string;
  household: Household;
  dental: string;
  person: { firstName: string; lastName: string; postalCode: string; city: string; phone: string };
  subscription: {
    birthPlace: string;
    nir: string;
    nirMasked: string;
    street: string;
    iban: string;
    ibanMasked: string;
    /** The partner (own NIR and birth place) and the children's first names, named at subscription. */
    partner?: Partner;
    children?: string[];
  };
};

const JOURNEYS: Journey[] = [
  {
    name: 'a couple with three children in Corsica (20000)',
    household: {
      status: 'Un couple + enfant(s)',
      gender: 'Femme',
      birthDate: '1985-04-12',
      activity: 'salarie',
      socialRegime: 'general',
      partner: { gender: 'Homme', birthDate: '1983-09-30' },
      children: ['2012-02-01', '2015-07-14', '2019-11-23'],
    },
    dental: 'Fort',
    person: {
      firstName: 'Lætitia',
      lastName: 'Santoni',
      postalCode: '20000',
      city: 'Ajaccio',
      phone: '06 12 34 56 78',
    },
    subscription: {
      birthPlace: 'Ajaccio',
      nir: '2 85 04 2A 004 123 87',
      nirMasked: '2 85 ** ** *** *** **',
      street: '3 cours Napoléon',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      ibanMasked: 'FR76 **** **** **** **** ***0 189',
      // Born in Bastia (Haute-Corse, 2B) in September 1983.
      partner: { firstName: 'Marc', nir: '1 83 09 2B 033 045 35', birthPlace: 'Bastia' },
      children: ['Léa', 'Paul', 'Inès'],
    },
  },
  {
    name: 'a retired person in Metz on the Alsace-Moselle regime',
    household: {
      status: 'Seul(e)',
      gender: 'Homme',
      birthDate: '1950-03-08',
      activity: 'retraite',
      socialRegime: 'alsace-moselle',
    },
    dental: 'Maximum',
    person: {
      firstName: 'Jean',
      lastName: 'Schmitt',
      postalCode: '57000',
      city: 'Metz',
      phone: '03 87 12 34 56',
    },
    subscription: {
      birthPlace: 'Metz',
      nir: '1 50 03 57 463 123 38',
      nirMasked: '1 50 ** ** *** *** **',
      street: '12 rue Serpenoise',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      ibanMasked: 'FR76 **** **** **** **** ***0 189',
    },
  },
];

async function chooseAndConfirm(page: Page, email: string): Promise<string> {
  const results = page.locator('.comparator-results');
  await expect(results.getByRole('heading', { name: /Vos offres \(\d+\)/ })).toBeVisible();
  const cards = results.locator('.offer-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  await expect(cards.first()).toContainText('/ mois');
  await expect(cards.first()).toContainText('/ an');
  await expect(cards.first()).toContainText('Délais de carence');

  // Sort by cover, filter by "meets all my levels" and by one provider, then back to all.
  await results.getByLabel('Trier par').selectOption('cover');
  await results.getByLabel('Uniquement les offres qui couvrent tous mes niveaux').check();
  const full = await cards.count();
  for (let i = 0; i < full; i++) await expect(cards.nth(i)).toContainText('Couvre tous vos niveaux');
  const provider = results.getByLabel('Assureur');
  const firstProvider = await provider.locator('option').nth(1).textContent();
  await provider.selectOption({ index: 1 });
  for (let i = 0; i < (await cards.count()); i++)
    await expect(cards.nth(i)).toContainText(firstProvider ?? '');
  await provider.selectOption('');
  await results.getByLabel('Trier par').selectOption('price');

  const first = cards.first();
  await first.getByRole('button', { name: 'Voir le détail des garanties' }).click();
  await expect(first.locator('.guarantee-table').first()).toContainText('% BR');
  const title = await first.getByRole('heading').first().textContent();
  await first.getByRole('button', { name: /Choisir l’offre/ }).click();
  await expect(page.getByRole('heading', { name: 'Confirmer votre offre' })).toBeVisible();
  await expect(page.locator('.comparator-confirm')).toContainText((title ?? '').split(' — ')[0] ?? '');

  // No slot chosen: the §8 message, nothing sent.
  await page.getByRole('button', { name: 'Confirmer mon offre' }).click();
  await expect(page.getByText(NO_SLOT)).toBeVisible();

  await pickFirstFreeSlot(page);
  await page.getByRole('button', { name: 'Confirmer mon offre' }).click();
  await expect(page.locator('.comparator-confirm').getByRole('status')).toHaveText(CONFIRMED);
  await waitForEmail(email, 'Votre rendez-vous est confirmé');
  return title ?? '';
}

for (const journey of JOURNEYS) {
  test(`${journey.name}: home page to a confirmed slot and a finished subscription`, async ({ page }) => {
    const email = uniqueEmail(journey.person.lastName.toLowerCase());
    const comparator = await openComparator(page);

    // Step 1: the household. A missing field keeps the visitor on the step with a French message.
    await comparator.getByRole('button', { name: 'Suivant' }).click();
    await expect(comparator.getByLabel('Votre date de naissance *')).toHaveAccessibleDescription(
      'Veuillez indiquer une date de naissance valide.',
    );
    await fillHousehold(comparator, journey.household);
    await comparator.getByRole('button', { name: 'Suivant' }).click();

    // Step 2: warranties, 'Minimum' by default.
    await expect(comparator.getByText('Étape 2 sur 4 : Vos garanties')).toBeVisible();
    const dental = comparator.getByRole('group', { name: 'Dentaire' });
    await expect(dental.getByRole('radio', { name: /^Minimum/ })).toBeChecked();
    await dental.getByRole('radio', { name: new RegExp(`^${journey.dental}`) }).check();
    await comparator
      .getByRole('group', { name: 'Soins courants' })
      .getByRole('radio', { name: /^Moyen/ })
      .check();
    await comparator.getByRole('button', { name: 'Suivant' }).click();

    // Step 3: personal details; the start date defaults to the 1st of next month.
    await expect(comparator.getByText('Étape 3 sur 4 : Vos coordonnées')).toBeVisible();
    await expect(comparator.getByLabel('Date d’effet souhaitée *')).toHaveValue(/^\d{4}-\d{2}-01$/);
    await fillDetails(comparator, { ...journey.person, email });
    await comparator.getByLabel(/J’accepte d’être recontacté/).check();
    await comparator.getByRole('button', { name: 'Voir mes offres' }).click();

    const chosen = await chooseAndConfirm(page, email);
    await waitForEmail(email, 'Votre comparaison de mutuelles santé');

    // Subscription (step 01).
    await page.getByRole('link', { name: 'Souscrire en ligne' }).click();
    await expect(page).toHaveURL(/\/subscribe\?offerId=/);
    await expect(page.getByLabel('Fréquence de paiement *')).toHaveValue('Mensuel');
    await expect(page.getByLabel('Date de prélèvement *')).toHaveValue('Le10');
    await fillSubscription(page, {
      nationality: 'Française',
      birthPlace: journey.subscription.birthPlace,
      birthCountry: 'France',
      nir: journey.subscription.nir,
      street: journey.subscription.street,
      bank: 'Crédit Agricole',
      holder: `${journey.person.firstName} ${journey.person.lastName}`,
      iban: journey.subscription.iban,
      bic: 'AGRIFRPP',
      ...(journey.subscription.partner ? { partner: journey.subscription.partner } : {}),
      ...(journey.subscription.children ? { children: journey.subscription.children } : {}),
    });
    await page.getByRole('button', { name: 'Valider ma souscription' }).click();

    // The file to sign: its summary (NIR and IBAN masked), then the emailed code signs it.
    const summary = page.locator('.signature-summary');
    await expect(summary).toContainText(/CS-\d{8}-[A-Z0-9]+/);
    await expect(summary).toContainText(journey.subscription.ibanMasked);
    await expect(summary).toContainText(journey.subscription.nirMasked);
    await expect(summary).toContainText(`${journey.person.firstName} ${journey.person.lastName}`);
    await expect(page.locator('body')).not.toContainText(journey.subscription.iban);
    await signSubscriptionWithEmailedCode(page, email);
    // The same words whether an account exists for the address or not.
    await expect(page.getByRole('status')).toContainText(
      'un e-mail vous a été envoyé pour en créer le mot de passe',
    );

    await waitForEmail(email, SIGNED_SUBSCRIPTION_SUBJECT);
    const welcome = await waitForEmail(email, 'Votre espace client est prêt');
    const link = (welcome.text ?? '').match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_.-]+/)?.[0];
    expect(link, 'set-password link in the welcome email').toBeTruthy();

    // The customer chooses a password from the emailed link, signs in and finds the offer.
    const password = `Mutuelle-${Date.now()}-Ok`;
    await page.goto(link ?? '');
    await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(password);
    await page.getByLabel('Confirmer le mot de passe').fill(password);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('link', { name: 'Me connecter' }).click();
    await expect(page).toHaveURL(/\/connexion$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe').fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Mon offre', level: 1 })).toBeVisible();
    const mine = page.locator('.customer-offers .offer-card');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(chosen.split(' — ')[0] ?? '');
    await expect(mine).toContainText('Souscrite');
    await mine.getByRole('link', { name: /Voir le détail/ }).click();
    await expect(page).toHaveURL(/\/offer-details\/[0-9a-f-]{36}$/);
    await expect(page.locator('.guarantee-table').first()).toContainText('% BR');
    await expect(page.getByText('Détail du prix mensuel')).toBeVisible();
    // Everyone insured by name, and dates in French.
    const prices = page.locator('.guarantee-table', { hasText: 'Détail du prix mensuel' });
    await expect(prices).toContainText(`${journey.person.firstName} ${journey.person.lastName} (Assuré(e))`);
    if (journey.subscription.partner)
      await expect(prices).toContainText(
        `${journey.subscription.partner.firstName} ${journey.person.lastName} (Conjoint(e))`,
      );
    for (const [index, child] of (journey.subscription.children ?? []).entries())
      await expect(prices).toContainText(`${child} ${journey.person.lastName} (Enfant ${index + 1})`);
    await expect(page.getByText(/Début de la couverture le 1er [a-zéû]+ \d{4}\./)).toBeVisible();
  });
}
