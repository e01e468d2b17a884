import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sealPdf } from './seal-pdf.ts';
import { generateDevelopmentSigningKey, signingKeyFromPem } from './signing-key.ts';
import { verifySeal } from './verify-seal.ts';

async function samplePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text, { x: 50, y: 700 });
  return pdf.save();
}

describe('the platform seal', () => {
  const key = generateDevelopmentSigningKey();

  it('reads a configured key back, refusing a key that is not its certificate’s', () => {
    expect(signingKeyFromPem(key.keyPem, key.certPem).subject).toBe(key.subject);
    expect(() => signingKeyFromPem(generateDevelopmentSigningKey().keyPem, key.certPem)).toThrow(
      /does not match/,
    );
  });

  it('seals a PDF that the verifier accepts, naming the signer and the time', async () => {
    const signedAt = new Date('2026-11-28T10:00:00Z');
    const sealed = await sealPdf(await samplePdf('Bulletin'), key, { reason: 'Bulletin', signedAt });
    const check = verifySeal(sealed);
    expect(check).toMatchObject({ valid: true, signer: key.subject, signedAt: signedAt.toISOString() });
  });

  it('refuses a PDF changed by one byte inside the signed range, or with bytes appended', async () => {
    const sealed = await sealPdf(await samplePdf('Mandat'), key, { reason: 'Mandat', signedAt: new Date() });
    const changed = Buffer.from(sealed);
    const at = changed.indexOf('Mandat');
    changed[at] = 'X'.charCodeAt(0);
    expect(verifySeal(changed)).toMatchObject({ valid: false });
    expect(verifySeal(Buffer.concat([sealed, Buffer.from('\n%extra\n')]))).toMatchObject({ valid: false });
  });

  it('refuses a seal whose signature was made by another key than its certificate’s', async () => {
    const other = generateDevelopmentSigningKey();
    const forged = await sealPdf(
      await samplePdf('A'),
      { ...key, keyPem: other.keyPem },
      { reason: 'A', signedAt: new Date() },
    );
    expect(verifySeal(forged)).toMatchObject({
      valid: false,
      reason: 'the signature does not match the certificate',
    });
  });

  it('says a PDF without a seal has none', async () => {
    expect(verifySeal(Buffer.from(await samplePdf('x')))).toMatchObject({ valid: false });
  });
});
