import { expect, test } from '@playwright/test';
import { SIGNED_OUT_MESSAGE, signUpAndSignIn, uniqueEmail } from './auth-helpers.ts';
import {
  fillDetails,
  fillHousehold,
  fillSubscription,
  openComparator,
  pickFirstFreeSlot,
  waitForEmail,
} from './comparator-flow.ts';
import { confirmedOfferLink } from './offer-api.ts';
import { signSubscriptionWithEmailedCode } from './support/sign-subscription.ts';

type Wrapped = { value: number; expiry: number };

test('subscription: empty NIR, IBAN and BIC are asked for, typed with dashes they pass, the success is in view, and the link then says the offer is subscribed', async ({
  page,
}) => {
  const email = uniqueEmail('details-souscription');
  const link = await confirmedOfferLink(page, email);
  await page.goto(link);
  const nir = page.getByLabel('Numéro de sécurité sociale (15 caractères) *');
  const iban = page.getByLabel('IBAN *');
  const bic = page.getByLabel('BIC *');
  await expect(nir).toBeVisible();
  await page.getByRole('button', { name: 'Valider ma souscription' }).click();
  await expect(nir).toHaveAccessibleDescription(
    'Veuillez indiquer votre numéro de sécurité sociale (15 caractères).',
  );
  await expect(iban).toHaveAccessibleDescription('Veuillez indiquer l’IBAN du compte à prélever.');
  await expect(bic).toHaveAccessibleDescription(
    'Veuillez indiquer le BIC de votre banque (8 ou 11 caractères).',
  );

  // Claire Martin, born in June 1990 (offer-api.ts): a NIR with dashes, an IBAN in lower case
  // with dashes and a BIC in lower case, as people copy them from a card or a bank statement.
  await fillSubscription(page, {
    nationality: 'Française',
    birthPlace: 'Paris',
    birthCountry: 'France',
    nir: '2-90-06-75-111-222-97',
    street: '5 rue Oberkampf',
    bank: 'La Banque Postale',
    iban: 'fr76-3000-6000-0112-3456-7890-189',
    bic: 'psstfrpp',
  });
  await page.getByRole('button', { name: 'Valider ma souscription' }).click();
  // The file is signed with the emailed code; only then is the subscription recorded, in view.
  await signSubscriptionWithEmailedCode(page, email);
  const done = page.getByRole('status').filter({ hasText: 'Votre souscription est enregistrée.' });
  await expect(page.getByRole('heading', { name: 'Votre dossier est signé' })).toBeFocused();
  await expect(done).toBeInViewport();

  // The same link again: the offer is subscribed, said at once, with no form to fill.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'Cette offre a déjà été souscrite : vous la suivez dans votre espace client, « Mon offre ».',
  );
  await expect(page.getByRole('link', { name: 'Accéder à mon espace client' })).toBeVisible();
  await expect(nir).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Valider ma souscription' })).toHaveCount(0);
});

test('customer: the sidebar leads to the site in French, the header then names the customer, and an expired session says so on the sign-in page', async ({
  page,
}) => {
  await signUpAndSignIn(page, {
    firstName: 'Marie',
    lastName: 'Dupont',
    email: uniqueEmail('details-client'),
    password: 'Mutuelle-2026',
  });
  const sidebar = page.getByRole('complementary', { name: 'Menu de mon espace' });
  await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'Accueil du site' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  const account = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Espace client de Marie Dupont' });
  await expect(account).toHaveText('Marie Dupont');
  await expect(account).toHaveAttribute('href', '/dashboard');

  // The session ends while the customer is away (its stored expiry passed).
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('sessionExpiry') ?? '{}') as Wrapped;
    stored.value = Date.now() - 1000;
    window.localStorage.setItem('sessionExpiry', JSON.stringify(stored));
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/connexion\?session=expiree$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Votre session a expiré : reconnectez-vous pour retrouver votre espace client.',
  );
  await expect(page.getByText(SIGNED_OUT_MESSAGE)).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toBeVisible();

  // Signed out, the header says 'Espace client' again.
  await page.goto('/faq');
  await expect(
    page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Espace client' }),
  ).toHaveAttribute('href', '/connexion');
});

test('a visitor from La Réunion reads each call-back slot in Paris time and in local time, on screen and in the email', async ({
  page,
}) => {
  const email = uniqueEmail('details-reunion');
  const comparator = await openComparator(page);
  await fillHousehold(comparator, {
    status: 'Seul(e)',
    gender: 'Homme',
    birthDate: '1979-08-21',
    activity: 'salarie',
    socialRegime: 'general',
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await fillDetails(comparator, {
    firstName: 'Mathis',
    lastName: 'Payet',
    email,
    phone: '06 92 12 34 56',
    postalCode: '97400',
    city: 'Saint-Denis',
  });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  await page
    .locator('.offer-card')
    .first()
    .getByRole('button', { name: /Choisir l’offre/ })
    .click();
  await pickFirstFreeSlot(page);
  await expect(page.getByText('Heures de Paris ; entre parenthèses, l’heure à La Réunion.')).toBeVisible();
  // La Réunion is 3 hours ahead of Paris in winter, 2 in summer.
  const chosen = page.getByRole('group', { name: 'Créneau horaire *' }).getByRole('radio', { checked: true });
  const label = (await chosen.evaluate((radio) => radio.closest('label')?.textContent ?? '')).trim();
  const match = /^(\d{2}):(\d{2}) \(soit (\d{2}) h (\d{2}) à La Réunion\)/.exec(label);
  expect(match, label).not.toBeNull();
  const [, parisHour, minutes, localHour, localMinutes] = match ?? [];
  expect([2, 3]).toContain(Number(localHour) - Number(parisHour));
  expect(localMinutes).toBe(minutes);

  await page.getByRole('button', { name: 'Confirmer mon offre' }).click();
  const both = `à ${parisHour} h ${minutes} (heure de Paris, soit ${localHour} h ${localMinutes} à La Réunion)`;
  await expect(page.locator('.comparator-confirm')).toContainText(both);
  const confirmation = await waitForEmail(email, 'Votre rendez-vous est confirmé');
  expect(confirmation.text).toContain(both);
});
