import { getSubscriptionComplianceEndpoint } from '@courtage/contracts/offer/subscription-signature.rpc';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { queryOptions } from '../../../../lib/gateway/endpoint-client.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * The compliance of the comparator's subscriptions: a subscriber is a person, not a company, so
 * the proof is each subscription's signed file, counted here (the company file's DDA items are on
 * the company page). A signed membership form states that the DER, the IPID and the general
 * conditions were received.
 */
export function SubscriptionComplianceCard() {
  const counts = useQuery(queryOptions(getSubscriptionComplianceEndpoint, {}));
  return (
    <section className="bo-card" aria-labelledby="subscription-compliance">
      <h2 id="subscription-compliance">Conformité des souscriptions</h2>
      {counts.isPending ? <p role="status">Chargement…</p> : null}
      {counts.isError ? <p role="alert">{errorMessage(counts.error)}</p> : null}
      {counts.data ? (
        <dl className="bo-facts" data-testid="subscription-compliance">
          <dt>Dossiers signés</dt>
          <dd>{`${counts.data.signedFiles} sur ${plural(counts.data.subscriptions, 'souscription', 'souscriptions')}`}</dd>
          <dt>DER attestés</dt>
          <dd>
            {`${plural(counts.data.derAcknowledged, 'bulletin d’adhésion signé', 'bulletins d’adhésion signés')} (réception du DER, de l’IPID et des conditions générales)`}
          </dd>
          <dt>Documents scellés</dt>
          <dd>{plural(counts.data.sealedDocuments, 'document', 'documents')}</dd>
          <dt>Documents remis</dt>
          <dd>{`${plural(counts.data.givenDocuments, 'document', 'documents')} (attestation, IPID, conditions générales)`}</dd>
          <dt>En attente de signature</dt>
          <dd>{counts.data.pending}</dd>
          <dt>Bloqués</dt>
          <dd>{counts.data.locked}</dd>
          <dt>Sans signature électronique</dt>
          <dd>{`${counts.data.withoutFile} (souscriptions antérieures)`}</dd>
        </dl>
      ) : null}
    </section>
  );
}
