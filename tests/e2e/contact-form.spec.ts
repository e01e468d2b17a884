import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { emailsTo } from './maildev.ts';

const SUCCESS =
  'Merci ! Votre message a bien été envoyé. Un accusé de réception vous a été adressé par e-mail.';
const ACK_SUBJECT = 'Nous avons bien reçu votre message';

/** Opens the home page and waits until the contact island is hydrated (Astro drops `ssr`). */
async function openContactForm(page: Page) {
  await page.goto('/');
  const form = page.locator('form.contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr');
  return form;
}

function uniqueAddress(): string {
  return `visiteur-${randomUUID()}@example.com`;
}

test('a visitor reads the FAQ, sends the contact form and receives the acknowledgement', async ({ page }) => {
  const address = uniqueAddress();
  const message = `Bonjour, je souhaite comparer les mutuelles pour ma famille. Réf. ${randomUUID()}`;

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Courtage Santé' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('moins de 2 minutes');

  // The full FAQ has its own page; the home page shows highlights only.
  await page.goto('/faq');
  const faq = page.locator('#faq');
  await expect(faq.locator('details')).toHaveCount(13);
  await expect(faq.locator('.faq-category > h3')).toHaveCount(5);
  await expect(faq).not.toContainText('{phone}');
  await expect(faq).not.toContainText('{email}');
  const firstQuestion = faq.locator('details').first();
  await firstQuestion.locator('summary').click();
  await expect(firstQuestion.locator('.faq-item__answer')).toBeVisible();

  const form = await openContactForm(page);
  await form.getByLabel('Nom *').fill('Marie Dupont');
  await form.getByLabel('E-mail *').fill(address);
  await form.getByLabel('Téléphone (facultatif)').fill('06 12 34 56 78');
  await form.getByLabel('Code postal *').fill('75011');
  const commune = form.getByLabel('Commune *');
  await expect(commune.locator('option', { hasText: 'Paris 11e Arrondissement' })).toHaveCount(1);
  await commune.selectOption({ label: 'Paris 11e Arrondissement' });
  await form.getByLabel('Message *').fill(message);
  await form.getByLabel(/J’accepte d’être recontacté/).check();
  await form.getByRole('button', { name: 'Envoyer mon message' }).click();

  await expect(form.getByRole('status')).toHaveText(SUCCESS);
  await expect(form.getByLabel('Nom *')).toHaveValue('');
  await expect(form.getByLabel('Code postal *')).toHaveValue('');

  await expect
    .poll(async () => (await emailsTo(address)).map((email) => email.subject), {
      message: `acknowledgement email to ${address} in MailDev`,
      timeout: 30_000,
      intervals: [250, 500, 1000],
    })
    .toContain(ACK_SUBJECT);
  const [ack] = (await emailsTo(address)).filter((email) => email.subject === ACK_SUBJECT);
  expect(ack?.text ?? ack?.html).toContain(message);
});

test('bad fields are explained in French next to each field and nothing is sent', async ({ page }) => {
  const address = 'pas-une-adresse';
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/contactus')) posted.push(request.method());
  });

  const form = await openContactForm(page);
  await form.getByLabel('Nom *').fill('A');
  await form.getByLabel('E-mail *').fill(address);
  await form.getByLabel('Téléphone (facultatif)').fill('12 34');
  await form.getByLabel('Code postal *').fill('7501');
  await form.getByLabel('Message *').fill('Trop court');
  await form.getByRole('button', { name: 'Envoyer mon message' }).click();

  const expectations = [
    [form.getByLabel('Nom *'), 'Veuillez indiquer votre nom.'],
    [form.getByLabel('E-mail *'), 'Adresse e-mail invalide.'],
    [form.getByLabel('Téléphone (facultatif)'), 'Numéro de téléphone invalide.'],
    [form.getByLabel('Code postal *'), 'Code postal invalide : 5 chiffres attendus.'],
    [form.getByLabel('Commune *'), 'Veuillez choisir votre commune.'],
    [form.getByLabel(/J’accepte d’être recontacté/), 'Vous devez accepter d’être recontacté.'],
  ] as const;
  for (const [field, text] of expectations) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  }
  // 'Trop court' is exactly 10 characters: valid; the message field carries no error.
  await expect(form.getByLabel('Message *')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByLabel('Nom *')).toBeFocused();
  await expect(form.getByRole('status')).toHaveText('');

  // An unknown postal code is reported by the lookup, in place of the format error.
  await form.getByLabel('Code postal *').fill('00000');
  await expect(form.getByLabel('Code postal *')).toHaveAccessibleDescription('Code postal inconnu.');

  expect(posted).toEqual([]);
  expect(await emailsTo(address)).toEqual([]);
});

test('errors found by the gateway are shown next to their field', async ({ page }) => {
  const address = uniqueAddress();
  const form = await openContactForm(page);
  await form.getByLabel('Nom *').fill('Jean Martin');
  await form.getByLabel('E-mail *').fill(address);
  await form.getByLabel('Code postal *').fill('75011');
  const commune = form.getByLabel('Commune *');
  await expect(commune).toBeEnabled();
  // Only the gateway knows which communes belong to a postal code: offer one that does not.
  await commune.evaluate((select: HTMLSelectElement) => select.add(new Option('Lyon', 'Lyon')));
  await commune.selectOption('Lyon');
  await form.getByLabel('Message *').fill('Je voudrais être rappelé demain matin.');
  await form.getByLabel(/J’accepte d’être recontacté/).check();
  await form.getByRole('button', { name: 'Envoyer mon message' }).click();

  await expect(commune).toHaveAttribute('aria-invalid', 'true');
  await expect(commune).toHaveAccessibleDescription('Veuillez choisir votre commune.');
  await expect(commune).toBeFocused();
  await expect(form.getByRole('status')).toHaveText('');
  await expect(form.getByLabel('Nom *')).toHaveValue('Jean Martin');
  expect(await emailsTo(address)).toEqual([]);
});

test('an unknown route answers 404 with the French not-found page', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL('/');
});
