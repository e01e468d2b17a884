import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

/** The platform's seal: an RSA private key and its X.509 certificate, both PEM. */
export type SigningKey = { keyPem: string; certPem: string; subject: string };

/** The subject every development certificate names: a seal that says it is not the real one. */
export const DEVELOPMENT_SEAL_SUBJECT = 'Courtage Santé – cachet de développement (non valable)';

/**
 * A self-signed sealing certificate for development and tests (RSA 2048, SHA-256, 10 years). The
 * key pair comes from node:crypto (forge's own RSA generation takes seconds in pure JavaScript).
 */
export function generateDevelopmentSigningKey(now: Date = new Date()): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(keyPem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  // Tagged UTF8String (forge encodes the value itself).
  const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 });
  const subject = [
    { name: 'commonName', ...utf8(DEVELOPMENT_SEAL_SUBJECT) },
    { name: 'organizationName', ...utf8('Courtage Santé (développement)') },
    { name: 'countryName', value: 'FR' },
  ] as forge.pki.CertificateField[];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { keyPem, certPem: forge.pki.certificateToPem(cert), subject: DEVELOPMENT_SEAL_SUBJECT };
}

/**
 * A key read from configuration: the certificate's common name, and a refusal when the key
 * does not match the certificate (a seal nobody could check).
 */
export function signingKeyFromPem(keyPem: string, certPem: string): SigningKey {
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.certificateFromPem(certPem);
  const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
  if (key.n.compareTo(publicKey.n) !== 0 || key.e.compareTo(publicKey.e) !== 0)
    throw new Error('the sealing key does not match its certificate');
  return { keyPem, certPem, subject: commonName(cert) };
}

/**
 * The @signpdf signer of a PEM key and certificate: a detached CMS SignedData, SHA-256, with
 * the content type, signing time and message digest as signed attributes (in that order, as
 * the EU validator expects). The same construction as @signpdf/signer-p12, without PKCS#12.
 */
export class PemSigner extends Signer {
  readonly #key: forge.pki.rsa.PrivateKey;
  readonly #cert: forge.pki.Certificate;

  constructor(signingKey: SigningKey) {
    super();
    this.#key = forge.pki.privateKeyFromPem(signingKey.keyPem) as forge.pki.rsa.PrivateKey;
    this.#cert = forge.pki.certificateFromPem(signingKey.certPem);
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    p7.addCertificate(this.#cert);
    p7.addSigner({
      key: this.#key,
      certificate: this.#cert,
      digestAlgorithm: forge.pki.oids.sha256 as string,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType as string, value: forge.pki.oids.data as string },
        // forge's typings want a string; it encodes a Date as UTCTime.
        {
          type: forge.pki.oids.signingTime as string,
          value: (signingTime ?? new Date()) as unknown as string,
        },
        { type: forge.pki.oids.messageDigest as string },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

/** The certificate's common name, decoded (forge keeps UTF8String values as UTF-8 bytes). */
export function commonName(cert: forge.pki.Certificate): string {
  const value = String(cert.subject.getField('CN')?.value ?? '');
  try {
    return forge.util.decodeUtf8(value);
  } catch {
    return value; // a Latin-1 PrintableString/TeletexString: already characters
  }
}
