import { madelinEstimate } from '@courtage/contracts/offer/madelin';
import type { OfferSummary } from '@courtage/contracts/offer/offer';
import { WARRANTY_CATEGORIES, WARRANTY_CATEGORY_LABELS } from '@courtage/contracts/offer/vocabulary';
import { useState } from 'react';
import { GuaranteeTable } from './GuaranteeTable.tsx';
import { insurerLogo } from './insurer-logos.ts';
import { CardExamples } from './ReimbursementExamples.tsx';
import { formatEuros } from './results-view.ts';

const months = (count: number) => (count === 0 ? 'aucun' : `${count} mois`);

/** One offer: provider, formula, prices, cover against the wanted levels, 100% Santé, waiting periods. */
export function OfferCard({
  offer,
  onChoose,
  income,
}: {
  offer: OfferSummary;
  onChoose: (offer: OfferSummary) => void;
  /** The TNS visitor's yearly professional income, when typed (Madelin estimate). */
  income?: number | undefined;
}) {
  const titleId = `offer-${offer.id}-title`;
  const [open, setOpen] = useState(false);
  const optionOf = (category: string) => offer.options?.find((option) => option.category === category);
  const madelin = offer.madelin && income !== undefined ? madelinEstimate(offer.yearlyPrice, income) : null;
  const logo = insurerLogo(offer.provider.code);
  return (
    <article className="offer-card" aria-labelledby={titleId}>
      <header className="offer-card__header">
        {logo && (
          <img
            className="offer-card__logo"
            src={`${logo.url}?w=480`}
            width={logo.width}
            height={logo.height}
            alt={logo.alternativeText}
            loading="lazy"
            decoding="async"
          />
        )}
        <h3 id={titleId}>
          {offer.provider.name} — {offer.plan.name}
        </h3>
        <p className="offer-card__formula">Formule {offer.formula.name}</p>
        <p className="offer-card__price">
          <strong>{formatEuros(offer.monthlyPrice)} / mois</strong>
          <span> soit {formatEuros(offer.yearlyPrice)} / an</span>
          {offer.yearlyDiscountPercent > 0 && (
            <span> (−{offer.yearlyDiscountPercent} % en paiement annuel)</span>
          )}
        </p>
        <p className={offer.meetsAllLevels ? 'badge badge--ok' : 'badge badge--warn'}>
          {offer.meetsAllLevels ? 'Couvre tous vos niveaux' : 'Ne couvre pas tous vos niveaux'}
        </p>
        {offer.hundredPercentSante && <p className="badge">100 % Santé</p>}
        {offer.eligibilityNote ? <p className="offer-card__eligibility">{offer.eligibilityNote}</p> : null}
        {offer.madelin ? (
          <p className="offer-card__madelin">
            Déductible de votre revenu professionnel (loi Madelin)
            {madelin
              ? ` : ${formatEuros(madelin.deductible)} déductibles par an, soit environ ${formatEuros(madelin.saving)} d’impôt en moins.`
              : '.'}
          </p>
        ) : null}
      </header>
      <table className="offer-card__cover">
        <caption>Couverture par poste</caption>
        <thead>
          <tr>
            <th scope="col">Poste</th>
            <th scope="col">Souhaité</th>
            <th scope="col">Proposé</th>
          </tr>
        </thead>
        <tbody>
          {offer.cover.map((cover) => (
            <tr key={cover.category} className={cover.meets ? '' : 'is-short'}>
              <th scope="row">{WARRANTY_CATEGORY_LABELS[cover.category]}</th>
              <td>{cover.wanted}</td>
              <td>
                {cover.covered} {cover.meets ? '✓' : '(insuffisant)'}
                {optionOf(cover.category) ? ` avec l’option ${optionOf(cover.category)?.name}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CardExamples examples={offer.examples ?? []} cover={offer.cover} />
      <p className="offer-card__waiting">
        Délais de carence :{' '}
        {WARRANTY_CATEGORIES.map(
          (category) => `${WARRANTY_CATEGORY_LABELS[category]} ${months(offer.waitingPeriods[category])}`,
        ).join(', ')}
        .
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={`offer-${offer.id}-guarantees`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Masquer le détail des garanties' : 'Voir le détail des garanties'}
      </button>
      <div id={`offer-${offer.id}-guarantees`}>{open && <GuaranteeTable offerId={offer.id} />}</div>
      <button type="button" className="button" onClick={() => onChoose(offer)}>
        Choisir l’offre {offer.provider.name} — {offer.formula.name}
      </button>
    </article>
  );
}
