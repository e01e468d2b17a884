import { identityText } from '@courtage/contracts/broker/broker-identity';
import type { Actor } from '@courtage/contracts/define';
import { AppError } from '@courtage/contracts/errors';
import type { Members } from '@courtage/contracts/offer/comparison-request';
import { debitSchedule } from '@courtage/contracts/offer/debit-schedule';
import { signatureCodeRequested, subscriptionReceived } from '@courtage/contracts/offer/events';
import {
  directDebitTermsText,
  maskEmail,
  SIGNATURE_CODE_TTL_MINUTES,
  SIGNATURE_CONSENT_TEXT,
  SIGNATURE_MAX_ATTEMPTS,
  SIGNATURE_MAX_CODES,
  SIGNATURE_MESSAGES,
} from '@courtage/contracts/offer/signature-messages';
import type { SignatureView } from '@courtage/contracts/offer/subscription-signature.rpc';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { CONSENT_TEXTS } from '@courtage/contracts/privacy/consent-texts';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { fieldContext } from '../crypto/field-context.ts';
import type {
  CodeEvent,
  Consent,
  FileDocument,
  OfferDatabase,
  SubscriptionSignaturesTable,
} from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import { renderIpid } from '../ipid/render-ipid.ts';
import { changeOfferState } from '../offers/change-state.ts';
import { guaranteeDisplay } from '../offers/guarantee-display.ts';
import { offerForEmail } from '../offers/lock-offer.ts';
import { requireView } from '../offers/offer-summary.ts';
import { COMPARISON_START_DATE } from '../repositories/offer-columns.ts';
import { selectOfferForChange } from '../repositories/offers-repository.ts';
import { insuredByName } from '../subscriptions/named-members.ts';
import { generalConditionsFor } from './plan-general-conditions.ts';
import { renderCertificate, renderDocumentsToSign, stampSignature } from './render-documents.ts';
import { sealPdf } from './seal-pdf.ts';
import { hashSignatureCode, newSignatureCode, signatureCodeMatches } from './signature-code.ts';
import {
  DOCUMENT_TITLES,
  type DocumentKind,
  type SubscriptionFile,
  signedKindsOf,
} from './subscription-file.ts';
import { sha256Hex } from './verify-seal.ts';

type Db = Kysely<OfferDatabase> | Transaction<OfferDatabase>;
type SignatureRow = Selectable<SubscriptionSignaturesTable>;
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
const keyOf = (subscriptionId: string, name: string) => `subscriptions/${subscriptionId}/${name}`;

