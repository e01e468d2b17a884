import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  createStaff,
  emailIds,
  staffSignsInWithEmailCode,
  uniqueEmail,
  waitForEmail,
} from './auth-helpers.ts';
import { validSiren } from './siren.ts';

/**
 * The CRM journey: a broker creates a prospect company by SIREN (a wrong SIREN refused in
 * French next to the field), adds a contact and a comment, uploads the Kbis (an HTML page named
 * .pdf refused), creates a quote from /admin/devis whose PDF reaches the contact in MailDev,
 * accepts it, records the contract and turns the prospect into a client; the contract is in the
 * portfolio; the compliance tab lists what is missing until each item is recorded; a task due a
 * minute later sends its reminder email and shows up in the live notifications.
 * Run at 768 px: the tablet the back-office must work on.
 */

test.use({ viewport: { width: 768, height: 1024 } });
// Sign-in by emailed code, a quote email and a reminder a minute away: longer than one page.
test.setTimeout(240_000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

async function rowAction(page: Page, rowName: string | RegExp, action: string) {
  await page
    .getByRole('button', { name: typeof rowName === 'string' ? `Actions : ${rowName}` : rowName })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a broker wins a prospect: company by SIREN, contact, comment, Kbis, emailed quote, contract, client, compliance, task reminder', async ({
  page,
}) => {
  const broker = await createStaff('sub-admin');
  await staffSignsInWithEmailCode(page, broker.email, broker.password);

  // 1. The prospect, by SIREN: a wrong check digit is refused next to the field, in French.
  const siren = validSiren();
  const wrongSiren = `${siren.slice(0, 8)}${(Number(siren[8]) + 1) % 10}`;
  const companyName = `Atelier E2E ${randomUUID().slice(0, 8)}`;
  await page.goto('/admin/entreprise');
  await expect(page.getByRole('heading', { name: 'Entreprises' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Prospects' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une entreprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une entreprise' });
  await dialog.getByLabel('Raison sociale').fill(companyName);
  const sirenField = dialog.getByLabel('SIREN');
  await sirenField.fill(wrongSiren);
  await dialog.getByLabel('Code postal').fill('75001');
  await expect(dialog.getByLabel('Ville', { exact: true })).toHaveValue(/^Paris/);
  await dialog.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(sirenField).toHaveAccessibleDescription(
    /Le numéro SIREN est invalide \(9 chiffres, clé de contrôle\)\./,
  );
  await sirenField.fill(siren);
  await dialog.getByRole('combobox', { name: 'Code NAF' }).fill('62.01Z');
  await page.getByRole('option', { name: /62\.01Z — Programmation informatique/ }).click();
  // The suggestions close once a code is chosen (they used to open again and hide the rest of
  // the dialog from assistive technologies).
  await expect(page.getByRole('listbox', { name: 'Suggestions Code NAF' })).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: 'Code NAF' })).toHaveValue('62.01Z');
  await dialog.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(page).toHaveURL(/\/admin\/entreprise\/[0-9a-f-]{36}$/);
  const companyUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await expect(page.getByText('Prospect', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Programmation informatique').first()).toBeVisible();

  // 2. A contact of the company, with the e-mail the quote will go to.
  const contactEmail = uniqueEmail('contact-crm');
  await page.getByRole('button', { name: 'Ajouter un contact' }).click();
  const contactDialog = page.getByRole('dialog', { name: 'Ajouter un contact' });
  await contactDialog.getByLabel('Civilité').selectOption('Mme');
  await contactDialog.getByLabel('Nom', { exact: true }).fill('Durand');
  await contactDialog.getByLabel('Prénom').fill('Léa');
  await contactDialog.getByLabel('Fonction').fill('Gérante');
  await contactDialog.getByLabel('E-mail').fill(contactEmail);
  await contactDialog.getByRole('button', { name: 'Ajouter le contact' }).click();
  await expect(page.getByRole('table', { name: `Contacts de ${companyName}` })).toContainText(contactEmail);

  // 3. A comment on the Actualités tab, with its author and date.
  const comment = `Premier rendez-vous : besoin d’une RC Pro (${randomUUID().slice(0, 6)}).`;
  await page.getByRole('tab', { name: 'Actualités' }).click();
  await page.getByLabel('Nouveau commentaire').fill(comment);
  await page.getByRole('button', { name: 'Publier le commentaire' }).click();
  const comments = page.getByRole('list', { name: 'Commentaires' });
  await expect(comments).toContainText(comment);
  await expect(comments).toContainText(/\d{4} à \d{1,2} h \d{2}/);

  // 4. Documents: an HTML page named .pdf is refused by its bytes; the Kbis is stored.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const fileField = page.getByLabel('Fichier (PDF, PNG ou JPEG, 10 Mo au plus)');
  await page.getByLabel('Type de document').selectOption({ label: 'Extrait Kbis' });
  await fileField.setInputFiles({ name: 'faux-kbis.pdf', mimeType: 'application/pdf', buffer: HTML });
  await page.getByRole('button', { name: 'Téléverser le document' }).click();
  await expect(fileField).toHaveAccessibleDescription(
    'Type de fichier refusé : PDF, PNG ou JPEG uniquement.',
  );
  await fileField.setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Téléverser le document' }).click();
  const documents = page.getByRole('table', { name: 'Documents' });
  await expect(documents).toContainText('kbis.pdf');
  await expect(documents).toContainText('Extrait Kbis');
  await expect(documents).not.toContainText('faux-kbis.pdf');

  // 5. A quote from /admin/devis for this company: its PDF reaches the contact.
  const seen = await emailIds(contactEmail);
  await page.goto(`/admin/devis?entreprise=${companyUrl.split('/').at(-1)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Trouver une offre : Mutuelle santé TNS/ })).toBeVisible();
  await page.getByRole('button', { name: 'Devis : Responsabilité civile professionnelle' }).click();
  const quoteDialog = page.getByRole('dialog', { name: 'Devis : Responsabilité civile professionnelle' });
  await expect(quoteDialog.getByRole('combobox', { name: 'Entreprise' })).toHaveValue(companyName);
  await expect(quoteDialog.getByLabel('Contact destinataire')).toContainText(contactEmail);
  await quoteDialog
    .getByLabel('Contact destinataire')
    .selectOption({ label: `Mme Léa Durand <${contactEmail}>` });
  await quoteDialog
    .getByLabel('Formule ou garanties demandées')
    .fill('RC Pro 1 M€ par sinistre, franchise 500 €');
  await quoteDialog.getByLabel('Assureur').fill('Hiscox');
  await quoteDialog.getByLabel('Prime mensuelle (€)').fill('45,90');
  await quoteDialog.getByRole('button', { name: 'Créer et envoyer le devis' }).click();
  await expect(page.getByText(new RegExp(`Le devis .+ est envoyé à ${contactEmail}`))).toBeVisible();
  const email = await waitForEmail(contactEmail, /devis/i, seen);
  const attachments =
    (email as { attachments?: Array<{ contentType?: string; fileName?: string }> }).attachments ?? [];
  expect(attachments.some((file) => file.contentType === 'application/pdf')).toBe(true);

  // 6. Accepted: the prospect becomes a client and a pending contract enters the portfolio;
  // the broker completes it with the insurer's policy number and the commission.
  await page.goto(`${companyUrl}?onglet=devis-contrats`);
  const quotes = page.getByRole('table', { name: 'Devis' });
  await expect(quotes).toContainText('Envoyé');
  const reference = (
    (await quotes.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? ''
  ).trim();
  expect(reference).not.toBe('');
  await rowAction(page, `Devis ${reference}`, 'Accepter le devis');
  await expect(page.getByRole('button', { name: 'Passer en client' })).toHaveCount(0);
  await expect(page.getByText('Client', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Devis ${reference} accepté`)).toBeVisible();
  const contracts = page.getByRole('table', { name: 'Contrats' });
  await expect(contracts).toContainText(reference);
  await expect(contracts).toContainText('En attente');
  await rowAction(page, `Contrat ${reference}`, 'Compléter le contrat');
  const contractDialog = page.getByRole('dialog', { name: 'Compléter le contrat' });
  await expect(contractDialog.getByLabel('Assureur')).toHaveValue('Hiscox');
  await expect(contractDialog.getByLabel('Prime mensuelle (€)')).toHaveValue('45,9');
  const policyNumber = `RCP-${randomUUID().slice(0, 8)}`;
  await contractDialog.getByLabel('Numéro de police').fill(policyNumber);
  await contractDialog.getByLabel('Taux de commission (%)').fill('12,5');
  await contractDialog.getByLabel('Statut du contrat').selectOption({ label: 'Actif' });
  await contractDialog.getByRole('button', { name: 'Enregistrer le contrat' }).click();
  await expect(contracts).toContainText(policyNumber);
  await expect(contracts).toContainText('Actif');

  // 7. The contract is in the portfolio, its premium in the totals.
  await page.goto('/admin/portefeuille-contrats');
  await page.getByLabel('Rechercher (souscripteur, police, assureur)').fill(policyNumber);
  const contractRow = page.getByRole('row').filter({ hasText: policyNumber });
  await expect(contractRow).toContainText(companyName);
  await expect(contractRow).toContainText('45,90');
  await expect(page.getByRole('list', { name: 'Totaux du portefeuille' })).toContainText('45,90');

  // 8. Compliance: what is missing until each item is recorded.
  await page.goto(`${companyUrl}?onglet=conformite`);
  await expect(page.getByText('Dossier incomplet')).toBeVisible();
  await expect(page.getByText('Aucune démarche enregistrée.')).toBeVisible();
  const missing = page.getByRole('list', { name: 'Éléments manquants' });
  await expect(missing.getByRole('listitem')).toHaveCount(5);
  const items = [
    'DER remis (document d’entrée en relation)',
    'Recueil des besoins',
    'Conseil donné et sa motivation',
    'IPID remis',
    'Identité vérifiée',
  ];
  for (const [index, label] of items.entries()) {
    const form = page.getByRole('form', { name: `Enregistrer : ${label}` });
    if (label === 'Conseil donné et sa motivation') {
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(form.getByLabel('Motivation du conseil')).toHaveAccessibleDescription(
        /Veuillez motiver le conseil donné/,
      );
      await form
        .getByLabel('Motivation du conseil')
        .fill('RC Pro adaptée à une activité de conseil informatique.');
    }
    if (label === 'Recueil des besoins') {
      await form.getByLabel(`Document : ${label}`).selectOption({ label: 'kbis.pdf (Extrait Kbis)' });
    }
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(missing.getByRole('listitem')).toHaveCount(4 - index);
  }
  await expect(page.getByText('Dossier complet')).toBeVisible();
  await expect(page.getByText('Complétude : 100 %')).toBeVisible();
  await expect(page.getByText(/document : kbis\.pdf/)).toBeVisible();

  // 9. A task due a minute later: its reminder by email and as a live notification.
  const taskTitle = `Relancer ${companyName}`;
  const seenReminders = await emailIds(broker.email);
  await page.goto('/admin/task');
  await page.getByRole('button', { name: 'Nouvelle tâche' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Nouvelle tâche' });
  await taskDialog.getByLabel('Intitulé').fill(taskTitle);
  const due = new Date(Date.now() + 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  await taskDialog
    .getByLabel('Échéance (date)')
    .fill(`${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`);
  await taskDialog.getByLabel('Échéance (heure)').fill(`${pad(due.getHours())}:${pad(due.getMinutes())}`);
  await taskDialog.getByLabel('Lié à').selectOption({ label: 'Une entreprise' });
  await taskDialog.getByRole('combobox', { name: 'Entreprise' }).fill(companyName);
  await page.getByRole('option', { name: new RegExp(companyName) }).click();
  await taskDialog.getByRole('button', { name: 'Créer la tâche' }).click();
  await expect(page.getByRole('table', { name: 'Mes tâches' })).toContainText(taskTitle);
  const reminder = await waitForEmail(broker.email, /Tâche à échéance/, seenReminders).catch(async () =>
    // The due minute may be up to 60 s away: one more wait before giving up.
    waitForEmail(broker.email, /Tâche à échéance/, seenReminders),
  );
  expect(reminder.subject).toContain(taskTitle);
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByText(new RegExp(`Tâche à échéance : ${taskTitle}`)).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // 10. Renamed and rescheduled from the row's menu, the form filled with the task as it was.
  await page.getByRole('button', { name: `Actions : ${taskTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Modifier ou reprogrammer' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Modifier la tâche' });
  await expect(editDialog.getByLabel('Intitulé')).toHaveValue(taskTitle);
  const later = new Date(Date.now() + 2 * 86_400_000);
  await editDialog
    .getByLabel('Échéance (date)')
    .fill(`${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}`);
  await editDialog.getByLabel('Échéance (heure)').fill('09:30');
  await editDialog.getByLabel('Intitulé').fill(`${taskTitle} (reportée)`);
  await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Mes tâches' })).toContainText(`${taskTitle} (reportée)`);

  // 11. Postponed in one click: the same time, the next day (PUT /api/v1/task/:id/due).
  await page.getByRole('button', { name: `Actions : ${taskTitle} (reportée)` }).click();
  await page.getByRole('menuitem', { name: 'Reporter au lendemain' }).click();
  await expect(page.getByText(`« ${taskTitle} (reportée) » est reportée au`)).toBeVisible();
  await page.getByRole('button', { name: `Actions : ${taskTitle} (reportée)` }).click();
  await page.getByRole('menuitem', { name: 'Modifier ou reprogrammer' }).click();
  const dayAfter = new Date(later.getFullYear(), later.getMonth(), later.getDate() + 1);
  await expect(editDialog.getByLabel('Échéance (date)')).toHaveValue(
    `${dayAfter.getFullYear()}-${pad(dayAfter.getMonth() + 1)}-${pad(dayAfter.getDate())}`,
  );
  await expect(editDialog.getByLabel('Échéance (heure)')).toHaveValue('09:30');
  await editDialog.getByRole('button', { name: 'Annuler' }).click();
});
