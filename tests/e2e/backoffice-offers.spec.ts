import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createStaff, openAdminScreen, staffSignsInWithEmailCode } from './auth-helpers.ts';
import {
  fillDetails,
  fillHousehold,
  fillSubscription,
  openComparator,
  pickFirstFreeSlot,
  uniqueEmail,
  waitForEmail,
} from './comparator-flow.ts';
import { SIGNED_SUBSCRIPTION_SUBJECT, signSubscriptionWithEmailedCode } from './support/sign-subscription.ts';

/**
 * The journey of the back-office's offers: a visitor's confirmed call-back reaches a
 * broker already signed in (live notification, no reload), who finds it in the received offers,
 * takes it, sees it in her wallet; the visitor subscribes; the broker finds it in the submitted
 * offers, moves it on with a note, reveals the NIR (Admin, audited) and exports the list as CSV.
 * Run at 768 px: the tablet the back-office must work on.
 */

test.use({ viewport: { width: 768, height: 1024 } });
// Sign-in by emailed code, a comparator journey and a subscription: longer than one page.
test.setTimeout(180_000);

const SEARCH_LABEL = 'Rechercher (nom, e-mail, téléphone, ville)';

/** The row of `email` in the list on screen, asking the API again until crm's read model has it. */
async function findRow(page: Page, email: string): Promise<Locator> {
  await page.getByLabel(SEARCH_LABEL).fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return row;
}

/** Follows a sidebar link, unfolding its group first (one group is open at a time). */
async function openFromSidebar(page: Page, group: string, link: string): Promise<void> {
  await openAdminScreen(page, group, link);
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

async function expectNoPageScrollSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page itself does not scroll sideways at 768 px').toBeLessThanOrEqual(0);
}