/** Everything the file's documents say, read from the offer's subscription (IBAN decrypted). */
export async function loadSubscriptionFile(
  deps: FileDeps,
  db: Db,
  offerId: string,
): Promise<SubscriptionFile> {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('offers', 'offers.id', 'subscriptions.offer_id')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .selectAll('subscriptions')
    .select([
      'offers.formula_id',
      'offers.monthly_cents',
      'offers.yearly_cents',
      'offers.meets_all_levels',
      'offers.option_codes',
      'comparisons.credentials',
      'comparisons.members',
      COMPARISON_START_DATE,
    ])
    .where('subscriptions.offer_id', '=', offerId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SIGNATURE_MESSAGES.noFile);
  const [views, identity] = await Promise.all([deps.formulaViews.get([row.formula_id]), deps.identity.get()]);
  const view = requireView(views, { ...row, id: offerId });
  const contact = row.credentials as {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber?: string;
    postalCode?: string;
    city?: string;
  };
  const members = row.members as Members & { birthDate?: string };
  const stored = Array.isArray(row.beneficiaries)
    ? (row.beneficiaries as Array<{ member: string; birthDate?: string }>)
    : [];
  const birthDates = new Map(stored.map((b) => [b.member, b.birthDate]));
  if (members.birthDate) birthDates.set('assure', members.birthDate);
  const offer = offerForEmail({ ...row, id: offerId }, view);
  const iban = deps.cipher.decrypt(row.iban_encrypted, fieldContext('subscriptions', 'iban', offerId));
  return {
    identity,
    subscriptionId: row.id,
    offerId,
    createdAt: row.created_at.toISOString(),
    subscriber: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phoneNumber: contact.phoneNumber ?? '',
      streetAddress: row.street_address,
      postalCode: contact.postalCode ?? '',
      city: contact.city ?? '',
      birthPlace: row.birth_place,
      birthCountry: row.birth_country,
      nationality: row.nationality,
      nirMasked: row.nir_masked,
    },
    insured: insuredByName(contact, row.beneficiaries).map((person) => {
      const birthDate = birthDates.get(person.member);
      return birthDate ? { ...person, birthDate } : person;
    }),
    offer,
    guarantees: view.formula.guarantees.map((g) => ({
      category: g.category,
      label: g.label,
      display: guaranteeDisplay(g),
    })),
    startDate: row.start_date,
    frequency: row.frequency,
    collectionDate: row.collection_date,
    schedule: debitSchedule({
      monthlyPrice: offer.monthlyPrice,
      yearlyPrice: offer.yearlyPrice,
      frequency: row.frequency,
      collectionDate: row.collection_date,
      startDate: row.start_date,
    }),
    mandate: {
      reference: row.mandate_reference,
      creditorName: row.creditor_name ?? identity.legalName,
      creditorIdentifier: row.creditor_identifier ?? identity.creditorIdentifier,
      creditorAddress: row.creditor_address ?? identityText(identity, 'postalAddress'),
      debtorName: row.account_holder || `${contact.firstName} ${contact.lastName}`,
      bankName: row.bank_name,
      iban,
      ibanMasked: row.iban_masked,
      bic: row.bic,
    },
    cancellation: row.has_mutuelle && row.current_mutuelle ? { currentInsurer: row.current_mutuelle } : null,
  };
}

/** The step 01 consents, in the words /subscribe shows, as the evidence file records them. */
export function step01Consents(
  flags: {
    termsAccepted: boolean;
    autoDebitAccepted: boolean;
    communicationAccepted: boolean;
    directDebitTerms: boolean;
  },
  at: string,
  creditor: { name: string; identifier: string },
): Consent[] {
  // The words /subscribe shows (CONSENT_TEXTS, without the required-field star).
  const shown = (text: string) => text.replace(/ \*$/, '');
  return [
    { text: shown(CONSENT_TEXTS['subscription.terms'].text), accepted: flags.termsAccepted, at },
    { text: shown(CONSENT_TEXTS['subscription.sepa'].text), accepted: flags.autoDebitAccepted, at },
    { text: directDebitTermsText(creditor), accepted: flags.directDebitTerms, at },
    { text: shown(CONSENT_TEXTS['subscription.marketing'].text), accepted: flags.communicationAccepted, at },
  ];
}

/**
 * Renders the documents to sign, stores them in S3, issues the first code and records the file
 * (inside the caller's transaction, after the subscription row): the code email goes out through
 * the outbox once it commits.
 */
export async function prepareSignature(
  deps: OfferDeps,
  trx: Transaction<OfferDatabase>,
  input: { offerId: string; consents: Consent[]; correlationId: string; client?: SignatureClient },
): Promise<void> {
  const file = await loadSubscriptionFile(deps, trx, input.offerId);
  const documents = await storeDocumentsToSign(deps, file);
  const code = newSignatureCode();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SIGNATURE_CODE_TTL_MINUTES * 60_000);
  await trx
    .insertInto('subscription_signatures')
    .values({
      subscription_id: file.subscriptionId,
      offer_id: input.offerId,
      state: 'pending',
      code_hash: hashSignatureCode(deps.signatureCodeKey, file.subscriptionId, code),
      code_expires_at: expiresAt,
      documents: JSON.stringify(documents),
      consents: JSON.stringify(input.consents),
      code_events: JSON.stringify([codeEvent('code-sent', now, input.client)]),
    })
    .execute();
  await enqueueCode(trx, file, code, expiresAt, documents, input.correlationId);
}

