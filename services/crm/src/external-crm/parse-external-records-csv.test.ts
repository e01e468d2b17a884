import { describe, expect, it } from 'vitest';
import { parseExternalRecordsCsv } from './parse-external-records-csv.ts';

const HEADER = 'Identifiant externe;Client;E-mail;Assureur;Produit;Prime mensuelle;Statut;Date d’effet';

describe('parseExternalRecordsCsv', () => {
  it('reads French headers, a BOM, decimal commas and French dates', () => {
    const csv = `\uFEFF${HEADER}\r\nEXT-1;Jeanne Martin;Jeanne@Example.fr;Harmonie;Santé Confort;45,90;signé;01/12/2026\r\n`;
    expect(parseExternalRecordsCsv(csv, 10)).toEqual({
      records: [
        {
          externalId: 'EXT-1',
          customerName: 'Jeanne Martin',
          customerEmail: 'jeanne@example.fr',
          insurer: 'Harmonie',
          product: 'Santé Confort',
          monthlyPremium: 45.9,
          status: 'signé',
          startDate: '2026-12-01',
        },
      ],
      errors: [],
    });
  });

  it('accepts the contract’s field names with commas, and an empty start date', () => {
    const csv =
      'externalId,customerName,customerEmail,insurer,product,monthlyPremium,status,startDate\nA1,Paul,p@example.fr,Axa,Santé,12,proposé,\n';
    const parsed = parseExternalRecordsCsv(csv, 10);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records[0]).not.toHaveProperty('startDate');
  });

  it('gives every bad row with its line and French message, and no record', () => {
    const csv = [
      HEADER,
      'EXT-1;Jeanne;jeanne@example.fr;Harmonie;Santé;45;signé;',
      'EXT-2;Paul;pas-un-email;Harmonie;Santé;-3;signé;31/02/2026x',
      'EXT-1;Zoé;zoe@example.fr;Harmonie;Santé;10;signé;',
    ].join('\n');
    const parsed = parseExternalRecordsCsv(csv, 10);
    expect(parsed.records).toEqual([]);
    expect(parsed.errors).toEqual([
      { line: 3, field: 'customerEmail', message: 'E-mail du client invalide.' },
      {
        line: 3,
        field: 'monthlyPremium',
        message: 'Prime mensuelle invalide : un montant en euros entre 0 et 100 000.',
      },
      { line: 3, field: 'startDate', message: 'Date d’effet invalide : AAAA-MM-JJ attendu.' },
      { line: 4, field: 'externalId', message: 'Cet identifiant externe figure déjà à la ligne 2.' },
    ]);
  });

  it('names a missing or unknown column, an empty file and one too long', () => {
    expect(parseExternalRecordsCsv('Client;Assureur\nA;B', 10).errors[0]?.message).toBe(
      'La colonne « Identifiant externe » manque dans la première ligne.',
    );
    expect(parseExternalRecordsCsv(`${HEADER};Couleur\n`, 10).errors[0]?.message).toBe(
      'La colonne « Couleur » est inconnue.',
    );
    expect(parseExternalRecordsCsv(`${HEADER}\n`, 10).errors[0]?.message).toBe(
      'Le fichier ne contient aucune ligne de données.',
    );
    const long = [HEADER, ...Array.from({ length: 3 }, (_, i) => `E${i};A;a@example.fr;B;C;1;s;`)].join('\n');
    expect(parseExternalRecordsCsv(long, 2).errors[0]?.message).toBe(
      'Le fichier contient plus de 2 lignes : découpez-le.',
    );
  });
});
