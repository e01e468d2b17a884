import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  CodeEvent,
  FileDocument,
  OfferDatabase,
  SubscriptionSignaturesTable,
} from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import { renderIpid } from '../ipid/render-ipid.ts';
import { requireView } from '../offers/offer-summary.ts';
import { generalConditionsFor } from './plan-general-conditions.ts';
import { renderDocumentsToSign } from './render-documents.ts';
import {
  DOCUMENT_TITLES,
  type DocumentKind,
  type SubscriptionFile,
  signedKindsOf,
} from './subscription-file.ts';
import { sha256Hex } from './verify-seal.ts';

/**
 * Where a subscription file's documents live in the S3 store: the documents under review, the
 * sealed ones, the documents given with them and the evidence file.
 */

export type Db = Kysely<OfferDatabase> | Transaction<OfferDatabase>;
export type SignatureRow = Selectable<SubscriptionSignaturesTable>;
/** What rendering, sealing and storing a file needs (the demo seed builds only these). */
export type FileDeps = Pick<
  OfferDeps,
  'db' | 'documents' | 'formulaViews' | 'identity' | 'cipher' | 'sealKey'
>;
export type SignatureClient = { ip: string; userAgent: string };

const fileNames: Record<DocumentKind, string> = {
  'bulletin-adhesion': 'bulletin-adhesion-signe.pdf',
  'mandat-sepa': 'mandat-sepa-signe.pdf',
  'mandat-resiliation': 'mandat-resiliation-signe.pdf',
  'attestation-adhesion': 'attestation-adhesion.pdf',
  ipid: 'ipid.pdf',
  'conditions-generales': 'conditions-generales.pdf',
};
export const fileNameOf = (kind: DocumentKind) => fileNames[kind];
export const keyOf = (subscriptionId: string, name: string) => `subscriptions/${subscriptionId}/${name}`;

/** Renders the documents to sign and stores them as the subscriber reviews them. */
export async function storeDocumentsToSign(deps: FileDeps, file: SubscriptionFile): Promise<FileDocument[]> {
  const rendered = await renderDocumentsToSign(file, signedKindsOf(file));
  const documents: FileDocument[] = [];
  for (const { kind, pdf } of rendered) {
    const key = keyOf(file.subscriptionId, `a-signer/${kind}.pdf`);
    await deps.documents.put(key, pdf, 'application/pdf');
    documents.push({ kind, title: DOCUMENT_TITLES[kind], key, sha256: sha256Hex(pdf) });
  }
  return documents;
}

/** The IPID and general conditions as given with the signed file, stored beside it for the email. */
export async function storeGivenDocuments(deps: FileDeps, file: SubscriptionFile, subscriptionId: string) {
  const given: Array<{ title: string; fileName: string; key: string }> = [];
  for (const kind of ['ipid', 'conditions-generales'] as const) {
    const pdf = await givenDocument(deps, file.offerId, kind);
    const key = keyOf(subscriptionId, `remis/${fileNameOf(kind)}`);
    await deps.documents.put(key, pdf, 'application/pdf');
    given.push({ title: DOCUMENT_TITLES[kind], fileName: fileNameOf(kind), key });
  }
  return given;
}

/** The IPID (rendered from the formula) or the plan's general conditions (uploaded, else the generated sample). */
export async function givenDocument(
  deps: FileDeps,
  offerId: string,
  kind: 'ipid' | 'conditions-generales',
): Promise<Uint8Array> {
  const offer = await deps.db
    .selectFrom('offers')
    .select('formula_id')
    .where('id', '=', offerId)
    .executeTakeFirstOrThrow();
  const view = requireView(await deps.formulaViews.get([offer.formula_id]), {
    id: offerId,
    formula_id: offer.formula_id,
  });
  if (kind === 'ipid') return renderIpid(view);
  return generalConditionsFor(deps, view);
}

/** A stored document of the file: the sealed one once signed, the reviewed one before. */
export async function fileDocument(
  deps: OfferDeps,
  row: SignatureRow,
  kind: DocumentKind,
): Promise<Uint8Array | null> {
  if (kind === 'ipid' || kind === 'conditions-generales') {
    // Once signed: the copy given with the file (a plan's conditions uploaded later change nothing).
    if (row.state === 'signed') {
      const given = await deps.documents
        .get(keyOf(row.subscription_id, `remis/${fileNameOf(kind)}`))
        .catch(() => null);
      if (given) return given;
    }
    return givenDocument(deps, row.offer_id, kind);
  }
  if (kind === 'attestation-adhesion') {
    if (row.state !== 'signed') return null;
    return deps.documents.get(keyOf(row.subscription_id, `signes/${fileNameOf(kind)}`));
  }
  const document = (row.documents as FileDocument[]).find((d) => d.kind === kind);
  if (!document) return null;
  return deps.documents.get(row.state === 'signed' && document.signedKey ? document.signedKey : document.key);
}

export async function evidenceOf(deps: OfferDeps, row: SignatureRow): Promise<Uint8Array | null> {
  return row.evidence_key ? deps.documents.get(row.evidence_key) : null;
}

/** Every object a file keeps in the store: reviewed and signed documents, certificate, given documents, evidence. */
export function storedKeysOf(
  row: Pick<SignatureRow, 'subscription_id' | 'documents' | 'evidence_key'>,
): string[] {
  const documents = row.documents as FileDocument[];
  return [
    ...documents.flatMap((d) => (d.signedKey ? [d.key, d.signedKey] : [d.key])),
    keyOf(row.subscription_id, `signes/${fileNameOf('attestation-adhesion')}`),
    keyOf(row.subscription_id, `remis/${fileNameOf('ipid')}`),
    keyOf(row.subscription_id, `remis/${fileNameOf('conditions-generales')}`),
    ...(row.evidence_key ? [row.evidence_key] : []),
  ];
}

export function codeEvent(event: string, at: Date, client?: SignatureClient): CodeEvent {
  return { at: at.toISOString(), event, ...(client ? { ip: client.ip, userAgent: client.userAgent } : {}) };
}

export async function findSignature(db: Db, offerId: string): Promise<SignatureRow | null> {
  return (
    (await db
      .selectFrom('subscription_signatures')
      .selectAll()
      .where('offer_id', '=', offerId)
      .executeTakeFirst()) ?? null
  );
}
