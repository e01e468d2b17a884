import { exportSubjectData } from '@courtage/contracts/privacy/export-subject-data.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { toOfferSummaries } from '../offers/offer-summary.ts';
import { listConsents } from '../privacy/consents.ts';
import { listOffersOfEmail, listUserOffers } from '../repositories/offers-repository.ts';
import type { StoredBeneficiary } from '../subscriptions/named-members.ts';

/**
 * `offer.export-subject-data`: a customer's offers (those linked to their account; a prospect's:
 * those of the comparisons made with their proven address), the
 * subscriptions of those offers (NIR and IBAN masked), their consents and the documents handed
 * over (each offer's IPID).
 */
export function exportSubjectDataHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(exportSubjectData, async ({ userId, email }) => {
    const rows = userId ? await listUserOffers(deps.db, userId) : await listOffersOfEmail(deps.db, email);
    const offerIds = rows.map((r) => r.id);
    const [offers, views, subscriptions, consents] = await Promise.all([
      toOfferSummaries(deps.formulaViews, rows),
      deps.formulaViews.get([...new Set(rows.map((r) => r.formula_id))]),
      offerIds.length === 0
        ? []
        : deps.db
            .selectFrom('subscriptions')
            .selectAll()
            .where('offer_id', 'in', offerIds)
            .orderBy('created_at')
            .execute(),
      listConsents(deps.db, { userId, email }),
    ]);
    return {
      offers,
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        offerId: s.offer_id,
        createdAt: s.created_at.toISOString(),
        nationality: s.nationality,
        birthPlace: s.birth_place,
        birthCountry: s.birth_country,
        securiteSocialeMasked: s.nir_masked,
        streetAddress: s.street_address,
        currentMutuelle: s.current_mutuelle,
        bankName: s.bank_name,
        accountHolder: s.account_holder,
        ibanMasked: s.iban_masked,
        bic: s.bic,
        frequency: s.frequency,
        collectionDate: s.collection_date,
        mandateReference: s.mandate_reference,
        beneficiaries: ((s.beneficiaries as StoredBeneficiary[] | null) ?? []).map((b) => ({
          member: b.member,
          firstName: b.firstName,
          lastName: b.lastName,
          birthDate: b.birthDate,
        })),
      })),
      consents,
      documents: rows.flatMap((row) => {
        const view = views.get(row.formula_id);
        return view ? [{ offerId: row.id, title: view.formula.ipid.title, url: view.formula.ipid.url }] : [];
      }),
    };
  });
}
