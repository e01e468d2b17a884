import { SIGNATURE_CODE_TTL_MINUTES } from '@courtage/contracts/offer/signature-messages';
import type { OfferDeps } from '../deps.ts';
import { loadSubscriptionFile, step01Consents } from './load-subscription-file.ts';
import { sealFile, signedColumns } from './seal-file.ts';
import { hashSignatureCode, newSignatureCode } from './signature-code.ts';
import {
  codeEvent,
  type FileDeps,
  findSignature,
  type SignatureClient,
  storeDocumentsToSign,
} from './subscription-file-store.ts';

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
