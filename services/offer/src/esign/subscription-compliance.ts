import type { SubscriptionCompliance } from '@courtage/contracts/offer/subscription-signature.rpc';
import { type Kysely, sql } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

/** The documents given with every signed file: the certificate, the IPID, the general conditions. */
const GIVEN_PER_FILE = 3;

/**
 * The subscriptions' compliance, counted from their files: signed, the membership forms among
 * them (each acknowledges the DER, IPID and general conditions in its signed declarations), the
 * sealed PDFs, the files waiting or locked, and the subscriptions stored before e-signing.
 */
export async function countSubscriptionCompliance(
  db: Kysely<OfferDatabase>,
): Promise<SubscriptionCompliance> {
  const { rows } = await sql<Record<keyof SubscriptionCompliance, number>>`
    SELECT
      count(*)::int AS subscriptions,
      count(*) FILTER (WHERE f.state = 'signed')::int AS "signedFiles",
      count(*) FILTER (
        WHERE f.state = 'signed' AND f.documents @> '[{"kind": "bulletin-adhesion"}]'::jsonb)::int AS "derAcknowledged",
      coalesce(sum((
        SELECT count(*) FROM jsonb_array_elements(f.documents) AS d WHERE d ? 'signedKey'
      )) FILTER (WHERE f.state = 'signed'), 0)::int AS "sealedDocuments",
      count(*) FILTER (WHERE f.state = 'pending')::int AS pending,
      count(*) FILTER (WHERE f.state = 'locked')::int AS locked,
      count(*) FILTER (WHERE f.subscription_id IS NULL)::int AS "withoutFile"
    FROM subscriptions s
    LEFT JOIN subscription_signatures f ON f.subscription_id = s.id`.execute(db);
  const row = rows[0] as Record<keyof SubscriptionCompliance, number>;
  return { ...row, givenDocuments: row.signedFiles * GIVEN_PER_FILE };
}