/** Renders the documents to sign and stores them as the subscriber reviews them. */
async function storeDocumentsToSign(deps: FileDeps, file: SubscriptionFile): Promise<FileDocument[]> {
  const rendered = await renderDocumentsToSign(file, signedKindsOf(file));
  const documents: FileDocument[] = [];
  for (const { kind, pdf } of rendered) {
    const key = keyOf(file.subscriptionId, `a-signer/${kind}.pdf`);
    await deps.documents.put(key, pdf, 'application/pdf');
    documents.push({ kind, title: DOCUMENT_TITLES[kind], key, sha256: sha256Hex(pdf) });
  }
  return documents;
}

function codeEvent(event: string, at: Date, client?: SignatureClient): CodeEvent {
  return { at: at.toISOString(), event, ...(client ? { ip: client.ip, userAgent: client.userAgent } : {}) };
}

async function enqueueCode(
  trx: Transaction<OfferDatabase>,
  file: SubscriptionFile,
  code: string,
  expiresAt: Date,
  documents: FileDocument[],
  correlationId: string,
) {
  await enqueueEvent(
    trx,
    signatureCodeRequested,
    {
      offerId: file.offerId,
      subscriptionId: file.subscriptionId,
      contact: {
        firstName: file.subscriber.firstName,
        lastName: file.subscriber.lastName,
        email: file.subscriber.email,
      },
      code,
      expiresAt: expiresAt.toISOString(),
      documents: documents.map((d) => d.title),
    },
    { correlationId },
  );
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

/** Drops a file still waiting for its signature (step 01 sent again): the new one replaces it. */
export async function dropPendingFile(trx: Transaction<OfferDatabase>, offerId: string): Promise<void> {
  const pending = await trx
    .selectFrom('subscription_signatures')
    .select(['subscription_id', 'state'])
    .where('offer_id', '=', offerId)
    .forUpdate()
    .executeTakeFirst();
  if (!pending) return;
  if (pending.state === 'locked') throw new AppError('CONFLICT', await lockedMessage(null));
  if (pending.state === 'signed') throw new AppError('CONFLICT', SIGNATURE_MESSAGES.alreadySigned);
  await trx.deleteFrom('subscription_signatures').where('offer_id', '=', offerId).execute();
  await trx.deleteFrom('subscriptions').where('offer_id', '=', offerId).execute();
}

let lockedContact: { phone: string; email: string } | null = null;
async function lockedMessage(deps: Pick<OfferDeps, 'identity'> | null): Promise<string> {
  if (deps) {
    const identity = await deps.identity.get();
    lockedContact = { phone: identity.phone, email: identity.email };
  }
  return SIGNATURE_MESSAGES.locked(
    lockedContact ?? { phone: 'le numéro de notre site', email: 'notre adresse de contact' },
  );
}

/** The signing step as /subscribe shows it. */
export async function signatureView(deps: OfferDeps, row: SignatureRow): Promise<SignatureView> {
  const file = await loadSubscriptionFile(deps, deps.db, row.offer_id);
  const documents = row.documents as FileDocument[];
  const given: DocumentKind[] =
    row.state === 'signed' ? ['attestation-adhesion', 'ipid', 'conditions-generales'] : [];
  return {
    subscriptionId: row.subscription_id,
    offerId: row.offer_id,
    state: row.state,
    emailMasked: maskEmail(file.subscriber.email),
    codeExpiresAt: row.code_expires_at.toISOString(),
    attemptsLeft: Math.max(0, SIGNATURE_MAX_ATTEMPTS - row.failed_attempts),
    documents: [
      ...documents.map((d) => ({ kind: d.kind as DocumentKind, title: d.title })),
      ...given.map((kind) => ({ kind, title: DOCUMENT_TITLES[kind] })),
    ],
    summary: {
      subscriberName: `${file.subscriber.firstName} ${file.subscriber.lastName}`,
      nirMasked: file.subscriber.nirMasked,
      insured: file.insured.map((p) => `${p.firstName} ${p.lastName}`),
      offer: `${file.offer.providerName} – ${file.offer.planName}, formule ${file.offer.formulaName}`,
      startDate: file.startDate,
      frequency: file.frequency,
      amountPerDebit: file.schedule?.amountPerDebit ?? null,
      firstDebitDate: file.schedule?.firstDebitDate ?? null,
      mandateReference: file.mandate.reference,
      creditor: file.mandate.creditorName,
      creditorIdentifier: file.mandate.creditorIdentifier,
      ibanMasked: file.mandate.ibanMasked,
      cancellationOf: file.cancellation?.currentInsurer ?? null,
    },
    signedAt: row.signed_at?.toISOString() ?? null,
    lockedMessage: row.state === 'locked' ? await lockedMessage(deps) : null,
  };
}

/** A new code; the previous one stops working. Refused once signed or locked, and after SIGNATURE_MAX_CODES. */
export async function resendCode(
  deps: OfferDeps,
  offerId: string,
  client: SignatureClient | undefined,
  correlationId: string,
): Promise<SignatureRow> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('subscription_signatures')
      .selectAll()
      .where('offer_id', '=', offerId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', SIGNATURE_MESSAGES.noFile);
    if (row.state === 'signed') throw new AppError('CONFLICT', SIGNATURE_MESSAGES.alreadySigned);
    if (row.state === 'locked') throw new AppError('CONFLICT', await lockedMessage(deps));
    if (row.codes_sent >= SIGNATURE_MAX_CODES)
      throw new AppError('RATE_LIMITED', SIGNATURE_MESSAGES.tooManyCodes);
    const file = await loadSubscriptionFile(deps, trx, offerId);
    const code = newSignatureCode();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SIGNATURE_CODE_TTL_MINUTES * 60_000);
    const events = [...(row.code_events as CodeEvent[]), codeEvent('code-resent', now, client)];
    const updated = await trx
      .updateTable('subscription_signatures')
      .set({
        code_hash: hashSignatureCode(deps.signatureCodeKey, row.subscription_id, code),
        code_expires_at: expiresAt,
        codes_sent: row.codes_sent + 1,
        code_events: JSON.stringify(events),
      })
      .where('offer_id', '=', offerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueCode(trx, file, code, expiresAt, row.documents as FileDocument[], correlationId);
    return updated;
  });
}

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

