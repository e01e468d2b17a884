import { describe, expect, it } from 'vitest';
import { complianceCsv } from './compliance-csv.ts';

const FILE = {
  companyId: '2b7c7f86-3f0e-4a55-9d2f-6b8a0f8f2a11',
  companyName: 'Atelier; Durand',
  completeness: 20,
  complete: false,
  missing: ['IPID remis'],
  items: [
    {
      item: 'advice' as const,
      label: 'Conseil donné et sa motivation',
      recorded: {
        date: '2026-11-20',
        staffId: 's1',
        documentId: null,
        documentName: null,
        reasons: '=HYPERLINK("x")',
        recordedAt: '2026-11-20T10:00:00.000Z',
      },
    },
    { item: 'ipid' as const, label: 'IPID remis', recorded: null },
  ],
};

describe('complianceCsv', () => {
  const csv = complianceCsv(FILE, (id) => (id === 's1' ? 'Alice Admin' : '?'));
  const lines = csv.slice(1).trimEnd().split('\r\n');

  it('starts with a BOM and French headers separated by ;', () => {
    expect(csv.startsWith('\uFEFFEntreprise;Élément;Statut')).toBe(true);
  });
  it('says who recorded each item and which are missing', () => {
    expect(lines[1]).toContain(';Fait;2026-11-20;Alice Admin;');
    expect(lines[2]).toBe('"Atelier; Durand";IPID remis;Manquant;;;;;');
    expect(lines[3]).toContain('Complétude;20 %');
  });
  it('neutralises a cell a spreadsheet would run as a formula', () => {
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
