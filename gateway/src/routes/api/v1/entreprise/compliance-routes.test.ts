import type { ComplianceFile } from '@courtage/contracts/crm/compliance/compliance';
import { describe, expect, it } from 'vitest';
import { complianceCsv } from './compliance-routes.ts';

const staffId = '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11';

function fileWith(recorded: NonNullable<ComplianceFile['items'][number]['recorded']>): ComplianceFile {
  return {
    companyId: '2b7c7f86-3f0e-4a55-9d2f-6b8a0f8f2a11',
    companyName: 'Garage Dupont',
    items: [
      { item: 'der', label: 'DER remis (document d’entrée en relation)', recorded },
      { item: 'ipid', label: 'IPID remis', recorded: null },
    ],
    completeness: 50,
    complete: false,
    missing: ['IPID remis'],
  };
}

describe('the auditor’s compliance CSV', () => {
  it('names who recorded each item and says when in Paris time, not an id and UTC', () => {
    const csv = complianceCsv(
      fileWith({
        date: '2026-11-24',
        staffId,
        staffName: 'Claire Martin',
        documentId: null,
        documentName: 'der.pdf',
        reasons: null,
        // 23:30 UTC is already the next day, 00:30, in Paris (winter time).
        recordedAt: '2026-11-24T23:30:00.000Z',
      }),
    );
    const [header, der, ipid] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Entreprise;Élément;État;Date;Enregistré par;Document;Motivation;Enregistré le');
    expect(der).toBe(
      'Garage Dupont;DER remis (document d’entrée en relation);Fait;2026-11-24;Claire Martin;der.pdf;;25/11/2026 00:30',
    );
    expect(ipid).toBe('Garage Dupont;IPID remis;Manquant;;;;;');
    expect(csv).not.toContain(staffId);
  });

  it('keeps the id when auth could not name the staff member', () => {
    const csv = complianceCsv(
      fileWith({
        date: '2026-07-01',
        staffId,
        documentId: null,
        documentName: null,
        reasons: null,
        recordedAt: '2026-07-01T08:00:00.000Z',
      }),
    );
    expect(csv).toContain(`;${staffId};;;01/07/2026 10:00`);
  });
});
