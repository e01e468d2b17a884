import { expect, test } from '@playwright/test';
import {
  FIRST_ADMIN,
  linkIn,
  openAdminScreen,
  signUpAndSignIn,
  staffSignsInWithEmailCode,
  uniqueEmail,
  waitForEmail,
} from './auth-helpers.ts';
import { fillSubscription } from './comparator-flow.ts';
import { confirmedOfferLink, proposedOfferId } from './offer-api.ts';
import { signSubscriptionWithEmailedCode } from './support/sign-subscription.ts';

/**
 * The right to erasure and the consent link: the footer link of an email withdraws
 * the consents in one click; a customer with a subscribed contract and another comparison
 * asks for erasure from 'Mes données'; the Admin's review shows the comparison going and the
 * contract kept with its legal reason; the Admin executes; the customer gets the receipt by email
 * and can no longer use the customer area. Both screens pictured at 1280 and 390 px.
 */
test.setTimeout(240_000);

test('erasure: asked from Mes données, reviewed with its legal holds and executed by an Admin, receipt emailed', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('effacement');
  await signUpAndSignIn(page, { firstName: 'Claire', lastName: 'Martin', email, password: 'Mutuelle-2026' });

  // A contract in force (subscribed with the customer's address) and a comparison that led nowhere.
  const visitor = await browser.newPage();
  await visitor.goto(await confirmedOfferLink(visitor, email));
  await fillSubscription(visitor, {
    nationality: 'Française',
    birthPlace: 'Paris',
    birthCountry: 'France',
    nir: '2 90 06 75 111 222 97',
    street: '5 rue Oberkampf',
    bank: 'La Banque Postale',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'PSSTFRPP',
  });
  // The marketing consent, which the footer link of an email withdraws below.
  await visitor.getByLabel('J’accepte de recevoir des informations de Courtage Santé.').check();
  await visitor.getByRole('button', { name: 'Valider ma souscription' }).click();
  // Recorded once the file is signed with the emailed code.
  await signSubscriptionWithEmailedCode(visitor, email);
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Votre souscription est enregistrée.' }),
  ).toBeVisible();
  await proposedOfferId(visitor, email);

  // The footer link of an email withdraws the consents in one click (here the activation email's).
  const activation = await waitForEmail(email, /Confirmez votre adresse e-mail/);
  const footerLink = linkIn(activation, /\/consentements#jeton=/);
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(new URL(footerLink).pathname + new URL(footerLink).hash);
  await expect(visitor.getByTestId('consents-withdrawn')).toContainText(
    'C’est fait : vous ne serez plus recontacté(e) et vous ne recevrez plus d’informations commerciales',
  );
  await expect(visitor).toHaveURL(/\/consentements$/);
  await visitor.screenshot({ path: test.info().outputPath('consents-withdrawn-1280.png'), fullPage: true });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.screenshot({ path: test.info().outputPath('consents-withdrawn-390.png'), fullPage: true });
  await visitor.close();

  // The customer asks, confirming first.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/donnees');
  const erasure = page.getByTestId('my-erasure');
  await expect(erasure.getByRole('heading', { name: 'Effacer mes données' })).toBeVisible();
  await erasure.getByRole('button', { name: 'Demander l’effacement de mes données' }).click();
  await expect(erasure.getByText('Confirmez-vous votre demande ?')).toBeVisible();
  await erasure.getByRole('button', { name: 'Confirmer la demande d’effacement' }).click();
  await expect(erasure.getByRole('status').filter({ hasText: 'un administrateur l’examine' })).toBeVisible();
  await expect(erasure.getByRole('button', { name: 'Demander l’effacement de mes données' })).toHaveCount(0);
  await erasure.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('customer-erasure-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('customer-erasure-390.png'), fullPage: true });

  // The Admin reviews: what goes, what stays and why.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await staffSignsInWithEmailCode(admin, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await openAdminScreen(admin, 'Paramètres', 'Demandes d’effacement');
  await expect(admin).toHaveURL(/\/admin\/effacements$/);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('En attente d’examen');
  await row.getByRole('button', { name: 'Examiner' }).click();
  const review = admin.getByTestId('erasure-review');
  const table = review.getByRole('table', { name: 'Ce que l’exécution effacera et ce qui sera conservé' });
  await expect(
    table.getByRole('row').filter({ hasText: 'Comparaisons, offres et rendez-vous sans contrat' }),
  ).toContainText('1');
  const contracts = table.getByRole('row').filter({ hasText: 'Souscriptions (contrats)' });
  await expect(contracts).toContainText('Contrat en cours : conservé pendant la durée du contrat puis 5 ans');
  await admin.screenshot({ path: test.info().outputPath('admin-erasure-review-1280.png'), fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: test.info().outputPath('admin-erasure-review-390.png'), fullPage: true });
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await admin.setViewportSize({ width: 1280, height: 900 });

  // Executes, after a confirmation.
  await review.getByRole('button', { name: 'Exécuter l’effacement' }).click();
  await review.getByRole('button', { name: 'Confirmer l’effacement' }).click();
  await expect(admin.getByText(/Effacement exécuté pour Claire Martin/)).toBeVisible();
  await expect(row).toContainText('Effacement réalisé');
  await expect(review.getByRole('table', { name: 'Effacé et conservé' })).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('admin-erasure-done-1280.png'), fullPage: true });
  await adminContext.close();

  // The receipt, in French, to the address the request came from.
  const receipt = await waitForEmail(email, /demande d’effacement/);
  expect(receipt.text).toContain('Souscriptions (contrats) : 1 conservé(s)');
  expect(receipt.text).toContain('Comparaisons, offres et rendez-vous sans contrat : 1 effacé(s)');

  // The customer area is closed: the session is revoked and the sign-in refused.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/donnees');
  await expect(page).toHaveURL(/\/connexion/);
});

test('a prospect without an account gets a copy of their data after proving the address by email', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('prospect-donnees');
  await proposedOfferId(page, email);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mes-donnees-personnelles');
  await expect(page.getByRole('heading', { name: 'Mes données personnelles', level: 1 })).toBeVisible();
  await page.getByLabel('Votre adresse e-mail *').fill(email);
  await page.getByLabel('Recevoir une copie de mes données').check();
  await page.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'lien de confirmation, valable 1 heure' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('prospect-form-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('prospect-form-390.png'), fullPage: true });

  const proof = await waitForEmail(email, /Confirmez votre demande de copie de vos données/);
  const link = new URL(linkIn(proof, /\/mes-donnees-personnelles#jeton=/));
  // The link opens in a new tab, as from a mail client.
  page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link.pathname + link.hash);
  const data = page.getByTestId('prospect-data');
  await expect(data).toContainText('Voici les données que nous détenons associées à votre adresse.');
  await expect(data).toContainText(/Offres \(comparaisons\) : [1-9]/);
  await expect(page).toHaveURL(/\/mes-donnees-personnelles$/);
  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Télécharger mes données (JSON)' }).click();
  expect((await download).suggestedFilename()).toBe('mes-donnees.json');
  await page.screenshot({ path: test.info().outputPath('prospect-data-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('prospect-data-390.png'), fullPage: true });

  // The link works once.
  page = await context.newPage();
  await page.goto(link.pathname + link.hash);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ce lien de confirmation n’est pas valable' }),
  ).toBeVisible();
});
