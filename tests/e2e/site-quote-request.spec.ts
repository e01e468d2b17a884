import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import pg from 'pg';
import { createStaff, staffSignsInWithEmailCode } from './auth-helpers.ts';
import { emailsTo } from './maildev.ts';

// The crm service's database in the test profile (infra/src/stack/profiles.ts).
const CRM_DATABASE_URL =
  process.env.CRM_DATABASE_URL ?? 'postgres://courtage_test_crm@127.0.0.1:5432/courtage_test_crm';
/** The team's address (STAFF_EMAIL, the runtime's default in the test profile). */
const STAFF_EMAIL = process.env.STAFF_EMAIL ?? 'equipe@courtage-sante.local';
const SUCCESS =
  'Merci ! Nous avons bien reçu votre demande de devis. Vous recevrez un accusé de réception par e-mail.';

/** Opens a line's page and its quote form, hydrated. */
async function openQuoteForm(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/assurances/${slug}`);
  await page.getByRole('link', { name: 'Demander un devis' }).click();
  await expect(page.locator('#devis astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr');
  return page.locator('#devis form.contact-form');
}

async function fillContact(form: Locator, name: string, email: string) {
  await form.getByLabel('Nom *').fill(name);
  await form.getByLabel('E-mail *').fill(email);
  await form.getByLabel('Code postal *').fill('69003');
  const commune = form.getByLabel('Commune *');
  await expect(commune.locator('option', { hasText: 'Lyon 3e Arrondissement' })).toHaveCount(1);
  await commune.selectOption({ label: 'Lyon 3e Arrondissement' });
  await form.getByLabel(/J’accepte d’être recontacté/).check();
}

type Journey = {
  slug: string;
  line: string;
  name: string;
  answer: (form: Locator) => Promise<void>;
  /** Answers as the emails and the back office word them. */
  shown: string[];
};

const JOURNEYS: Journey[] = [
  {
    slug: 'assurance-de-personnes',
    line: 'Assurance de personnes',
    name: 'Claire Prévoyance',
    answer: async (form) => {
      await form.getByLabel('Votre âge (ans) *').fill('44');
      await form.getByLabel('Situation professionnelle *').selectOption({ label: 'Profession libérale' });
      await form.getByLabel('Revenu professionnel annuel (€) *').fill('52 000');
      await form.getByLabel('Garantie souhaitée *').selectOption({ label: 'Arrêt de travail et invalidité' });
    },
    shown: ['Profession libérale', 'Arrêt de travail et invalidité', '52\u202f000 €'],
  },
  {
    slug: 'responsabilite-civile-professionnelle',
    line: 'Responsabilité civile professionnelle',
    name: 'Léa Graphiste',
    answer: async (form) => {
      await form.getByLabel('Activité exercée *').fill('Graphiste indépendante');
      await form.getByLabel('Chiffre d’affaires annuel (€) *').fill('85000');
      await form.getByLabel('Nombre de salariés *').fill('0');
    },
    shown: ['Graphiste indépendante', '85\u202f000 €'],
  },
  {
    slug: 'assurance-decennale',
    line: 'Assurance décennale',
    name: 'Paul Maçon',
    answer: async (form) => {
      await form.getByLabel('Corps de métier *').selectOption({ label: 'Maçonnerie, gros œuvre' });
      await form.getByLabel('Travaux réalisés *').selectOption({ label: 'Rénovation' });
      await form.getByLabel('Bâtiments concernés *').selectOption({ label: 'Maisons individuelles' });
      await form.getByLabel('Chiffre d’affaires annuel (€) *').fill('420000');
      await form.getByLabel('Années d’expérience (ans) *').fill('12');
    },
    shown: ['Maçonnerie, gros œuvre', 'Rénovation', '420\u202f000 €'],
  },
];

test('a bad or missing answer is explained in French next to its field and nothing is sent', async ({
  page,
}) => {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/quote-requests')) posted.push(request.method());
  });
  const form = await openQuoteForm(page, 'assurance-decennale');
  await fillContact(form, 'Paul Maçon', `devis-${randomUUID()}@example.com`);
  await form.getByLabel('Chiffre d’affaires annuel (€) *').fill('-12');
  await form.getByRole('button', { name: 'Envoyer ma demande de devis' }).click();
  await expect(form.getByLabel('Corps de métier *')).toBeFocused();
  await expect(form.getByLabel('Corps de métier *')).toHaveAccessibleDescription(
    'Choisissez votre corps de métier.',
  );
  await expect(form.getByLabel('Chiffre d’affaires annuel (€) *')).toHaveAccessibleDescription(
    'Indiquez le chiffre d’affaires annuel en euros, sans décimales.',
  );
  await expect(form.getByLabel('Années d’expérience (ans) *')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toEqual([]);
});

test('prévoyance, RC pro and décennale requests are stored with their answers, acknowledged, told to the team and listed in the back office', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const reference = randomUUID().slice(0, 8);
  const emails: string[] = [];
  for (const journey of JOURNEYS) {
    const email = `devis-${journey.slug}-${reference}@example.com`;
    emails.push(email);
    const form = await openQuoteForm(page, journey.slug);
    await expect(form.getByRole('group', { name: 'Votre besoin' })).toBeVisible();
    await journey.answer(form);
    await fillContact(form, journey.name, email);
    await form.getByLabel('Message *').press('End');
    await form.getByLabel('Message *').pressSequentially(`Réf. ${reference}`);
    await form.getByRole('button', { name: 'Envoyer ma demande de devis' }).click();
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
  }

  const client = new pg.Client({ connectionString: CRM_DATABASE_URL });
  await client.connect();
  try {
    for (const [index, journey] of JOURNEYS.entries()) {
      const stored = async () =>
        (
          await client.query(
            `SELECT q.insurance_line, q.answers, q.status FROM quote_requests q
             JOIN prospects p ON p.id = q.prospect_id WHERE p.email = $1`,
            [emails[index]],
          )
        ).rows;
      await expect.poll(stored, { timeout: 15_000 }).toHaveLength(1);
      const [row] = await stored();
      expect(row.insurance_line).toBe(journey.slug);
      expect(row.status).toBe('received');
      expect(Object.keys(row.answers).length).toBeGreaterThanOrEqual(3);
    }
  } finally {
    await client.end();
  }

  for (const [index, journey] of JOURNEYS.entries()) {
    const subject = `Votre demande de devis : ${journey.line}`;
    await expect
      .poll(async () => (await emailsTo(emails[index] ?? '')).map((email) => email.subject), {
        message: `acknowledgement to ${emails[index]}`,
        timeout: 30_000,
      })
      .toContain(subject);
    const [ack] = (await emailsTo(emails[index] ?? '')).filter((email) => email.subject === subject);
    for (const shown of journey.shown) expect(ack?.text).toContain(shown);
    const teamSubject = `Nouvelle demande de devis ${journey.line} : ${journey.name}`;
    await expect
      .poll(
        async () =>
          (await emailsTo(STAFF_EMAIL)).filter(
            (email) => email.subject === teamSubject && email.text?.includes(emails[index] ?? ''),
          ).length,
        { message: `team email about ${emails[index]}`, timeout: 30_000 },
      )
      .toBe(1);
  }

  const staff = await createStaff('sub-admin');
  const bo = await (await browser.newContext()).newPage();
  await staffSignsInWithEmailCode(bo, staff.email, staff.password);
  await bo.goto('/admin/devis');
  const requests = bo.getByRole('table', { name: 'Demandes de devis du site' });
  for (const [index, journey] of JOURNEYS.entries()) {
    const row = requests.getByRole('row').filter({ hasText: emails[index] ?? '' });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row).toContainText(journey.line);
    for (const shown of journey.shown) await expect(row).toContainText(shown);
  }
  for (const width of [1280, 390]) {
    await bo.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await requests.scrollIntoViewIfNeeded();
    await bo.screenshot({
      path: test.info().outputPath(`backoffice-quote-requests-${width}.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openQuoteForm(page, 'assurance-decennale');
    await page.screenshot({
      path: test.info().outputPath(`site-decennale-form-${width}.png`),
      fullPage: true,
    });
  }
});
