import { WITHDRAWABLE_CONSENT_KINDS } from '@courtage/contracts/privacy/consent-texts';
import { ERASURE_HOLDS, type ErasurePart } from '@courtage/contracts/privacy/erasure.rpc';
import { type Kysely, sql } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import type { Subject } from './consents.ts';
import { deleteComparisons } from './purge.ts';

export const OFFER_ERASURE_LABELS = {
  prospects: 'Comparaisons, offres et rendez-vous sans contrat',
  contracts: 'Souscriptions (contrats)',
  consents: 'Consentements',
} as const;

/**
 * Erases what the offer service holds of one person (or, with dryRun, only counts it): their
 * comparisons (by the address given, or an offer linked to their account) that led to no
 * subscription go with their offers, bookings and history; a comparison with a subscription
 * stays (the contract's life, then the legal period). Their recall and marketing consents go;
 * the terms and SEPA consents of a kept contract stay with it.
 */
export async function eraseOfferSubject(
  db: Kysely<OfferDatabase>,
  subject: Subject,
  dryRun: boolean,
): Promise<ErasurePart> {
  const email = subject.email.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const ofSubject = subject.userId
      ? sql<boolean>`(lower(c.email) = ${email} or exists (select 1 from offers o
          where o.comparison_id = c.id and o.user_id = ${subject.userId}))`
      : sql<boolean>`lower(c.email) = ${email}`;
    const comparisons = await sql<{ id: string; contracts: number }>`
      select c.id, (select count(*)::int from offers o join subscriptions s on s.offer_id = o.id
                    where o.comparison_id = c.id) as contracts
      from comparisons c where ${ofSubject} for update of c`.execute(trx);
    const erasable = comparisons.rows.filter((c) => c.contracts === 0).map((c) => c.id);
    const contracts = comparisons.rows.reduce((sum, c) => sum + c.contracts, 0);

    const consentOwner = subject.userId
      ? sql<boolean>`(lower(email) = ${email} or user_id = ${subject.userId})`
      : sql<boolean>`lower(email) = ${email}`;
    const consents = await sql<{ id: string; kind: string; source_id: string }>`
      select id, kind, source_id from consent_records where ${consentOwner}`.execute(trx);
    const goingWithComparisons = new Set(erasable);
    const erasedConsents = consents.rows.filter(
      (c) =>
        goingWithComparisons.has(c.source_id) ||
        (WITHDRAWABLE_CONSENT_KINDS as readonly string[]).includes(c.kind),
    );
    const keptConsents = consents.rows.length - erasedConsents.length;

    if (!dryRun) {
      const loose = erasedConsents.filter((c) => !goingWithComparisons.has(c.source_id)).map((c) => c.id);
      if (loose.length > 0) await trx.deleteFrom('consent_records').where('id', 'in', loose).execute();
      await deleteComparisons(trx, erasable);
    }
    return {
      service: 'offer',
      categories: [
        { label: OFFER_ERASURE_LABELS.prospects, erased: erasable.length, kept: 0, holdReason: '' },
        {
          label: OFFER_ERASURE_LABELS.contracts,
          erased: 0,
          kept: contracts,
          holdReason: contracts > 0 ? ERASURE_HOLDS.contract : '',
        },
        {
          label: OFFER_ERASURE_LABELS.consents,
          erased: erasedConsents.length,
          kept: keptConsents,
          holdReason: keptConsents > 0 ? ERASURE_HOLDS.contractConsents : '',
        },
      ],
    };
  });
}
