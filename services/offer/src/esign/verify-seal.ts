import { createHash } from 'node:crypto';
import { extractSignature } from '@signpdf/utils';
import forge from 'node-forge';
import { commonName } from './signing-key.ts';

export type SealCheck =
  | { valid: true; signer: string; signedAt: string | null; coversWholeFile: true }
  | { valid: false; reason: string };

/**
 * Checks the last seal of a PDF: the CMS (PKCS#7) signature in /Contents, its messageDigest
 * against the SHA-256 of the bytes its /ByteRange names, the signature over the signed
 * attributes against the certificate's public key, and that the ByteRange covers the whole
 * file (bytes appended after the seal are a change). Trusting the certificate itself (the
 * platform's) is the reader's decision: `signer` names it.
 */
export function verifySeal(pdf: Buffer): SealCheck {
  let extracted: { ByteRange: number[]; signature: string; signedData: Buffer };
  try {
    extracted = extractSignature(pdf);
  } catch (error) {
    return { valid: false, reason: `no readable seal (${(error as Error).message})` };
  }
  const [, firstLength, secondStart, secondLength] = extracted.ByteRange as [number, number, number, number];
  if (secondStart + secondLength !== pdf.length)
    return { valid: false, reason: 'bytes were added after the seal' };
  let message: forge.pkcs7.PkcsSignedData;
  try {
    const der = forge.util.createBuffer(Buffer.from(extracted.signature, 'binary').toString('binary'));
    message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der, false)) as forge.pkcs7.PkcsSignedData;
  } catch (error) {
    return { valid: false, reason: `unreadable signature (${(error as Error).message})` };
  }
  if (firstLength <= 0) return { valid: false, reason: 'empty ByteRange' };
  const raw = (message as unknown as { rawCapture: unknown }).rawCapture as {
    authenticatedAttributes?: forge.asn1.Asn1[];
    signature: string;
  };
  const cert = message.certificates[0];
  if (!cert || !raw.authenticatedAttributes)
    return { valid: false, reason: 'no certificate or signed attributes' };

  let digest: string | null = null;
  let signedAt: string | null = null;
  for (const attribute of raw.authenticatedAttributes) {
    const [oid, values] = attribute.value as forge.asn1.Asn1[];
    const type = forge.asn1.derToOid((oid as forge.asn1.Asn1).value as string);
    const first = ((values as forge.asn1.Asn1).value as forge.asn1.Asn1[])[0] as forge.asn1.Asn1;
    if (type === forge.pki.oids.messageDigest) digest = first.value as string;
    if (type === forge.pki.oids.signingTime)
      signedAt = forge.asn1.utcTimeToDate(first.value as string).toISOString();
  }
  const actual = createHash('sha256').update(extracted.signedData).digest('binary');
  if (digest !== actual) return { valid: false, reason: 'the document was modified after it was sealed' };

  // The signature covers the DER of the signed attributes as a SET (tag 0x31), not as [0].
  const set = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    raw.authenticatedAttributes,
  );
  const attributesDigest = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
  let verified = false;
  try {
    verified = publicKey.verify(attributesDigest.digest().getBytes(), raw.signature);
  } catch {
    verified = false;
  }
  if (!verified) return { valid: false, reason: 'the signature does not match the certificate' };
  return { valid: true, signer: commonName(cert), signedAt, coversWholeFile: true };
}

/** SHA-256 of bytes, hexadecimal: the evidence file's document hashes. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
