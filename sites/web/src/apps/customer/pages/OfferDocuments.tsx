import { formatDateFr, formatDateTimeFr } from '@courtage/contracts/format/french-date';
import {
  type DocumentKind,
  listCustomerDocumentsEndpoint,
} from '@courtage/contracts/offer/subscription-signature.rpc';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatEuros } from '../../../islands/comparator/results-view.ts';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { queryOptions } from '../../../lib/gateway/endpoint-client.ts';
import { downloadMyOfferDocument } from '../../../lib/gateway/my-offers.ts';
import { Spinner } from '../../shell/Spinner.tsx';

const FILE_NAMES: Record<DocumentKind, string> = {
  'bulletin-adhesion': 'bulletin-adhesion-signe.pdf',
  'mandat-sepa': 'mandat-sepa-signe.pdf',
  'mandat-resiliation': 'mandat-resiliation-signe.pdf',
  'attestation-adhesion': 'attestation-adhesion.pdf',
  ipid: 'ipid.pdf',
  'conditions-generales': 'conditions-generales.pdf',
};

/**
 * The documents of a subscribed offer in the customer area: the signed membership form and
 * mandates, the membership certificate, the IPID and the plan's general conditions, with what each
 * debit takes and when the first one falls.
 */
export function OfferDocuments({ offerId }: { offerId: string }) {
  const documents = useQuery(queryOptions(listCustomerDocumentsEndpoint, { offerId }));
  const [alert, setAlert] = useState<string | null>(null);
  if (documents.isPending) return <Spinner />;
  if (documents.isError)
    return (
      <p className="form-alert" role="alert">
        {errorMessage(documents.error)}
      </p>
    );
  // A subscription stored before signing existed (the demo's) has no file: its IPID link stays.
  if (documents.data.documents.length === 0) return null;
  const { payment, signedAt } = documents.data;
  const download = (kind: DocumentKind) => {
    setAlert(null);
    downloadMyOfferDocument(offerId, kind, FILE_NAMES[kind]).catch((error: unknown) =>
      setAlert(errorMessage(error)),
    );
  };
  return (
    <section className="offer-documents" aria-labelledby="offer-documents-title">
      <h2 id="offer-documents-title">Mes documents</h2>
      {signedAt ? <p>Dossier signé électroniquement le {formatDateTimeFr(signedAt)}.</p> : null}
      {payment?.amountPerDebit != null ? (
        <p data-testid="offer-debits">
          Prélèvement {payment.frequency.toLowerCase()} de{' '}
          <strong>{formatEuros(payment.amountPerDebit)}</strong>
          {payment.firstDebitDate ? `, premier prélèvement le ${formatDateFr(payment.firstDebitDate)}` : ''}{' '}
          (mandat {payment.mandateReference}).
        </p>
      ) : null}
      <ul className="offer-documents-list">
        {documents.data.documents.map((document) => (
          <li key={document.kind}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => download(document.kind)}
            >
              Télécharger : {document.title}
            </button>
            {document.signed ? <span className="offer-documents-signed">Signé</span> : null}
          </li>
        ))}
      </ul>
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
    </section>
  );
}
