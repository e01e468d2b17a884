import { randomUUID } from 'node:crypto';
import { GENERAL_CONDITIONS_MESSAGES } from '@courtage/contracts/offer/admin-plan-general-conditions.rpc';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createStaff, staffSignsInWithEmailCode } from './auth-helpers.ts';

test('an admin creates a plan (refused while a price is negative or an age is not covered), previews it, saves a new version and retires it', async ({
  page,
}) => {
  const admin = await createStaff('admin');
  await staffSignsInWithEmailCode(page, admin.email, admin.password);
  await page.goto('/admin/insurance-plan');
  await expect(page.getByRole('heading', { name: 'Plans d’assurance' })).toBeVisible();
  const rows = page.locator('table.app-table tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(12);

  const code = `e2e-${randomUUID().slice(0, 8)}`;
  const name = `Plan E2E ${code.slice(4)}`;
  await page.getByRole('button', { name: 'Nouveau plan' }).click();
  await page.getByLabel('Code du plan').fill(code);
  await page.getByLabel('Nom du plan').fill(name);

  const basePrice = page.getByLabel('Prix de base (€ / mois, adulte de 40 ans)');
  await basePrice.fill('-5');
  const bands = page.getByRole('group', { name: 'Tranches d’âge' });
  await bands.getByRole('button', { name: 'Supprimer' }).last().click();
  await page.getByRole('button', { name: 'Créer le plan' }).click();
  await expect(basePrice).toHaveAccessibleDescription('Le prix de base doit être un nombre positif.');
  await expect(bands).toContainText(
    'Les tranches d’âge doivent couvrir sans trou ni chevauchement les âges de 0 à 110 ans.',
  );
  await expect(page.getByRole('alert')).toHaveText('Veuillez corriger les champs signalés.');

  await basePrice.fill('42');
  await bands.getByRole('button', { name: 'Ajouter une tranche' }).click();
  await page.getByRole('button', { name: 'Calculer le prix' }).click();
  const preview = page.getByRole('table', { name: /Prix par formule/ });
  await expect(preview).toContainText('€');
  await expect(preview).toContainText('(proposée)');

  await page.getByRole('button', { name: 'Créer le plan' }).click();
  await expect(page.getByRole('status')).toHaveText(`Le plan « ${name} » est créé.`);
  const row = rows.filter({ hasText: code });
  await expect(row).toContainText('Actif');
  await expect(row.locator('td').nth(2)).toHaveText('1');

  await row.getByRole('button', { name: `Modifier ${name}` }).click();
  await page.getByLabel('Nom du plan').fill(`${name} bis`);
  await page.getByRole('button', { name: 'Enregistrer la nouvelle version' }).click();
  await expect(page.getByRole('status')).toHaveText(`La version 2 du plan « ${name} bis » est enregistrée.`);

  // The plan's general conditions: a file that is not a PDF is refused in French, a PDF is kept.
  const conditions = rows
    .filter({ hasText: code })
    .getByLabel(`Déposer les conditions générales de ${name} bis (PDF)`);
  await conditions.setInputFiles({
    name: 'cg.txt',
    mimeType: 'application/pdf',
    buffer: Buffer.from('pas un PDF'),
  });
  await expect(page.getByRole('alert')).toHaveText(GENERAL_CONDITIONS_MESSAGES.notPdf);
  const pdf = await PDFDocument.create();
  pdf.addPage();
  await conditions.setInputFiles({
    name: 'CG E2E.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdf.save()),
  });
  await expect(page.getByRole('status')).toHaveText(
    `Conditions générales de « ${name} bis » déposées (CG E2E.pdf).`,
  );
  if (process.env.E2E_SCREENSHOTS_DIR)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await conditions.locator('..').scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS_DIR}/plan-general-conditions-${width}.png`,
      });
    }

  await rows
    .filter({ hasText: code })
    .getByRole('button', { name: `Retirer ${name} bis` })
    .click();
  await expect(page.getByRole('status')).toHaveText(`Le plan « ${name} bis » est retiré.`);
  await expect(rows.filter({ hasText: code })).toContainText('Retiré');
});

test('a Sub-admin reads the plans but has no button to create, edit or retire one (Admin only)', async ({
  page,
}) => {
  const subAdmin = await createStaff('sub-admin');
  await staffSignsInWithEmailCode(page, subAdmin.email, subAdmin.password);
  await page.goto('/admin/insurance-plan');
  await expect(page.getByRole('heading', { name: 'Plans d’assurance' })).toBeVisible();
  expect(await page.locator('table.app-table tbody tr').count()).toBeGreaterThanOrEqual(12);
  await expect(
    page.getByText('Seul un administrateur peut créer, modifier ou retirer un plan.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouveau plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Modifier|Retirer|Réactiver) / })).toHaveCount(0);
});
