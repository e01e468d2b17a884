import type { Actor } from '@courtage/contracts/define';
import { AppError } from '@courtage/contracts/errors';
import { signatureCodeRequested } from '@courtage/contracts/offer/events';
import {
  maskEmail,
  SIGNATURE_CODE_TTL_MINUTES,
  SIGNATURE_MAX_ATTEMPTS,
  SIGNATURE_MAX_CODES,
  SIGNATURE_MESSAGES,
} from '@courtage/contracts/offer/signature-messages';
import type { SignatureView } from '@courtage/contracts/offer/subscription-signature.rpc';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Transaction } from 'kysely';
import type { CodeEvent, Consent, FileDocument, OfferDatabase } from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import { loadSubscriptionFile } from './load-subscription-file.ts';
import { sealAndCommit } from './seal-file.ts';
import { hashSignatureCode, newSignatureCode, signatureCodeMatches } from './signature-code.ts';
import { DOCUMENT_TITLES, type DocumentKind, type SubscriptionFile } from './subscription-file.ts';
import {
  codeEvent,
  type SignatureClient,
  type SignatureRow,
  storeDocumentsToSign,
} from './subscription-file-store.ts';

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
