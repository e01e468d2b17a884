import { expect, type Page, test } from '@playwright/test';
import {
  fillDetails,
  fillHousehold,
  fillSubscription,
  openComparator,
  uniqueEmail,
} from './comparator-flow.ts';
import { emailsTo } from './maildev.ts';
import { API_URL, confirmedOfferLink, proposedOfferId, type SlotDays } from './offer-api.ts';

/** Records every call the page makes to an offer endpoint (to prove nothing was sent). */
function recordOfferCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    // The subscribe page reads its comparison's household on opening (a POST carrying the
    // capability): that is no submission.
    if (url.includes('/subscription-household')) return;
    // Nor is the signature's state, read the same way (POST .../signature, the capability in its body).
    if (new URL(url).pathname === '/api/v1/confirm-offer/signature') return;
    if (url.includes('/api/v1/confirm-offer') && request.method() === 'POST') calls.push(url);
  });
  return calls;
}

test('comparator: a future birth date, a child over 25 and an unknown postal code are explained in French; nothing is sent', async ({
  page,
}) => {
  const calls = recordOfferCalls(page);
  const email = uniqueEmail('erreurs');
  const comparator = await openComparator(page);
  await fillHousehold(comparator, {
    status: 'Seul(e) + enfant(s)',
    gender: 'Femme',
    birthDate: '2099-01-01',
    activity: 'salarie',
    socialRegime: 'general',
    children: ['1990-01-01'],
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  const birthDate = comparator.getByLabel('Votre date de naissance *');
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthDate).toHaveAccessibleDescription('La date de naissance ne peut pas être dans le futur.');
  await expect(birthDate).toBeFocused();
  await expect(comparator.getByLabel('Date de naissance de l’enfant 1 *')).toHaveAccessibleDescription(
    'Un enfant doit avoir au plus 25 ans à la date d’effet.',
  );
  await expect(comparator.getByRole('alert')).toHaveText('Veuillez corriger les champs signalés.');

  await birthDate.fill('1980-01-01');
  await comparator.getByLabel('Date de naissance de l’enfant 1 *').fill('2010-05-05');
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await comparator.getByRole('button', { name: 'Suivant' }).click();

  await comparator.getByLabel('Code postal *').fill('00000');
  await expect(comparator.getByLabel('Code postal *')).toHaveAccessibleDescription('Code postal inconnu.');
  await comparator.getByLabel('Prénom *').fill('Anne');
  await comparator.getByLabel('Nom *', { exact: true }).fill('Durand');
  await comparator.getByLabel('E-mail *').fill(email);
  await comparator.getByLabel('Téléphone *').fill('06 98 76 54 32');
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  await expect(comparator.getByLabel('Code postal *')).toHaveAttribute('aria-invalid', 'true');
  await expect(comparator.getByLabel('Commune *')).toHaveAccessibleDescription(
    'Veuillez choisir votre commune.',
  );
  expect(calls).toEqual([]);

  // Once corrected, the same form goes through.
  await fillDetails(comparator, {
    firstName: 'Anne',
    lastName: 'Durand',
    email,
    phone: '06 98 76 54 32',
    postalCode: '57000',
    city: 'Metz',
  });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  await expect(page.getByRole('heading', { name: /Vos offres \(\d+\)/ })).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('subscription: a wrong NIR key and an IBAN failing mod 97 are explained in French; nothing is sent', async ({
  page,
}) => {
  const email = uniqueEmail('souscription-erreurs');
  const link = await confirmedOfferLink(page, email);
  const calls = recordOfferCalls(page);
  await page.goto(link);
  await fillSubscription(page, {
    nationality: 'Française',
    birthPlace: 'Paris',
    birthCountry: 'France',
    nir: '2 90 06 75 111 222 00',
    street: '5 rue Oberkampf',
    bank: 'La Banque Postale',
    iban: 'FR76 3000 6000 0112 3456 7890 188',
    bic: 'PSSTFRPP',
  });
  await page.getByRole('button', { name: 'Valider ma souscription' }).click();
  const nir = page.getByLabel('Numéro de sécurité sociale (15 caractères) *');
  await expect(nir).toHaveAttribute('aria-invalid', 'true');
  await expect(nir).toHaveAccessibleDescription(
    'Numéro de sécurité sociale invalide : vérifiez les 15 chiffres et la clé.',
  );
  await expect(nir).toBeFocused();
  await expect(page.getByLabel('IBAN *')).toHaveAccessibleDescription('IBAN invalide : vérifiez sa saisie.');
  expect(calls).toEqual([]);

  // Reset brings back the defaults.
  await page.getByLabel('Fréquence de paiement *').selectOption('Annuel');
  await page.getByRole('button', { name: 'Réinitialiser le formulaire' }).click();
  await expect(page.getByLabel('Fréquence de paiement *')).toHaveValue('Mensuel');
  await expect(page.getByLabel('Date de prélèvement *')).toHaveValue('Le10');
  await expect(page.getByLabel('IBAN *')).toHaveValue('');
  await expect(nir).not.toHaveAttribute('aria-invalid');
  expect(calls).toEqual([]);
  expect((await emailsTo(email)).map((e) => e.subject)).not.toContain('Votre espace client est prêt');
});

test('a full slot is shown full and cannot be chosen', async ({ page }) => {
  // Fill the last free slot of the days the comparator shows, through the API.
  const slots = (await (
    await page.request.get(`${API_URL}/api/v1/confirm-offer/slots?days=10`)
  ).json()) as SlotDays;
  const day = [...slots.days].reverse().find((d) => d.slots.some((s) => s.remaining > 0));
  const slot = [...(day?.slots ?? [])].reverse().find((s) => s.remaining > 0);
  for (let seat = 0; seat < (slot?.remaining ?? 0); seat++) {
    const offerId = await proposedOfferId(page, uniqueEmail('plein'));
    const booked = await page.request.post(`${API_URL}/api/v1/confirm-offer`, {
      data: { offerId, dateSlot: day?.date, timeSlot: slot?.time },
    });
    expect(booked.status()).toBe(200);
  }

  const comparator = await openComparator(page);
  await fillHousehold(comparator, {
    status: 'Seul(e)',
    gender: 'Homme',
    birthDate: '1975-10-10',
    activity: 'tns',
    socialRegime: 'tns',
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await fillDetails(comparator, {
    firstName: 'Luc',
    lastName: 'Bernard',
    email: uniqueEmail('complet'),
    phone: '06 55 44 33 22',
    postalCode: '57000',
    city: 'Metz',
  });
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  await page
    .locator('.offer-card')
    .first()
    .getByRole('button', { name: /Choisir l’offre/ })
    .click();
  const dates = page.getByLabel('Date du rendez-vous *');
  await expect(dates.locator(`option[value="${day?.date}"]`)).toHaveCount(1);
  if (await dates.locator(`option[value="${day?.date}"]`).isDisabled()) return; // the whole day is full
  await dates.selectOption(day?.date ?? '');
  const full = page
    .getByRole('group', { name: 'Créneau horaire *' })
    .getByRole('radio', { name: slot?.time ?? '' });
  await expect(full).toBeDisabled();
  await expect(page.getByText(`${slot?.time} (complet)`)).toBeVisible();
});
