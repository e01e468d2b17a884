import { createQuoteEndpoint } from '@courtage/contracts/crm/quotes/create-quote.rpc';
import { parisDate } from '@courtage/contracts/offer/dates';
import type { OfferSummary } from '@courtage/contracts/offer/offer';
import { useState } from 'react';
import { errorMessage } from '../../lib/auth/api-error.ts';
import { call } from '../../lib/gateway/endpoint-client.ts';
import { type BrokerTarget, quoteFromOffer } from './broker-quote.ts';

type Props = { target: BrokerTarget; offer: OfferSummary };

/** Where the quote shows in the back-office: the company's or the contact's record. */
const recordUrl = (target: BrokerTarget) =>
  target.companyId
    ? `/admin/entreprise/${target.companyId}?onglet=devis-contrats`
    : `/admin/contact/${target.contactId}`;

/**
 * Under an offer, for a broker who opened the comparator from the CRM: attaches the offer to the
 * company or contact as a draft quote (insurer, formula, monthly premium, valid 30 days).
 */
export function BrokerQuoteButton({ target, offer }: Props) {
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' | 'done' } | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  const attach = async () => {
    setState({ kind: 'sending' });
    try {
      await call(createQuoteEndpoint, quoteFromOffer(target, offer, parisDate()));
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  };
  return (
    <div className="broker-quote">
      {state.kind === 'done' ? (
        <p role="status">
          {`Devis ajouté au dossier de ${target.name}. `}
          <a href={recordUrl(target)}>Voir le devis</a>
        </p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={state.kind === 'sending'}
          onClick={() => void attach()}
        >
          {`Joindre comme devis au dossier de ${target.name} : ${offer.provider.name} — ${offer.formula.name}`}
        </button>
      )}
      {state.kind === 'error' ? (
        <p className="form-alert" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
