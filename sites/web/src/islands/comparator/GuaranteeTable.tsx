import type { OfferDetail } from '@courtage/contracts/offer/offer';
import { WARRANTY_CATEGORIES, WARRANTY_CATEGORY_LABELS } from '@courtage/contracts/offer/vocabulary';
import { useEffect, useState } from 'react';
import { getOffer } from '../../lib/gateway/offers.ts';
import { santeSuffix } from '../../lib/sante-suffix.ts';
import { ExamplesTable } from './ReimbursementExamples.tsx';

type Load = { status: 'loading' } | { status: 'ready'; offer: OfferDetail } | { status: 'failed' };

/** The full guarantee table of an offer (`GET /api/v1/confirm-offer/offers/:offerId`). */
export function GuaranteeTable({ offerId }: { offerId: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getOffer(offerId).then((result) => {
      if (live) setLoad(result.ok ? { status: 'ready', offer: result.body } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [offerId]);
  if (load.status === 'loading') return <p role="status">Chargement des garanties…</p>;
  if (load.status === 'failed')
    return (
      <p className="form-alert" role="alert">
        Impossible de charger le détail des garanties. Veuillez réessayer.
      </p>
    );
  const { offer } = load;
  return (
    <div className="guarantees">
      <ExamplesTable examples={offer.examples ?? []} />
      {WARRANTY_CATEGORIES.map((category) => (
        <table key={category} className="guarantee-table">
          <caption>{WARRANTY_CATEGORY_LABELS[category]}</caption>
          <tbody>
            {offer.guarantees
              .filter((g) => g.category === category)
              .map((g) => (
                <tr key={g.code}>
                  <th scope="row">{g.label}</th>
                  <td>
                    {g.display}
                    {santeSuffix(g)}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
      <p>
        <a href={offer.ipid.url}>{offer.ipid.title}</a>
      </p>
    </div>
  );
}
