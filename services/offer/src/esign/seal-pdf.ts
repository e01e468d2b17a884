import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { PemSigner, type SigningKey } from './signing-key.ts';

/**
 * Seals a PDF with the platform's key (PAdES: an ETSI.CAdES.detached CMS signature over the
 * whole file but the signature itself, its ByteRange in the signature dictionary). The signer's
 * own consent is in the evidence file; the seal proves the file has not changed since.
 */
export async function sealPdf(
  pdf: Uint8Array,
  key: SigningKey,
  details: { reason: string; signedAt: Date; location?: string },
): Promise<Buffer> {
  const pdfDoc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc,
    reason: details.reason,
    contactInfo: '',
    name: key.subject,
    location: details.location ?? 'France',
    signingTime: details.signedAt,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 8192,
    appName: 'Courtage Santé',
  });
  const withPlaceholder = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, new PemSigner(key), details.signedAt);
}
