import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';

// The crm service's database in the test profile (infra/src/stack/profiles.ts).
const CRM_DATABASE_URL =
  process.env.CRM_DATABASE_URL ?? 'postgres://courtage_test_crm@127.0.0.1:5432/courtage_test_crm';

test('a quote request from an insurance-line page reaches the crm service', async ({ page }) => {
  const reference = randomUUID();
  const email = `devis-${reference}@example.com`;
  await page.goto('/assurances/assurance-decennale');
  await page.getByRole('link', { name: 'Demander un devis' }).click();
  const form = page.locator('#devis form.contact-form');
  await expect(page.locator('#devis astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr');
  await expect(form.getByLabel('Message *')).toHaveValue(/^Demande de devis : Assurance décennale\./);

  await form.getByLabel('Nom *').fill('Paul Maçon');
  await form.getByLabel('E-mail *').fill(email);
  await form.getByLabel('Code postal *').fill('75011');
  const commune = form.getByLabel('Commune *');
  await expect(commune.locator('option', { hasText: 'Paris 11e Arrondissement' })).toHaveCount(1);
  await commune.selectOption({ label: 'Paris 11e Arrondissement' });
  await form.getByLabel('Message *').press('End');
  await form.getByLabel('Message *').pressSequentially(`gros œuvre, 3 salariés. Réf. ${reference}`);
  await form.getByLabel(/J’accepte d’être recontacté/).check();
  await form.getByRole('button', { name: 'Envoyer mon message' }).click();
  await expect(form.getByRole('status')).toContainText('Merci ! Votre message a bien été envoyé.');

  const client = new pg.Client({ connectionString: CRM_DATABASE_URL });
  await client.connect();
  try {
    await expect
      .poll(
        async () =>
          (await client.query('SELECT email, message FROM contact_queries WHERE email = $1', [email])).rows,
        { timeout: 15_000 },
      )
      .toHaveLength(1);
    const { rows: stored } = await client.query('SELECT message FROM contact_queries WHERE email = $1', [
      email,
    ]);
    expect(stored[0].message).toContain('Demande de devis : Assurance décennale.');
    expect(stored[0].message).toContain(reference);
  } finally {
    await client.end();
  }
});
