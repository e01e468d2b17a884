import { describe, expect, it } from 'vitest';
import { renderCertificate, renderDocumentsToSign, stampSignature } from './render-documents.ts';
import { sampleFile } from './sample-file.ts';
import { sealPdf } from './seal-pdf.ts';
import { generateDevelopmentSigningKey } from './signing-key.ts';
import { signedKindsOf } from './subscription-file.ts';
import { verifySeal } from './verify-seal.ts';

describe('the subscription file’s documents', () => {
  it('render every European name, the full IBAN in the mandate, and seal in well under the budget', async () => {
    const file = sampleFile();
    const key = generateDevelopmentSigningKey();
    const started = performance.now();
    const documents = await renderDocumentsToSign(file, signedKindsOf(file));
    const rendered = performance.now();
    for (const { pdf } of documents) {
      const stamped = await stampSignature(pdf, {
        signerName: 'Łukasz Dvořák Øberg',
        signedAt: '2026-11-28T10:05:00.000Z',
        email: 'lukasz@example.fr',
        evidenceId: 'X',
      });
      expect(verifySeal(await sealPdf(stamped, key, { reason: 'test', signedAt: new Date() })).valid).toBe(
        true,
      );
    }
    await renderCertificate(file, '2026-11-28T10:05:00.000Z');
    console.log(
      `render ${Math.round(rendered - started)} ms, all ${Math.round(performance.now() - started)} ms`,
    );
    expect(documents.map((d) => d.kind)).toEqual(['bulletin-adhesion', 'mandat-sepa', 'mandat-resiliation']);
  });
});