/**
 * Checks the code and signs the file. A wrong code counts (the fifth locks the file), an expired
 * one is recorded; both commit their event and sign nothing. The right one: each reviewed PDF is
 * read back from S3 and checked against the hash recorded when it was shown, stamped, sealed and
 * stored; then the certificate and the evidence file; then, in one transaction, the file is
 * marked signed, the offer moves to 'subscribed' and the confirmation email is requested.
 */
export async function signFile(
  deps: OfferDeps,
  input: {
    offerId: string;
    code: string;
    consent: boolean;
    client?: SignatureClient;
    actor: Actor;
    correlationId: string;
  },
): Promise<SignatureRow> {
  if (!input.consent)
    throw new AppError('VALIDATION_FAILED', SIGNATURE_MESSAGES.consentRequired, [
      { field: 'consent', message: SIGNATURE_MESSAGES.consentRequired },
    ]);
  const now = new Date();
  const checked = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('subscription_signatures')
      .selectAll()
      .where('offer_id', '=', input.offerId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { error: new AppError('NOT_FOUND', SIGNATURE_MESSAGES.noFile) };
    if (row.state === 'signed') return { row, done: true as const };
    if (row.state === 'locked') return { error: new AppError('CONFLICT', await lockedMessage(deps)) };
    const events = row.code_events as CodeEvent[];
    const record = (event: string, set: Partial<{ failed_attempts: number; state: 'locked' }> = {}) =>
      trx
        .updateTable('subscription_signatures')
        .set({ ...set, code_events: JSON.stringify([...events, codeEvent(event, now, input.client)]) })
        .where('offer_id', '=', input.offerId)
        .execute();
    if (row.code_expires_at.getTime() <= now.getTime()) {
      await record('code-expired');
      return { error: codeError(SIGNATURE_MESSAGES.expiredCode) };
    }
    if (!signatureCodeMatches(deps.signatureCodeKey, row.subscription_id, input.code, row.code_hash)) {
      const failed = row.failed_attempts + 1;
      if (failed >= SIGNATURE_MAX_ATTEMPTS) {
        await record('code-wrong-locked', { failed_attempts: failed, state: 'locked' });
        return { error: new AppError('CONFLICT', await lockedMessage(deps)) };
      }
      await record('code-wrong', { failed_attempts: failed });
      return { error: codeError(SIGNATURE_MESSAGES.wrongCode(SIGNATURE_MAX_ATTEMPTS - failed)) };
    }
    return { row };
  });
  if ('error' in checked) throw checked.error;
  if ('done' in checked) return checked.row;
  return sealAndCommit(deps, checked.row, input, now);
}

