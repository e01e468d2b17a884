import { expect, test } from '@playwright/test';
import {
  fillDetails,
  fillHousehold,
  fillSubscription,
  openComparator,
  pickFirstFreeSlot,
  uniqueEmail,
  waitForEmail,
} from './comparator-flow.ts';

// A way back once the tab is closed. The comparison email links back to its offers;
// the confirmation email's link lets the visitor subscribe another day, naming the household;
// the IPID the visitor ticks is a real PDF.

test('a visitor who closes the tab comes back through the emails, finds the offers, then subscribes naming the household', async ({
  browser,
}) => {
  const email = uniqueEmail('retour');
  const first = await browser.newContext();
  const page = await first.newPage();
  const comparator = await openComparator(page);
  await fillHousehold(comparator, {
    status: 'Un couple + enfant(s)',
    gender: 'Homme',
    birthDate: '1982-06-15',
    activity: 'salarie',
    socialRegime: 'general',
    partner: { gender: 'Femme', birthDate: '1984-02-03' },
    children: ['2014-09-01'],
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await fillDetails(comparator, {
    firstName: 'Karim',
    lastName: 'Benali',
    email,
    phone: '06 45 67 89 01',
    postalCode: '69003',
    city: 'Lyon 3e Arrondissement',
  });
  await comparator.getByLabel(/J’accepte d’être recontacté/).check();
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  await expect(page.locator('.comparator-results .offer-card').first()).toBeVisible();
  const titles = await page.locator('.comparator-results .offer-card h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  await first.close();

  // The comparison email, in a new browser: its link shows the same offers.
  const summary = await waitForEmail(email, 'Votre comparaison de mutuelles santé');
  const offersLink = (summary.text ?? '').match(/https?:\/\/\S+\/\?offres=[0-9a-f,-]+/)?.[0];
  expect(offersLink, 'the link back to the offers in the comparison email').toBeTruthy();
  const second = await browser.newContext();
  const back = await second.newPage();
  await back.goto(offersLink ?? '');
  const cards = back.locator('.comparator-results .offer-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.locator('h3').allTextContents();
  for (const title of shown) expect(titles).toContain(title);
  // The ids leave the address; the tab keeps the offers across a reload.
  await expect(back).not.toHaveURL(/offres=/);
  await back.reload();
  await expect(cards.first()).toBeVisible();

  // Confirms a call-back, then closes the tab without subscribing.
  await cards
    .first()
    .getByRole('button', { name: /Choisir l’offre/ })
    .click();
  await pickFirstFreeSlot(back);
  await back.getByRole('button', { name: 'Confirmer mon offre' }).click();
  await expect(back.locator('.comparator-confirm').getByRole('status')).toContainText(
    'Votre offre est confirmée',
  );
  await second.close();

  // The confirmation email's personal link, in a third browser: subscribe there.
  const confirmation = await waitForEmail(email, 'Votre rendez-vous est confirmé');
  const subscribeLink = (confirmation.text ?? '').match(
    /https?:\/\/\S+\/subscribe\?offerId=\S+#cle=\S+/,
  )?.[0];
  expect(subscribeLink, 'the subscription link in the confirmation email').toBeTruthy();
  const third = await browser.newContext();
  const later = await third.newPage();
  await later.goto(subscribeLink ?? '');
  await expect(later.getByRole('button', { name: 'Valider ma souscription' })).toBeVisible();

  // The IPID the visitor must read before signing is a real PDF.
  const ipid = later.getByRole('link', { name: /IPID|Document d’information/ }).first();
  const ipidUrl = await ipid.getAttribute('href');
  expect(ipidUrl, 'the IPID link').toBeTruthy();
  const pdf = await later.request.get(new URL(ipidUrl ?? '', later.url()).toString());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The household of the comparison, by birth date, waiting for its names.
  await expect(
    later.getByRole('heading', { name: 'Votre conjoint(e), né(e) le 3 février 1984' }),
  ).toBeVisible();
  await expect(later.getByRole('heading', { name: 'Enfant 1, né(e) le 1er septembre 2014' })).toBeVisible();
  await fillSubscription(later, {
    nationality: 'Française',
    birthPlace: 'Lyon',
    birthCountry: 'France',
    nir: '1 82 06 69 123 456 10',
    street: '12 rue Paul Bert',
    bank: 'Crédit Mutuel',
    holder: 'Karim Benali',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'CMCIFRPP',
  });
  const submit = later.getByRole('button', { name: 'Valider ma souscription' });
  await submit.click();
  const partnerName = later.getByLabel('Prénom de votre conjoint(e) *');
  await expect(partnerName).toHaveAccessibleDescription('Veuillez indiquer le prénom de votre conjoint(e).');
  await expect(partnerName).toBeFocused();
  await partnerName.fill('Sarah');
  await later.getByLabel('Prénom de l’enfant 1 *').fill('Yanis');
  await later
    .getByLabel('Numéro de sécurité sociale de rattachement de l’enfant 1 *')
    .selectOption({ label: 'Au numéro de sécurité sociale de mon conjoint(e)' });
  await submit.click();
  await expect(later.getByRole('status')).toContainText('Votre souscription est enregistrée');
  await expect(later.locator('.mandate')).toContainText('Karim Benali');

  const received = await waitForEmail(email, 'Votre demande de souscription est enregistrée');
  expect(received.text).toContain(
    'Personnes assurées : Karim Benali (vous), Sarah Benali (conjoint(e)), Yanis Benali (enfant).',
  );
  await third.close();
});
