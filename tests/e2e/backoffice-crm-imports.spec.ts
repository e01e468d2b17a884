import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createStaff, staffSignsInWithEmailCode } from './auth-helpers.ts';
import { validSiren } from './siren.ts';

/**
 * The CRM's CSV imports in the browser: a broker picks the company's NAF code with the keyboard
 * (the suggestions close once it is chosen), imports contacts (a file with a bad line is refused
 * line by line in French and nothing is written; the fixed file imports with its progress), then
 * contracts held by that company and by an imported contact, the same way.
 */

// Sign-in by emailed code, then three dialogs and two background imports.
test.setTimeout(180_000);

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\n')}\n`),
});

test('a broker imports contacts then contracts from CSV files: line errors in French, nothing written, then all with progress', async ({
  page,
}) => {
  const broker = await createStaff('sub-admin');
  await staffSignsInWithEmailCode(page, broker.email, broker.password);

  // 1. The company the rows refer to; its NAF code chosen with the keyboard.
  const siren = validSiren();
  const companyName = `Imports E2E ${randomUUID().slice(0, 8)}`;
  await page.goto('/admin/entreprise');
  await page.getByRole('button', { name: 'Ajouter une entreprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une entreprise' });
  await dialog.getByLabel('Raison sociale').fill(companyName);
  await dialog.getByLabel('SIREN').fill(siren);
  await dialog.getByLabel('Code postal').fill('75001');
  await expect(dialog.getByLabel('Ville', { exact: true })).toHaveValue(/^Paris/);
  const naf = dialog.getByRole('combobox', { name: 'Code NAF' });
  await naf.fill('programmation informatique');
  const nafList = page.getByRole('listbox', { name: 'Suggestions Code NAF' });
  await expect(nafList.getByRole('option', { name: /62\.01Z — Programmation informatique/ })).toBeVisible();
  await naf.press('ArrowDown');
  await naf.press('Enter');
  await expect(nafList).toBeHidden();
  await expect(naf).toHaveValue('62.01Z');
  await expect(naf).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(page).toHaveURL(/\/admin\/entreprise\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Programmation informatique').first()).toBeVisible();

  // 2. Contacts: line 3's e-mail and line 4's SIREN are wrong; nothing is imported.
  const tag = randomUUID().slice(0, 6);
  const header = 'civilité;nom;prénom;fonction;e-mail;téléphone;siren';
  const good = [
    `Mme;Import${tag};Léa;Gérante;lea.${tag}@example.fr;0612345678;${siren}`,
    `M.;Import${tag};Paul;Comptable;paul.${tag}@example.fr;;${siren}`,
    `Mme;Import${tag};Inès;;ines.${tag}@example.fr;+33 6 98 76 54 32;`,
  ];
  await page.goto('/admin/contact');
  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  const contactsDialog = page.getByRole('dialog', { name: 'Importer des contacts (CSV)' });
  await contactsDialog
    .getByLabel('Fichier CSV')
    .setInputFiles(
      csvFile('contacts-erreurs.csv', [
        header,
        good[0] as string,
        `M.;Import${tag};Marc;;pas-un-email;;${siren}`,
        `M.;Import${tag};Jean;;jean.${tag}@example.fr;;000000000`,
      ]),
    );
  await expect(contactsDialog.getByText('3 ligne(s) : 1 valide(s), 2 en erreur.')).toBeVisible();
  await expect(
    contactsDialog.getByText('Le fichier contient des erreurs : rien n’a été importé.'),
  ).toBeVisible();
  const contactErrors = contactsDialog.getByRole('table', { name: /Erreurs/ });
  const errorRow = (table: typeof contactErrors, message: string) =>
    table.getByRole('row').filter({ hasText: message }).getByRole('cell');
  await expect(errorRow(contactErrors, 'L’adresse e-mail est invalide.')).toHaveText([
    '3',
    'E-mail',
    'L’adresse e-mail est invalide.',
  ]);
  await expect(errorRow(contactErrors, 'Aucune entreprise avec ce SIREN.')).toHaveText([
    '4',
    'SIREN',
    'Aucune entreprise avec ce SIREN.',
  ]);
  await expect(contactsDialog.getByRole('button', { name: /^Importer/ })).toBeDisabled();
  await contactsDialog.getByLabel('Fichier CSV').setInputFiles(csvFile('contacts.csv', [header, ...good]));
  await expect(contactsDialog.getByText('3 ligne(s) : 3 valide(s), 0 en erreur.')).toBeVisible();
  await contactsDialog.getByRole('button', { name: 'Importer 3 contacts' }).click();
  await expect(contactsDialog.getByText('Import terminé : 3 contacts.')).toBeVisible();
  await expect(contactsDialog.getByRole('progressbar')).toHaveAttribute('value', '100');
  await contactsDialog.getByRole('button', { name: 'Fermer' }).click();
  await page.getByLabel('Rechercher (nom, e-mail, téléphone)').fill(`import${tag}`);
  const contacts = page.getByRole('table', { name: 'Contacts' });
  await expect(contacts).toContainText(`lea.${tag}@example.fr`);
  await expect(contacts).toContainText(`ines.${tag}@example.fr`);
  await expect(contacts).toContainText(companyName);
  await expect(contacts.locator('tbody tr')).toHaveCount(3);

  // 3. Contracts: one held by the company (SIREN), one by the standalone contact (e-mail).
  const contractHeader =
    'siren;email;assureur;produit;numero de police;date d effet;date de renouvellement;prime mensuelle;taux de commission;statut';
  const policyA = `IMP-${tag}-A`;
  const policyB = `IMP-${tag}-B`;
  const contractLines = [
    `${siren};;Hiscox;RC Pro;${policyA};01/01/2026;01/01/2027;45,90;12,5;actif`,
    `;ines.${tag}@example.fr;Alan;Santé individuelle;${policyB};01/03/2026;01/03/2027;62;10;en attente`,
  ];
  await page.goto('/admin/portefeuille-contrats');
  await page.getByRole('button', { name: 'Importer des contrats (CSV)' }).click();
  const contractsDialog = page.getByRole('dialog', { name: 'Importer des contrats (CSV)' });
  await contractsDialog
    .getByLabel('Fichier CSV')
    .setInputFiles(
      csvFile('contrats-erreurs.csv', [
        contractHeader,
        ...contractLines,
        `000000000;;Hiscox;RC Pro;IMP-${tag}-C;01/01/2026;01/01/2027;45,90;12,5;actif`,
      ]),
    );
  await expect(contractsDialog.getByText('3 ligne(s) : 2 valide(s), 1 en erreur.')).toBeVisible();
  await expect(
    errorRow(contractsDialog.getByRole('table', { name: /Erreurs/ }), 'Aucune entreprise avec ce SIREN.'),
  ).toHaveText(['4', 'SIREN', 'Aucune entreprise avec ce SIREN.']);
  await expect(contractsDialog.getByRole('button', { name: /^Importer/ })).toBeDisabled();
  await contractsDialog
    .getByLabel('Fichier CSV')
    .setInputFiles(csvFile('contrats.csv', [contractHeader, ...contractLines]));
  await expect(contractsDialog.getByText('2 ligne(s) : 2 valide(s), 0 en erreur.')).toBeVisible();
  await contractsDialog.getByRole('button', { name: 'Importer 2 contrats' }).click();
  await expect(contractsDialog.getByText('Import terminé : 2 contrats.')).toBeVisible();
  await contractsDialog.getByRole('button', { name: 'Fermer' }).click();
  await page.getByLabel('Rechercher (souscripteur, police, assureur)').fill(`IMP-${tag}`);
  const contracts = page.getByRole('table', { name: 'Contrats' });
  await expect(contracts).toContainText(policyA);
  await expect(contracts).toContainText(policyB);
  await expect(contracts).toContainText(companyName);
  await expect(contracts.locator('tbody tr')).toHaveCount(2);
});
