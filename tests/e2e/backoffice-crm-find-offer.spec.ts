import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createStaff, staffSignsInWithEmailCode, uniqueEmail } from './auth-helpers.ts';
import { fillHousehold } from './comparator-flow.ts';
import { validSiren } from './siren.ts';

/**
 * 'Trouver une offre': from a prospect company's record, the broker opens the
 * comparator prefilled with what the CRM knows (the contact's names, e-mail and phone, the
 * company's postal code and town), enters the household, and attaches the offer chosen to the
 * company as a draft quote, which shows on the company's Devis tab.
 */

test.setTimeout(180_000);

test('a broker finds an offer for a prospect in the prefilled comparator and attaches it as a quote', async ({
  page,
}) => {
  const broker = await createStaff('sub-admin');
  await staffSignsInWithEmailCode(page, broker.email, broker.password);

  // The prospect and its contact.
  const companyName = `Offre E2E ${randomUUID().slice(0, 8)}`;
  await page.goto('/admin/entreprise');
  await page.getByRole('button', { name: 'Ajouter une entreprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une entreprise' });
  await dialog.getByLabel('Raison sociale').fill(companyName);
  await dialog.getByLabel('SIREN').fill(validSiren());
  await dialog.getByLabel('Code postal').fill('75001');
  await expect(dialog.getByLabel('Ville', { exact: true })).toHaveValue(/^Paris/);
  await dialog.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(page).toHaveURL(/\/admin\/entreprise\/[0-9a-f-]{36}$/);
  const companyUrl = page.url();
  const contactEmail = uniqueEmail('offre-crm');
  await page.getByRole('button', { name: 'Ajouter un contact' }).click();
  const contactDialog = page.getByRole('dialog', { name: 'Ajouter un contact' });
  await contactDialog.getByLabel('Civilité').selectOption('Mme');
  await contactDialog.getByLabel('Nom', { exact: true }).fill('Martin');
  await contactDialog.getByLabel('Prénom').fill('Chloé');
  await contactDialog.getByLabel('E-mail').fill(contactEmail);
  await contactDialog.getByLabel('Téléphone').fill('06 11 22 33 44');
  await contactDialog.getByRole('button', { name: 'Ajouter le contact' }).click();
  await expect(page.getByRole('table', { name: `Contacts de ${companyName}` })).toContainText(contactEmail);

  // 'Trouver une offre' from the Devis tab: the comparator for this company.
  await page.getByRole('tab', { name: 'Devis et contrats' }).click();
  const find = page.getByRole('link', { name: 'Trouver une offre (comparateur, nouvel onglet)' });
  const [comparatorPage] = await Promise.all([page.context().waitForEvent('page'), find.click()]);
  await expect(comparatorPage).toHaveURL(
    /\?devis-entreprise=[0-9a-f-]{36}&ligne=mutuelle-sante-tns#comparateur$/,
  );
  const comparator = comparatorPage.locator('.comparator[data-ready="true"]');
  await expect(comparator).toBeVisible();
  await fillHousehold(comparator, {
    status: 'Seul(e)',
    gender: 'Femme',
    birthDate: '1980-05-17',
    activity: 'tns',
    socialRegime: 'tns',
  });
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 2 sur 4 : Vos garanties')).toBeVisible();
  await comparator.getByRole('button', { name: 'Suivant' }).click();
  await expect(comparator.getByText('Étape 3 sur 4 : Vos coordonnées')).toBeVisible();
  await expect(comparator.getByLabel('Prénom *')).toHaveValue('Chloé');
  await expect(comparator.getByLabel('Nom *', { exact: true })).toHaveValue('Martin');
  await expect(comparator.getByLabel('E-mail *')).toHaveValue(contactEmail);
  await expect(comparator.getByLabel('Téléphone *')).toHaveValue('0611223344');
  await expect(comparator.getByLabel('Code postal *')).toHaveValue('75001');
  await expect(comparator.getByLabel('Commune *')).toHaveValue(/^Paris/);
  await comparator.getByLabel(/J’accepte d’être recontacté/).check();
  await comparator.getByRole('button', { name: 'Voir mes offres' }).click();

  await expect(comparatorPage.getByText(`Comparaison pour ${companyName}`)).toBeVisible();
  const attach = comparatorPage.getByRole('button', {
    name: new RegExp(`^Joindre comme devis au dossier de ${companyName} : `),
  });
  await attach.first().click();
  await expect(comparatorPage.getByText(`Devis ajouté au dossier de ${companyName}.`)).toBeVisible();

  // The draft quote on the company's Devis tab, for its contact, on the line asked for.
  await page.goto(`${companyUrl}?onglet=devis-contrats`);
  const quotes = page.getByRole('table', { name: 'Devis' });
  await expect(quotes).toContainText('Brouillon');
  await expect(quotes).toContainText('Mutuelle santé TNS');
  await expect(quotes).toContainText('Chloé Martin');
});
