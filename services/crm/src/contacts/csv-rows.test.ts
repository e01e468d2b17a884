import { CONTACT_IMPORT_HEADERS } from '@courtage/contracts/crm/contacts/contact-form';
import { CONTRACT_IMPORT_HEADERS } from '@courtage/contracts/crm/contracts/contract-form';
import { describe, expect, it } from 'vitest';
import { mapCsvRows } from './csv-rows.ts';

describe('CSV columns of the imports', () => {
  it('reads French headers in any case, with or without accents, hyphens or apostrophes', () => {
    const contacts = mapCsvRows(
      {
        header: ['Civilité', 'NOM', 'Prénom', 'E-mail', 'Téléphone', 'SIREN', 'Remarque'],
        records: [['Mme', 'Durand', 'Léa', 'lea@example.fr', '', '732829320', 'x']],
      },
      CONTACT_IMPORT_HEADERS,
    );
    expect(contacts.unknownColumns).toEqual(['Remarque']);
    expect(contacts.rows).toEqual([
      {
        line: 2,
        values: {
          civility: 'Mme',
          name: 'Durand',
          forename: 'Léa',
          email: 'lea@example.fr',
          companySiren: '732829320',
        },
      },
    ]);
    const contracts = mapCsvRows(
      {
        header: ['N° de police', 'Date d’effet', 'taux_de_commission'],
        records: [['P1', '01/01/2026', '12,5']],
      },
      CONTRACT_IMPORT_HEADERS,
    );
    expect(contracts.unknownColumns).toEqual([]);
    expect(contracts.rows[0]?.values).toEqual({
      policyNumber: 'P1',
      startDate: '01/01/2026',
      commissionRate: '12,5',
    });
  });
});
