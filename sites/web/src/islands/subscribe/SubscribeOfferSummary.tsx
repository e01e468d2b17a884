import { formatDateFr } from '@courtage/contracts/format/french-date';
import type { OfferDetail } from '@courtage/contracts/offer/offer';
import { OFFER_STATE_LABELS, WARRANTY_CATEGORY_LABELS } from '@courtage/contracts/offer/vocabulary';
import { formatEuros } from '../comparator/results-view.ts';

/** The line of the table that says how well each post is covered. */
const KEY_LINES: Record<string, string> = {
  medicalCare: 'routine-care',
  hospitalization: 'hospital-fees',
  dental: 'dental-prostheses',
  visual: 'glasses',
  hearing: 'hearing-aid',
};

/**
 * What is being signed, above the form (the subscription was signed blind): the
 * insurer, plan and formula, the monthly and yearly price, the start date, the cover category by
 * category, and the IPID (a DDA duty before signing) with the general terms.
 */
export function SubscribeOfferSummary({ offer }: { offer: OfferDetail }) {
  return (
    <section className="subscribe-summary" aria-labelledby="subscribe-summary-title">
      <h2 id="subscribe-summary-title">Votre offre</h2>
      <dl>
        <dt>Assureur</dt>
        <dd>{offer.provider.name}</dd>
        <dt>Formule</dt>
        <dd>
          {offer.plan.name}, formule {offer.formula.name}
        </dd>
        <dt>Cotisation</dt>
        <dd>
          <strong>{formatEuros(offer.monthlyPrice)} par mois</strong>, soit {formatEuros(offer.yearlyPrice)}{' '}
          par an
          {offer.yearlyDiscountPercent > 0 ? ` en paiement annuel (−${offer.yearlyDiscountPercent} %)` : ''}
        </dd>
        <dt>Date d’effet</dt>
        <dd>{formatDateFr(offer.startDate)}</dd>
        <dt>État</dt>
        <dd>{OFFER_STATE_LABELS[offer.state]}</dd>
      </dl>
      <h3>Vos garanties en résumé</h3>
      <ul>
        {offer.cover.map((line) => {
          // The plan's own line for the post (its table's words), never a comparator level name.
          const key = offer.guarantees.find((g) => g.code === KEY_LINES[line.category]);
          return (
            <li key={line.category}>
              {WARRANTY_CATEGORY_LABELS[line.category]} :{' '}
              {key ? `${key.label}, ${key.display}` : line.covered}
              {line.meets ? '' : ` (en dessous du niveau ${line.wanted} demandé)`}
            </li>
          );
        })}
      </ul>
      <p>
        À lire avant de signer :{' '}
        <a href={offer.ipid.url} target="_blank" rel="noopener">
          {offer.ipid.title} (document d’information normalisé, IPID)
        </a>{' '}
        et les{' '}
        <a href="/conditions-d-utilisation" target="_blank" rel="noopener">
          conditions générales
        </a>
        .
      </p>
    </section>
  );
}
