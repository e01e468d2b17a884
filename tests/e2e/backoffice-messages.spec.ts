import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  createStaff,
  signUpAndSignIn,
  staffSignsInWithEmailCode,
  uniqueEmail,
  waitForEmail,
} from './auth-helpers.ts';

// The contact form's messages and customers' questions reach a broker, who answers
// from the back-office; the answer is emailed (MailDev) and, for a customer, shown in their area.

async function staffPage(browser: Browser): Promise<Page> {
  const staff = await createStaff('sub-admin');
  const page = await (await browser.newContext()).newPage();
  await staffSignsInWithEmailCode(page, staff.email, staff.password);
  return page;
}

test('a visitor’s contact message is answered from the back-office and the answer arrives by email', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  const address = uniqueEmail('visiteur');
  const reference = randomUUID().slice(0, 8);

  await visitor.goto('/');
  const form = visitor.locator('form.contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(visitor.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr');
  await form.getByLabel('Nom *').fill('Marie Dupont');
  await form.getByLabel('E-mail *').fill(address);
  await form.getByLabel('Code postal *').fill('75011');
  const commune = form.getByLabel('Commune *');
  await expect(commune.locator('option', { hasText: 'Paris 11e Arrondissement' })).toHaveCount(1);
  await commune.selectOption({ label: 'Paris 11e Arrondissement' });
  await form.getByLabel('Message *').fill(`Bonjour, quelle mutuelle pour un couple ? Réf. ${reference}`);
  await form.getByLabel(/J’accepte d’être recontacté/).check();
  await form.getByRole('button', { name: 'Envoyer mon message' }).click();
  await expect(form.getByRole('status')).toContainText('Votre message a bien été envoyé');

  const staff = await staffPage(browser);
  await staff.goto(`/admin/contact-us?q=${encodeURIComponent(address)}`);
  await expect(staff.getByRole('heading', { name: 'Messages de contact' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: address });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nouveau');
  await staff.getByRole('button', { name: `Actions : Marie Dupont, ${address}` }).click();
  await staff.getByRole('menuitem', { name: 'Ouvrir le message' }).click();
  await expect(staff).toHaveURL(/\/admin\/contact-us-details\/[0-9a-f-]{36}$/);
  await expect(staff.getByRole('heading', { name: 'Marie Dupont' })).toBeVisible();

  await staff.getByRole('button', { name: 'M’attribuer le message' }).click();
  await expect(staff.getByTestId('contact-assignee')).toHaveText('Sam Sous-admin');
  await expect(staff.getByTestId('contact-status')).toHaveText('En cours');

  // An empty reply is explained next to the field and nothing is sent.
  const reply = staff.getByLabel(`Votre réponse (envoyée par e-mail à ${address})`);
  await staff.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(staff.getByText('Veuillez écrire votre réponse.')).toBeVisible();

  const answer = `Bonjour Marie, nous vous proposons la formule Confort. Réf. ${reference}`;
  await reply.fill(answer);
  await staff.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(staff.getByTestId('contact-replies')).toContainText(answer);
  await expect(reply).toHaveValue('');
  await staff.getByLabel('Statut').selectOption({ label: 'Traité' });
  await expect(staff.getByTestId('contact-status')).toHaveText('Traité');
  await expect(staff.getByRole('region', { name: 'Historique' })).toContainText('Réponse envoyée');

  const email = await waitForEmail(address, /Réponse à votre message/);
  expect(email.text).toContain(answer);
  expect(email.text).toContain(`Réf. ${reference}`);
});

