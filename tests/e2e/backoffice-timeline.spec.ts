import { expect, test } from '@playwright/test';
import {
  API_URL,
  createStaff,
  staffAccessToken,
  staffSignsInWithEmailCode,
  uniqueEmail,
  waitForEmail,
} from './auth-helpers.ts';

/**
 * The record timeline: a broker opens a contact, logs a call with its outcome and a
 * note from the keyboard, adds a note, and finds both in 'Fil d’activité' with the contact's
 * creation and quote, newest first; the kind filters narrow the list. At 1280 and 390 px.
 * Then 'Envoyer un e-mail': 'Relance de devis' filled from the contact and his quote, edited,
 * sent through the notification service to MailDev, shown in the timeline as sent.
 */

test.setTimeout(180_000);

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${size.name}: a broker logs a call and a note on a contact and reads them in its timeline`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const broker = await createStaff('sub-admin');
    const token = await staffAccessToken(broker.email, broker.password);
    const contact = await api<{ id: string }>(token, 'POST', '/api/v1/contact', {
      civility: 'Mme',
      name: 'Fontaine',
      forename: 'Inès',
      email: uniqueEmail('timeline'),
    });
    await api(token, 'POST', '/api/v1/devis', {
      contactId: contact.id,
      insuranceLine: 'assurance-de-personnes',
      formula: 'Formule Équilibre',
      insurer: 'Alan',
      monthlyPremium: 64.5,
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });

    await staffSignsInWithEmailCode(page, broker.email, broker.password);
    await page.goto(`/admin/contact/${contact.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mme Inès Fontaine' })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Fil d’activité' });
    const items = timeline.getByRole('list', { name: /Fil d’activité/ }).getByRole('listitem');
    await expect(items.filter({ hasText: 'Devis' })).toContainText('Assurance de personnes');
    await expect(items.last()).toContainText('Création de la fiche');

    // Logged from the keyboard: the button, the outcome (arrows move between the radios), the note.
    await timeline.getByRole('button', { name: 'Journaliser un appel' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Journaliser un appel avec Inès Fontaine' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Journaliser l’appel' }).click();
    await expect(dialog.getByRole('group', { name: 'Issue de l’appel' })).toHaveAccessibleDescription(
      'Veuillez choisir l’issue de l’appel.',
    );
    await dialog.getByRole('radio', { name: 'Joint' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Message laissé' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Messagerie, rappeler vers 18 h.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Journaliser l’appel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(items.first()).toContainText('Message laissé');
    await expect(items.first()).toContainText('Messagerie, rappeler vers 18 h.');
    await expect(items.first()).toContainText(broker.name);

    await timeline.getByRole('button', { name: 'Ajouter une note' }).click();
    const noteDialog = page.getByRole('dialog', { name: 'Ajouter une note sur Inès Fontaine' });
    await noteDialog.getByLabel('Note', { exact: true }).fill('Souhaite comparer avec son contrat actuel.');
    await noteDialog.getByRole('button', { name: 'Ajouter la note' }).click();
    await expect(noteDialog).toBeHidden();
    await expect(items.first()).toContainText('Souhaite comparer avec son contrat actuel.');
    await expect(items).toHaveCount(4);

    // The filters: calls only, then calls and quotes.
    await timeline.getByRole('checkbox', { name: 'Appels' }).check();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Message laissé');
    await timeline.getByRole('checkbox', { name: 'Devis' }).check();
    await expect(items).toHaveCount(2);
    await timeline.getByRole('checkbox', { name: 'Tâches' }).check();
    await timeline.getByRole('checkbox', { name: 'Appels' }).uncheck();
    await timeline.getByRole('checkbox', { name: 'Devis' }).uncheck();
    await expect(timeline.getByText('Aucune activité de ce type.')).toBeVisible();

    // Nothing pushes the page sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a broker sends “Relance de devis” from a contact: the e-mail reaches MailDev and the timeline shows it sent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const broker = await createStaff('sub-admin');
  const token = await staffAccessToken(broker.email, broker.password);
  const address = uniqueEmail('relance');
  const contact = await api<{ id: string }>(token, 'POST', '/api/v1/contact', {
    civility: 'M.',
    name: 'Garnier',
    forename: 'Louis',
    email: address,
  });
  const quote = await api<{ reference: string }>(token, 'POST', '/api/v1/devis', {
    contactId: contact.id,
    insuranceLine: 'assurance-de-personnes',
    formula: 'Formule Confort',
    insurer: 'Alan',
    monthlyPremium: 89.9,
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });

  await staffSignsInWithEmailCode(page, broker.email, broker.password);
  await page.goto(`/admin/contact/${contact.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'M. Louis Garnier' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Fil d’activité' });
  await timeline.getByRole('button', { name: 'Envoyer un e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer un e-mail' });
  await expect(dialog).toContainText(`À : Louis Garnier <${address}>`);
  await expect(dialog.getByText('Lecture du dernier devis du contact…')).toBeHidden();
  // Nothing chosen: the template is asked for, in French, next to the field.
  await dialog.getByRole('button', { name: 'Envoyer l’e-mail' }).click();
  await expect(dialog.getByLabel('Modèle')).toHaveAccessibleDescription('Veuillez choisir un modèle.');
  await dialog.getByLabel('Modèle').selectOption({ label: 'Relance de devis' });
  await expect(dialog.getByLabel('Objet')).toHaveValue(`Votre devis ${quote.reference}`);
  const message = dialog.getByLabel('Message');
  await expect(message).toHaveValue(/^Bonjour Monsieur Garnier,/);
  await expect(message).toHaveValue(
    new RegExp(`devis ${quote.reference} \\(Assurance de personnes[^)]*89,90\\s€ par mois`),
  );
  await expect(message).toHaveValue(new RegExp(`Bien cordialement,\\n${broker.name}$`));
  // Edited before sending.
  await message.press('ControlOrMeta+End');
  await message.pressSequentially('\n\nP.-S. Merci pour votre accueil au téléphone ce matin.');
  await dialog.getByRole('button', { name: 'Envoyer l’e-mail' }).click();
  await expect(dialog).toBeHidden();

  const email = await waitForEmail(address, new RegExp(`^Votre devis ${quote.reference}$`));
  expect(email.text).toContain('Bonjour Monsieur Garnier,');
  expect(email.text).toMatch(
    new RegExp(`${broker.name}\\n\\nP\\.-S\\. Merci pour votre accueil au téléphone ce matin\\.`),
  );
  expect(email.text).toContain('ORIAS n°');

  const item = timeline.getByRole('listitem').filter({ hasText: `« Votre devis ${quote.reference} »` });
  await expect(item).toContainText('Envoyé', { timeout: 30_000 });
  await expect(item).toContainText(address);
  await item.getByText('Voir le message').click();
  await expect(item).toContainText('Merci pour votre accueil au téléphone ce matin.');
});
