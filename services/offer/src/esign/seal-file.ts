import type { Actor } from '@courtage/contracts/define';
import { subscriptionReceived } from '@courtage/contracts/offer/events';
import { SIGNATURE_CONSENT_TEXT } from '@courtage/contracts/offer/signature-messages';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { enqueueEvent } from '@courtage/runtime/outbox';
import { sql } from 'kysely';
import type { CodeEvent, Consent, FileDocument } from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import { changeOfferState } from '../offers/change-state.ts';
import { offerForEmail } from '../offers/lock-offer.ts';
import { requireView } from '../offers/offer-summary.ts';
import { selectOfferForChange } from '../repositories/offers-repository.ts';
import { loadSubscriptionFile } from './load-subscription-file.ts';
import { renderCertificate, stampSignature } from './render-documents.ts';
import { sealPdf } from './seal-pdf.ts';
import { DOCUMENT_TITLES, type DocumentKind, type SubscriptionFile } from './subscription-file.ts';
import {
  codeEvent,
  type FileDeps,
  fileNameOf,
  findSignature,
  keyOf,
  type SignatureClient,
  type SignatureRow,
  storeGivenDocuments,
} from './subscription-file-store.ts';
import { sha256Hex } from './verify-seal.ts';

/** The evidence file: everything that shows who signed what, when and how. */
export type Evidence = {
  version: 1;
  evidenceId: string;
  method: string;
  subscriptionId: string;
  offerId: string;
  signer: { name: string; email: string };
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  documents: Array<{
    kind: string;
    title: string;
    reviewedSha256: string;
    signedSha256: string;
    signedKey: string;
  }>;
  consents: Consent[];
  codeEvents: CodeEvent[];
  seal: { subject: string; certificateSha256: string; format: string };
};

/** A file sealed and stored: its signed documents, certificate, given documents and evidence. */
type SealedFile = {
  signed: FileDocument[];
  events: CodeEvent[];
  evidenceKey: string;
  evidenceBytes: Buffer;
  /** The certificate, the IPID and the general conditions, as the confirmation email attaches them. */
  documents: Array<{ title: string; fileName: string; key: string }>;
};

/**
 * Each reviewed PDF is read back from S3 and checked against the hash recorded when it was shown,
 * stamped, sealed and stored; then the certificate, the IPID and general conditions given with
 * the file, and the evidence file. Writes no row: the caller records the file as signed.
 */
export async function sealFile(
  deps: FileDeps,
  file: SubscriptionFile,
  input: {
    subscriptionId: string;
    documents: FileDocument[];
    consents: Consent[];
    events: CodeEvent[];
    client?: SignatureClient;
    signedAt: Date;
  },
): Promise<SealedFile> {
  const { subscriptionId, signedAt } = input;
  const key = await deps.sealKey();
  const evidenceId = `${subscriptionId.slice(0, 8).toUpperCase()}-${signedAt.getTime().toString(36).toUpperCase()}`;
  const signerName = `${file.subscriber.firstName} ${file.subscriber.lastName}`;
  const signed: FileDocument[] = [];
  for (const document of input.documents) {
    const reviewed = await deps.documents.get(document.key);
    if (sha256Hex(reviewed) !== document.sha256)
      throw new Error(
        `the reviewed ${document.kind} changed in the store since it was shown: nothing signed`,
      );
    const stamped = await stampSignature(reviewed, {
      signerName,
      signedAt: signedAt.toISOString(),
      email: file.subscriber.email,
      evidenceId,
    });
    const sealed = await sealPdf(stamped, key, {
      reason: `${document.title} signé par ${signerName}`,
      signedAt,
    });
    const signedKey = keyOf(subscriptionId, `signes/${fileNameOf(document.kind as DocumentKind)}`);
    await deps.documents.put(signedKey, sealed, 'application/pdf');
    signed.push({ ...document, signedKey, signedSha256: sha256Hex(sealed) });
  }
  const certificate = await renderCertificate(file, signedAt.toISOString());
  const certificateKey = keyOf(subscriptionId, `signes/${fileNameOf('attestation-adhesion')}`);
  await deps.documents.put(certificateKey, certificate, 'application/pdf');
  const given = await storeGivenDocuments(deps, file, subscriptionId);

  const evidence: Evidence = {
    version: 1,
    evidenceId,
    method:
      'Signature électronique simple (règlement eIDAS, article 25) : code à usage unique envoyé par e-mail, ' +
      'documents scellés par le cachet de la plateforme (PAdES, ETSI.CAdES.detached)',
    subscriptionId,
    offerId: file.offerId,
    signer: { name: signerName, email: file.subscriber.email },
    signedAt: signedAt.toISOString(),
    ip: input.client?.ip ?? null,
    userAgent: input.client?.userAgent ?? null,
    documents: signed.map((d) => ({
      kind: d.kind,
      title: d.title,
      reviewedSha256: d.sha256,
      signedSha256: d.signedSha256 as string,
      signedKey: d.signedKey as string,
    })),
    consents: [
      ...input.consents,
      { text: SIGNATURE_CONSENT_TEXT, accepted: true, at: signedAt.toISOString() },
    ],
    codeEvents: input.events,
    seal: {
      subject: key.subject,
      certificateSha256: sha256Hex(Buffer.from(key.certPem)),
      format: 'PAdES (ETSI.CAdES.detached), SHA-256',
    },
  };
  const evidenceBytes = Buffer.from(`${JSON.stringify(evidence, null, 2)}\n`);
  const evidenceKey = keyOf(subscriptionId, 'signes/preuve-de-signature.json');
  await deps.documents.put(evidenceKey, evidenceBytes, 'application/json');
  return {
    signed,
    events: input.events,
    evidenceKey,
    evidenceBytes,
    documents: [
      ...signed.map((d) => ({
        title: d.title,
        fileName: fileNameOf(d.kind as DocumentKind),
        key: d.signedKey as string,
      })),
      {
        title: DOCUMENT_TITLES['attestation-adhesion'],
        fileName: fileNameOf('attestation-adhesion'),
        key: certificateKey,
      },
      ...given,
    ],
  };
}

