import { examplesForWanted } from '@courtage/contracts/offer/example-picks';
import type { Cover, OfferSummary } from '@courtage/contracts/offer/offer';
import { levelRank } from '@courtage/contracts/offer/vocabulary';
import { formatEuros } from './results-view.ts';

type Example = NonNullable<OfferSummary['examples']>[number];

/** The card's examples: two or three, of the posts the visitor asked most of (highest level wanted). */
export function CardExamples({ examples, cover }: { examples: Example[]; cover: Cover[] }) {
  if (examples.length === 0) return null;
  const wanted = Object.fromEntries(cover.map((c) => [c.category, levelRank(c.wanted)]));
  const picked = examplesForWanted(examples, wanted, 3);
  return (
    <section className="offer-examples" aria-label="Exemples de remboursement">
      <h4>Exemples de remboursement</h4>
      <ul>
        {picked.map((example) => (
          <li key={example.code} data-example={example.code}>
            <span className="offer-examples__label">
              {example.label} : {formatEuros(example.price)}
            </span>
            <span className="offer-examples__amounts">
              Sécu <span data-amount="secu">{formatEuros(example.secu)}</span> · mutuelle{' '}
              <span data-amount="plan">{formatEuros(example.plan)}</span> ·{' '}
              <strong>
                reste à charge <span data-amount="left">{formatEuros(example.left)}</span>
              </strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every example of an offer: price, Sécu, plan, left to pay (the offer's detail). */
export function ExamplesTable({ examples }: { examples: Example[] }) {
  if (examples.length === 0) return null;
  return (
    <div className="examples-wrap">
      <table className="examples-table">
        <caption>Exemples de remboursement</caption>
        <thead>
          <tr>
            <th scope="col">Soin</th>
            <th scope="col">Prix</th>
            <th scope="col">Sécurité sociale</th>
            <th scope="col">Mutuelle</th>
            <th scope="col">Reste à charge</th>
          </tr>
        </thead>
        <tbody>
          {examples.map((example) => (
            <tr key={example.code} data-example={example.code}>
              <th scope="row">{example.label}</th>
              <td data-amount="price">{formatEuros(example.price)}</td>
              <td data-amount="secu">{formatEuros(example.secu)}</td>
              <td data-amount="plan">{formatEuros(example.plan)}</td>
              <td data-amount="left">{formatEuros(example.left)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="examples-note">
        Prix courants, parcours de soins coordonnés ; la participation forfaitaire de 2 € par consultation
        reste à votre charge.
      </p>
    </div>
  );
}