test('a customer asks a question; staff answer; the answer is emailed and shown in the customer area', async ({
  browser,
}) => {
  const customer = await (await browser.newContext()).newPage();
  const address = uniqueEmail('client');
  const question = `Mes lunettes sont-elles remboursées ? Réf. ${randomUUID().slice(0, 8)}`;

  await signUpAndSignIn(customer, {
    firstName: 'Marie',
    lastName: 'Dupont',
    email: address,
    password: `Client-${randomUUID().slice(0, 8)}-2026`,
  });

  const sidebar = customer.getByRole('complementary', { name: 'Menu de mon espace' });
  await sidebar.getByRole('link', { name: 'Poser une question' }).click();
  await expect(customer).toHaveURL(/\/dashboard\/questions$/);
  await expect(customer.getByText('Vous n’avez posé aucune question pour l’instant.')).toBeVisible();
  await customer.getByRole('button', { name: 'Envoyer ma question' }).click();
  await expect(customer.getByText('Veuillez écrire votre question.')).toBeVisible();
  await customer.getByLabel('Votre question').fill(question);
  await customer.getByRole('button', { name: 'Envoyer ma question' }).click();
  const mine = customer.getByTestId('my-questions');
  await expect(mine).toContainText(question);
  await expect(mine).toContainText('En attente de réponse.');
  // The customer is told at once that the question arrived.
  const acknowledgement = await waitForEmail(address, /Nous avons bien reçu votre question/);
  expect(acknowledgement.text).toContain(`> ${question}`);

  const staff = await staffPage(browser);
  await staff.goto(`/admin/manage-users-queries?q=${encodeURIComponent(address)}`);
  await expect(staff).toHaveURL(/\/admin\/users\/queries\?q=/);
  const row = staff.getByRole('row').filter({ hasText: address });
  await expect(row).toContainText('Marie Dupont');
  await expect(row).toContainText('En attente');
  await row.getByRole('button', { name: 'Répondre à Marie Dupont' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Question de Marie Dupont' });
  const answer = 'Oui : 150 € par an pour la monture et les verres.';
  await dialog.getByLabel(`Votre réponse (envoyée par e-mail à ${address})`).fill(answer);
  // An impatient double click answers the question: the second click must not land on the
  // button beside it ('Clôturer sans répondre') once the first one has started sending.
  await dialog.getByRole('button', { name: 'Envoyer la réponse' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Répondue');
  await expect(row).not.toContainText('Clôturée');
  await expect(row).toContainText(answer);

  const email = await waitForEmail(address, /Réponse à votre question/);
  expect(email.text).toContain(answer);
  expect(email.text).toContain(question);

  await customer.reload();
  await expect(mine).toContainText(answer);
  await expect(mine).toContainText('Répondue');
});

test('an Admin imports a partner CSV: a bad row is shown and nothing imported; the corrected file imports every row', async ({
  browser,
}) => {
  const admin = await createStaff('admin');
  const page = await (await browser.newContext()).newPage();
  await staffSignsInWithEmailCode(page, admin.email, admin.password);
  const marker = `E2E-${randomUUID().slice(0, 8)}`;
  const csv = (premium: string) =>
    Buffer.from(
      [
        'Identifiant externe;Client;E-mail;Assureur;Produit;Prime mensuelle;Statut;Date d’effet',
        `${marker}-1;Paul Durand;paul@example.fr;Axa;Santé Essentiel;32,50;signé;01/01/2027`,
        `${marker}-2;Zoé Bernard;zoe@example.fr;Axa;Santé Confort;${premium};signé;`,
        `${marker}-3;Luc Petit;luc@example.fr;Malakoff;Santé Senior;88;en cours;2027-02-01`,
      ].join('\r\n'),
    );

  await page.goto('/admin/external-crm-contracts');
  await expect(page.getByRole('heading', { name: 'Contrats du CRM partenaire' })).toBeVisible();
  await page.getByRole('button', { name: 'Importer un fichier CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des contrats (CSV)' });
  await dialog
    .getByLabel('Fichier CSV')
    .setInputFiles({ name: 'contrats.csv', mimeType: 'text/csv', buffer: csv('beaucoup') });
  const errors = dialog.getByRole('table', { name: 'Erreurs du fichier' });
  await expect(errors.getByRole('row').filter({ hasText: 'Prime mensuelle invalide' })).toContainText('3');
  await expect(dialog.getByTestId('import-summary')).toContainText('1 erreur(s) : rien ne sera importé.');
  await expect(dialog.getByRole('button', { name: /^Importer/ })).toBeDisabled();

  await dialog
    .getByLabel('Fichier CSV')
    .setInputFiles({ name: 'contrats.csv', mimeType: 'text/csv', buffer: csv('41,20') });
  await expect(dialog.getByTestId('import-summary')).toContainText(
    '3 ligne(s) dans le fichier, aucune erreur.',
  );
  await dialog.getByRole('button', { name: 'Importer 3 ligne(s)' }).click();
  await expect(dialog.getByText('Terminé : 3 ligne(s) importée(s).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await page.goto(`/admin/external-crm-contracts?q=${marker}`);
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(3);
  await expect(page.getByRole('row').filter({ hasText: `${marker}-2` })).toContainText('41,20');
});