/** The row's columns of a file once signed. */
export const signedColumns = (sealed: SealedFile, signedAt: Date) => ({
  state: 'signed' as const,
  signed_at: signedAt,
  documents: JSON.stringify(sealed.signed),
  code_events: JSON.stringify(sealed.events),
  evidence_key: sealed.evidenceKey,
  evidence_sha256: sha256Hex(sealed.evidenceBytes),
});

export async function sealAndCommit(
  deps: OfferDeps,
  row: SignatureRow,
  input: { offerId: string; client?: SignatureClient; actor: Actor; correlationId: string },
  signedAt: Date,
): Promise<SignatureRow> {
  const file = await loadSubscriptionFile(deps, deps.db, input.offerId);
  const sealed = await sealFile(deps, file, {
    subscriptionId: row.subscription_id,
    documents: row.documents as FileDocument[],
    consents: row.consents as Consent[],
    events: [...(row.code_events as CodeEvent[]), codeEvent('code-verified', signedAt, input.client)],
    ...(input.client ? { client: input.client } : {}),
    signedAt,
  });

  return deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('subscription_signatures')
      .set(signedColumns(sealed, signedAt))
      .where('offer_id', '=', input.offerId)
      .where('state', '=', 'pending')
      .where('code_hash', '=', row.code_hash)
      .returningAll()
      .executeTakeFirst();
    // Signed at the same time by another request: that one moved the offer.
    if (!updated) return (await findSignature(trx, input.offerId)) as SignatureRow;
    const locked = await selectOfferForChange(trx, input.offerId)
      .select(
        sql<string | null>`(select user_id from subscriptions where offer_id = offers.id)`.as('owner_id'),
      )
      .executeTakeFirstOrThrow();
    await changeOfferState(trx, {
      offerId: input.offerId,
      comparisonId: locked.comparison_id,
      from: locked.state as OfferState,
      to: 'subscribed',
      actor: input.actor,
      correlationId: input.correlationId,
      ...(locked.owner_id ? { userId: locked.owner_id } : {}),
    });
    const view = requireView(await deps.formulaViews.get([locked.formula_id]), locked);
    await enqueueEvent(
      trx,
      subscriptionReceived,
      {
        subscriptionId: row.subscription_id,
        offerId: input.offerId,
        contact: {
          firstName: file.subscriber.firstName,
          lastName: file.subscriber.lastName,
          email: file.subscriber.email,
        },
        insured: file.insured.map(({ member, firstName, lastName }) => ({ member, firstName, lastName })),
        offer: offerForEmail(locked, view),
        startDate: locked.start_date,
        mandateReference: file.mandate.reference,
        ibanMasked: file.mandate.ibanMasked,
        frequency: file.frequency,
        collectionDate: file.collectionDate,
        createdAt: file.createdAt,
        customerAreaUrl: `${deps.siteUrl}/connexion`,
        signedAt: signedAt.toISOString(),
        documents: sealed.documents,
      },
      { correlationId: input.correlationId },
    );
    return updated;
  });
}