test('a call-back reaches a broker who takes it, works its subscription and exports it', async ({
  page: broker,
  browser,
}) => {
  const staff = await createStaff('admin');
  await staffSignsInWithEmailCode(broker, staff.email, staff.password);
  await openFromSidebar(broker, 'Offres', 'Offres reçues');
  await expectNoPageScrollSideways(broker);
  await expect(broker.locator('.bo-live')).toHaveAttribute('data-live-status', 'connected');

  // The visitor, in another browser, compares and books a call-back.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();
  const person = {
    firstName: 'Maëlle',
    lastName: `Rappel${Date.now().toString(36)}`,
    email: uniqueEmail('rappel'),
    phone: '06 11 22 33 44',
    postalCode: '57000',
    city: 'Metz',
  };
  const comparator = await openComparator(visitor);
  await fillHousehold(comparator, {
    status: 'Seul(e)',
    gender: 'Femme',
    birthDate: '1990-05-17',
    activity: 'salarie',
    socialRegime: 'general',
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 2 sur 4 : Vos garanties')).toBeVisible();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await fillDetails(comparator, person);
  await comparator.getByLabel(/J’accepte d’être recontacté/).check();
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();
  const cards = visitor.locator('.comparator-results .offer-card');
  await cards
    .first()
    .getByRole('button', { name: /Choisir l’offre/ })
    .click();
  await pickFirstFreeSlot(visitor);
  await visitor.getByRole('button', { name: 'Confirmer mon offre' }).click();
  await expect(visitor.locator('.comparator-confirm').getByRole('status')).toContainText(
    'Votre offre est confirmée',
  );

  // The broker's page, never reloaded, announces it within 2 s (a soft check: the rest of the
  // journey is still worth running when the live path is slow; the test fails all the same).
  const confirmedAt = Date.now();
  await expect
    .soft(
      broker
        .getByRole('alert')
        .filter({ hasText: `Nouveau rappel demandé — ${person.firstName} ${person.lastName}` }),
    )
    .toBeVisible({ timeout: 2_000 });
  expect.soft(Date.now() - confirmedAt).toBeLessThan(2_000);

  // Received offers: found by the free-text search (kept in the URL), opened from its row.
  let row = await findRow(broker, person.email);
  await expect(row).toContainText('Rendez-vous confirmé');
  // The town is not among the list's default columns ('Colonnes' adds it): the phone is.
  await expect(row).toContainText('0611223344');
  await row.getByRole('link', { name: `${person.lastName} ${person.firstName}` }).click();
  await expect(broker).toHaveURL(/\/admin\/offer-details\/[0-9a-f-]{36}$/);
  const offerUrl = broker.url();
  await expect(broker.getByRole('heading', { level: 1 })).toHaveText(
    `${person.firstName} ${person.lastName}`,
  );
  await expect(broker.getByTestId('offer-state')).toHaveText('Rendez-vous confirmé');
  await expect(broker.getByRole('region', { name: 'Rappel', exact: true })).toContainText(
    /Rappel prévu le \d{1,2}(er)? \S+ \d{4} à \d{2} h \d{2}/,
  );

  // Assignment: first to a colleague (the call-back may have been auto-assigned to anyone,
  // her included), then she takes it.
  const assignee = broker.getByTestId('offer-assignee');
  const colleagues = broker.getByLabel('Attribuer à un collègue');
  const other = colleagues.locator('option:not([value=""])').filter({ hasNotText: '(moi)' }).first();
  const otherName = (await other.textContent()) ?? '';
  await colleagues.selectOption({ label: otherName });
  await broker.getByRole('button', { name: 'Attribuer', exact: true }).click();
  await expect(assignee).toHaveText(`Attribuée à ${otherName}`);
  await broker.getByRole('button', { name: 'M’attribuer l’offre' }).click();
  await expect(assignee).toHaveText(`Attribuée à ${staff.name}`);
  await expect(broker.getByRole('region', { name: 'Journal d’audit' })).toContainText('Attribution');

  // Her wallet holds it.
  await openFromSidebar(broker, 'Offres', 'Mes offres');
  await findRow(broker, person.email);

  // The visitor subscribes.
  await visitor.getByRole('link', { name: 'Souscrire en ligne' }).click();
  await expect(visitor).toHaveURL(/\/subscribe\?offerId=/);
  await fillSubscription(visitor, {
    nationality: 'Française',
    birthPlace: 'Lyon',
    birthCountry: 'France',
    nir: '2 90 05 69 123 456 37',
    street: '12 rue Serpenoise',
    bank: 'Crédit Mutuel',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'CMCIFR2A',
  });
  await visitor.getByRole('button', { name: 'Valider ma souscription' }).click();
  await signSubscriptionWithEmailedCode(visitor, person.email);
  await waitForEmail(person.email, SIGNED_SUBSCRIPTION_SUBJECT);
  await visitorContext.close();

  // Submitted offers: it is there, subscribed; she opens it and moves it on with a note.
  await openFromSidebar(broker, 'Offres', 'Offres souscrites');
  row = await findRow(broker, person.email);
  await expect(row).toContainText('Souscrite');
  await expectNoPageScrollSideways(broker);
  await row.getByRole('button', { name: /^Actions : / }).click();
  await broker.getByRole('menuitem', { name: 'Ouvrir la fiche' }).click();
  await expect(broker).toHaveURL(offerUrl);
  await expect(broker.getByTestId('offer-state')).toHaveText('Souscrite');

  const note = broker.getByLabel('Note (obligatoire)');
  await broker.getByLabel('Nouvel état').selectOption({ label: 'En cours d’étude' });
  await broker.getByRole('button', { name: 'Changer l’état' }).click();
  await expect(note).toHaveAccessibleDescription('Veuillez saisir une note.');
  await note.fill('Appelée ce matin : pièces justificatives demandées.');
  await broker.getByRole('button', { name: 'Changer l’état' }).click();
  await expect(broker.getByTestId('offer-state')).toHaveText('En cours d’étude');
  const history = broker.getByRole('region', { name: 'Historique des états' });
  await expect(history).toContainText('Souscrite → En cours d’étude');
  await expect(history).toContainText('Appelée ce matin : pièces justificatives demandées.');

  // The subscription shows the NIR masked; the Admin reveals it, and the reveal is audited.
  const subscription = broker.getByRole('region', { name: 'Souscription', exact: true });
  await expect(subscription).not.toContainText('123 456');
  await subscription.getByRole('button', { name: 'Afficher : Numéro de sécurité sociale' }).click();
  await expect(
    subscription.getByRole('button', { name: 'Masquer : Numéro de sécurité sociale' }),
  ).toBeVisible();
  await expect(broker.getByRole('region', { name: 'Journal d’audit' })).toContainText(
    'Affichage du numéro de sécurité sociale',
  );

  // The CSV export of the submitted offers (Admin) holds it, filtered as on screen.
  await openFromSidebar(broker, 'Offres', 'Offres souscrites');
  await findRow(broker, person.email);
  const [download] = await Promise.all([
    broker.waitForEvent('download'),
    broker.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('offres-souscrites.csv');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0), 'UTF-8 BOM for Excel').toBe(0xfeff);
  const [headerLine, ...lines] = csv.slice(1).trim().split(/\r?\n/);
  expect(headerLine).toContain('E-mail;');
  const line = lines.find((candidate) => candidate.includes(person.email));
  expect(line, 'the subscribed offer in the CSV').toBeTruthy();
  expect(line).toContain(person.lastName);
});
