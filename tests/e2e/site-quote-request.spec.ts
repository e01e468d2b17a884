import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';

// The crm service's database in the test profile (infra/src/stack/profiles.ts).
const CRM_DATABASE_URL =
  process.env.CRM_DATABASE_URL ?? 'postgres://courtage_test_crm@127.0.0.1:5432/courtage_test_crm';

test('a quote request from an insurance-line page reaches the crm service as a prospect with its request', async ({
  page,
}) => {
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
    const stored = async () =>
      (
        await client.query(
          `SELECT q.insurance_line, q.message, q.status FROM quote_requests q
           JOIN prospects p ON p.id = q.prospect_id WHERE p.email = $1`,
          [email],
        )
      ).rows;
    await expect.poll(stored, { timeout: 15_000 }).toHaveLength(1);
    const [row] = await stored();
    expect(row.insurance_line).toBe('assurance-decennale');
    expect(row.status).toBe('received');
    expect(row.message).toContain('Demande de devis : Assurance décennale.');
    expect(row.message).toContain(reference);
  } finally {
    await client.end();
  }
});