function codeError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ field: 'code', message }]);
}

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
async function sealFile(
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
const signedColumns = (sealed: SealedFile, signedAt: Date) => ({
  state: 'signed' as const,
  signed_at: signedAt,
  documents: JSON.stringify(sealed.signed),
  code_events: JSON.stringify(sealed.events),
  evidence_key: sealed.evidenceKey,
  evidence_sha256: sha256Hex(sealed.evidenceBytes),
});

async function sealAndCommit(
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

/**
 * The user agent the demo's files record: the demo brokerage's subscriptions (infra's seed:demo)
 * were written straight into the database, never signed by anyone with a code.
 */
export const DEMO_FILE_USER_AGENT = 'Données de démonstration (npm run seed:demo) : aucun code envoyé';

/**
 * The signed file of a subscription stored without one: the demo brokerage's, whose
 * subscriptions the seed writes straight into the database. The same documents, seal, evidence
 * and row as a visitor's signature (renders, stores, seals, records), at `signedAt`; the code
 * events say no code was sent and the address is from the documentation range (192.0.2.0/24).
 * Moves no offer and sends nothing. Does nothing when the subscription already has a file.
 */
export async function writeDemoSignedFile(
  deps: FileDeps & Pick<OfferDeps, 'signatureCodeKey'>,
  input: { offerId: string; signedAt: Date },
): Promise<'written' | 'present'> {
  const existing = await findSignature(deps.db, input.offerId);
  if (existing) return 'present';
  const { signedAt } = input;
  const file = await loadSubscriptionFile(deps, deps.db, input.offerId);
  const subscription = await deps.db
    .selectFrom('subscriptions')
    .select(['terms_accepted', 'auto_debit_accepted', 'communication_accepted', 'direct_debit_terms'])
    .where('id', '=', file.subscriptionId)
    .executeTakeFirstOrThrow();
  const client: SignatureClient = { ip: '192.0.2.10', userAgent: DEMO_FILE_USER_AGENT };
  const consents = step01Consents(
    {
      termsAccepted: subscription.terms_accepted,
      autoDebitAccepted: subscription.auto_debit_accepted,
      communicationAccepted: subscription.communication_accepted,
      directDebitTerms: subscription.direct_debit_terms,
    },
    file.createdAt,
    { name: file.mandate.creditorName, identifier: file.mandate.creditorIdentifier },
  );
  const sentAt = new Date(signedAt.getTime() - 3 * 60_000);
  const documents = await storeDocumentsToSign(deps, file);
  const sealed = await sealFile(deps, file, {
    subscriptionId: file.subscriptionId,
    documents,
    consents,
    events: [codeEvent('code-sent', sentAt, client), codeEvent('code-verified', signedAt, client)],
    client,
    signedAt,
  });
  const inserted = await deps.db
    .insertInto('subscription_signatures')
    .values({
      subscription_id: file.subscriptionId,
      offer_id: input.offerId,
      // Nobody knows this code: the file is signed already.
      code_hash: hashSignatureCode(deps.signatureCodeKey, file.subscriptionId, newSignatureCode()),
      code_expires_at: new Date(sentAt.getTime() + SIGNATURE_CODE_TTL_MINUTES * 60_000),
      consents: JSON.stringify(consents),
      ...signedColumns(sealed, signedAt),
    })
    .onConflict((oc) => oc.column('subscription_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 'written' : 'present';
}

/** The IPID and general conditions as given with the signed file, stored beside it for the email. */
async function storeGivenDocuments(deps: FileDeps, file: SubscriptionFile, subscriptionId: string) {
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
