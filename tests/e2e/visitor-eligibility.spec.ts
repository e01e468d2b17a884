import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  fillDetails,
  fillHousehold,
  fillSubscription,
  type Household,
  openComparator,
  pickFirstFreeSlot,
  uniqueEmail,
  waitForEmail,
} from './comparator-flow.ts';
import { SIGNED_SUBSCRIPTION_SUBJECT, signSubscriptionWithEmailedCode } from './support/sign-subscription.ts';

// Plans that do not fit the person are never offered nor emailed, and the identity
// given at subscription is cross-checked against the comparison.

type Persona = {
  name: string;
  household: Household;
  person: { firstName: string; lastName: string; postalCode: string; city: string; phone: string };
  /** Plans the persona must be offered, and plans never offered nor emailed to them. */
  offered: string[];
  never: string[];
};

const SENIOR = 'Ponant Senior';
const STUDENT = 'Boréal Étudiants et Jeunes';
const TNS = 'Horizon TNS';
const YOUNG_WORKERS = 'Azur Jeunes Actifs';

const PERSONAS: Persona[] = [
  {
    name: 'a student aged 21 in Paris 11e',
    household: {
      status: 'Seul(e)',
      gender: 'Homme',
      birthDate: '2005-03-14',
      activity: 'etudiant',
      socialRegime: 'etudiant',
    },
    person: {
      firstName: 'Hugo',
      lastName: 'Lemaire',
      postalCode: '75011',
      city: 'Paris 11e Arrondissement',
      phone: '06 11 22 33 44',
    },
    offered: [STUDENT],
    never: [SENIOR, TNS, YOUNG_WORKERS],
  },
  {
    name: 'a retired couple in Nice',
    household: {
      status: 'Un couple',
      gender: 'Femme',
      birthDate: '1954-06-02',
      activity: 'retraite',
      socialRegime: 'general',
      partner: { gender: 'Homme', birthDate: '1951-02-20' },
    },
    person: {
      firstName: 'Monique',
      lastName: 'Baudin',
      postalCode: '06000',
      city: 'Nice',
      phone: '06 22 33 44 55',
    },
    offered: [SENIOR],
    never: [STUDENT, TNS, YOUNG_WORKERS],
  },
  {
    name: 'a salaried single mother in Strasbourg on Alsace-Moselle',
    household: {
      status: 'Seul(e) + enfant(s)',
      gender: 'Femme',
      birthDate: '1988-09-09',
      activity: 'salarie',
      socialRegime: 'alsace-moselle',
      children: ['2015-01-10', '2019-05-22'],
    },
    person: {
      firstName: 'Claire',
      lastName: 'Koenig',
      postalCode: '67000',
      city: 'Strasbourg',
      phone: '06 33 44 55 66',
    },
    offered: ['Ponant Famille'],
    never: [TNS, SENIOR, STUDENT],
  },
  {
    // Without his partner's activity and regime, the young workers' plan would be offered.
    name: 'a young salaried man in Lyon whose partner is a student',
    household: {
      status: 'Un couple',
      gender: 'Homme',
      birthDate: '1998-04-11',
      activity: 'salarie',
      socialRegime: 'general',
      partner: { gender: 'Femme', birthDate: '2002-10-03', activity: 'etudiant', socialRegime: 'etudiant' },
    },
    person: {
      firstName: 'Théo',
      lastName: 'Garnier',
      postalCode: '69003',
      city: 'Lyon 3e Arrondissement',
      phone: '06 44 55 66 77',
    },
    offered: ['Ponant Famille'],
    never: [YOUNG_WORKERS, TNS, SENIOR],
  },
  {
    // A TNS plan covers the self-employed person's family, whatever the partner does.
    name: 'a self-employed woman in Lyon with a salaried husband',
    household: {
      status: 'Un couple',
      gender: 'Femme',
      birthDate: '1983-07-21',
      activity: 'tns',
      socialRegime: 'tns',
      partner: { gender: 'Homme', birthDate: '1981-01-15', activity: 'salarie', socialRegime: 'general' },
    },
    person: {
      firstName: 'Sophie',
      lastName: 'Marchand',
      postalCode: '69006',
      city: 'Lyon 6e Arrondissement',
      phone: '06 55 66 77 88',
    },
    offered: [TNS],
    never: [SENIOR, STUDENT],
  },
];

/** Household, default levels, details with consent: the offers listed. */
async function compare(page: Page, persona: Persona, email: string): Promise<Locator> {
  const comparator = await openComparator(page);
  await fillHousehold(comparator, persona.household);
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 2 sur 4 : Vos garanties')).toBeVisible();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 3 sur 4 : Vos coordonnées')).toBeVisible();
  await fillDetails(comparator, { ...persona.person, email });
  await comparator.getByLabel(/J’accepte d’être recontacté/).check();
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  const cards = page.locator('.comparator-results .offer-card');
  await expect(cards.first()).toBeVisible();
  return cards;
}

for (const persona of PERSONAS) {
  test(`${persona.name}: only plans that fit, on screen and in the comparison email`, async ({ page }) => {
    const email = uniqueEmail(persona.person.lastName.toLowerCase());
    const cards = await compare(page, persona, email);
    const titles = await cards.locator('h3').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(5);
    for (const plan of persona.offered)
      expect(
        titles.some((t) => t.includes(plan)),
        plan,
      ).toBe(true);
    for (const plan of persona.never)
      expect(
        titles.some((t) => t.includes(plan)),
        plan,
      ).toBe(false);

    const summary = await waitForEmail(email, 'Votre comparaison de mutuelles santé');
    const text = summary.text ?? '';
    expect(text).toContain(`(${titles.length} offres comparées)`);
    for (const plan of persona.never) expect(text).not.toContain(plan);
    // Every offer the email recommends is one of those shown.
    const recommended = text.split('\n').filter((line) => line.startsWith('- '));
    expect(recommended.length).toBeGreaterThan(0);
    for (const line of recommended) {
      const plan = line.slice(2).split(',')[0]?.split(' – ')[1] ?? '';
      expect(
        titles.some((t) => t.includes(plan)),
        `${plan} shown`,
      ).toBe(true);
    }
  });
}

/** A NIR with its key (97 - number mod 97). */
function nir(first13: string): string {
  const digits = first13.replace(/\s/g, '');
  const key = 97 - Number(BigInt(digits) % 97n);
  return `${first13} ${String(key).padStart(2, '0')}`;
}

test('the subscription refuses each identity mismatch in French, and the right data passes', async ({
  page,
}) => {
  const student = PERSONAS[0]!;
  const email = uniqueEmail('identite');
  const cards = await compare(page, student, email);
  await cards
    .first()
    .getByRole('button', { name: /Choisir l’offre/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Confirmer votre offre' })).toBeVisible();
  await pickFirstFreeSlot(page);
  await page.getByRole('button', { name: 'Confirmer mon offre' }).click();
  await expect(page.locator('.comparator-confirm').getByRole('status')).toContainText(
    'Votre offre est confirmée',
  );
  await page.getByRole('link', { name: 'Souscrire en ligne' }).click();
  await expect(page).toHaveURL(/\/subscribe\?offerId=/);

  // A man born in March 2005 in Paris: his NIR starts 1 05 03 75.
  const good = nir('1 05 03 75 111 222');
  await fillSubscription(page, {
    nationality: 'Française',
    birthPlace: 'Paris',
    birthCountry: 'France',
    nir: nir('2 05 03 75 111 222'),
    street: '8 rue Oberkampf',
    bank: 'La Banque Postale',
    holder: '',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'PSSTFRPP',
  });
  const submit = page.getByRole('button', { name: 'Valider ma souscription' });
  const nirField = page.getByLabel('Numéro de sécurité sociale (15 caractères) *');
  const holder = page.getByLabel('Titulaire du compte (nom et prénom) *');

  // The holder's name is required (checked in the browser before anything is sent).
  await submit.click();
  await expect(holder).toHaveAccessibleDescription('Veuillez indiquer le nom du titulaire du compte.');
  await holder.fill('Hugo Lemaire');

  const mismatches: Array<[string, string, Locator, string]> = [
    [
      nir('2 05 03 75 111 222'),
      'France',
      nirField,
      'Le numéro de sécurité sociale ne correspond pas au sexe indiqué : il commence par 1 pour un homme, 2 pour une femme.',
    ],
    [
      nir('1 90 11 75 111 222'),
      'France',
      nirField,
      'Le numéro de sécurité sociale ne correspond pas à votre date de naissance : les chiffres 2 à 5 sont l’année et le mois de naissance.',
    ],
    [
      nir('1 05 03 99 352 222'),
      'France',
      page.getByLabel('Pays de naissance *'),
      'Un numéro de sécurité sociale en 99 correspond à une naissance à l’étranger : indiquez votre pays de naissance, autre que la France.',
    ],
  ];
  for (const [number, country, field, message] of mismatches) {
    await nirField.fill(number);
    await page.getByLabel('Pays de naissance *').fill(country);
    await submit.click();
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }

  await nirField.fill(good);
  await page.getByLabel('Pays de naissance *').fill('France');
  await submit.click();
  await expect(page.locator('.signature-summary')).toContainText('Hugo Lemaire');
  await signSubscriptionWithEmailedCode(page, email);
  await waitForEmail(email, SIGNED_SUBSCRIPTION_SUBJECT);
});
