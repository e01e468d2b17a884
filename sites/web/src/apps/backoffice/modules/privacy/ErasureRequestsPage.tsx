import {
  ERASURE_STATUS_LABELS,
  type ErasurePart,
  listErasureRequestsEndpoint,
} from '@courtage/contracts/privacy/erasure.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointKey, queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { executeErasure, fetchErasureReview } from '../../../../lib/gateway/privacy.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { Spinner } from '../../../shell/Spinner.tsx';
import { StatusBadge } from '../../components/data-list/index.ts';
import { TableScroll } from '../../components/TableScroll.tsx';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { staffErrorMessage } from '../../pages/forbidden-message.ts';

/** The review of one request (a route composing every service's dry run, not an endpoint). */
const REVIEW_KEY = ['privacy', 'erasure-review'] as const;
const SERVICE_LABELS: Record<ErasurePart['service'], string> = {
  auth: 'Compte',
  offer: 'Offres et contrats',
  crm: 'Relation client',
  notification: 'E-mails',
};

/** What an execution erases and keeps, per category, with the reason of each legal hold. */
function ErasureTable({ parts, caption }: { parts: ErasurePart[]; caption: string }) {
  return (
    <TableScroll label={caption}>
      <table className="bo-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Domaine</th>
            <th scope="col">Catégorie</th>
            <th scope="col">Effacés</th>
            <th scope="col">Conservés</th>
            <th scope="col">Motif de conservation (obligation légale)</th>
          </tr>
        </thead>
        <tbody>
          {parts.flatMap((part) =>
            part.categories.map((category) => (
              <tr key={`${part.service}.${category.label}`}>
                <td>{SERVICE_LABELS[part.service]}</td>
                <td>{category.label}</td>
                <td>{category.erased}</td>
                <td>{category.kept}</td>
                <td>{category.holdReason || '—'}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** One request: the review (pending) or the report (executed), and the execution with a confirmation. */
function ErasureReview({ requestId, onDone }: { requestId: string; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const review = useQuery({
    queryKey: [...REVIEW_KEY, requestId],
    queryFn: () => fetchErasureReview(requestId),
    retry: false,
  });
  const execute = useMutation({
    mutationFn: () => executeErasure(requestId),
    onSuccess: async (done) => {
      setConfirming(false);
      onDone(`Effacement exécuté pour ${done.name || done.email} : l’accusé de réception part par e-mail.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(listErasureRequestsEndpoint) }),
        queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
      ]);
    },
  });
  if (review.isPending) return <Spinner />;
  if (review.isError) return <FormAlert error={staffErrorMessage(review.error)} />;
  const { request, preview } = review.data;
  const pending = request.status === 'pending';
  return (
    <div className="bo-erasure" data-testid="erasure-review">
      <h2 className="bo-section-title">
        {pending ? 'Examen de la demande' : 'Compte rendu de l’effacement'} — {request.name || request.email}
      </h2>
      <p>
        {request.email} · demandée le {formatDateTimeFr(request.requestedAt)}
        {request.executedAt
          ? ` · exécutée le ${formatDateTimeFr(request.executedAt)}${request.executedByName ? ` par ${request.executedByName}` : ''}`
          : ''}
      </p>
      <ErasureTable
        parts={preview}
        caption={pending ? 'Ce que l’exécution effacera et ce qui sera conservé' : 'Effacé et conservé'}
      />
      {pending ? (
        <p className="bo-page__lead">
          Les données conservées le sont au titre d’une obligation légale (contrat en cours, prescription) :
          elles ne servent plus qu’à cette fin. Le compte client est anonymisé et fermé, et le client reçoit
          un accusé de réception par e-mail.
        </p>
      ) : null}
      <FormAlert error={execute.isError ? staffErrorMessage(execute.error) : null} />
      {pending && !confirming ? (
        <button type="button" className="bo-button bo-button--danger" onClick={() => setConfirming(true)}>
          Exécuter l’effacement
        </button>
      ) : null}
      {pending && confirming ? (
        <div className="bo-toolbar">
          <p>
            <strong>Confirmer l’effacement ?</strong> Il est définitif.
          </p>
          <button
            type="button"
            className="bo-button bo-button--danger"
            disabled={execute.isPending}
            onClick={() => execute.mutate()}
          >
            {execute.isPending ? 'Effacement…' : 'Confirmer l’effacement'}
          </button>
          <button type="button" className="bo-button" onClick={() => setConfirming(false)}>
            Annuler
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** 'Demandes d’effacement' (/admin/effacements, Admins): the customers' requests, their review and execution. */
export default function ErasureRequestsPage() {
  const [selected, setSelected] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const list = useQuery({ ...queryOptions(listErasureRequestsEndpoint, {}), retry: false });
  return (
    <section className="bo-page" aria-labelledby="erasure-title">
      <header className="bo-page__header">
        <div>
          <h1 id="erasure-title" className="bo-page__title">
            Demandes d’effacement
          </h1>
          <p className="bo-page__lead">
            Les demandes d’effacement des clients (RGPD) : examinez ce qui sera effacé et ce qui reste
            conservé au titre d’une obligation légale, puis exécutez la demande.
          </p>
        </div>
      </header>
      <FormAlert error={null} success={success} />
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormAlert error={staffErrorMessage(list.error)} /> : null}
      {/* One frame for the list or its absence (the screenshot suite masks it: customers' requests). */}
      <div className="bo-erasure-requests">
        {list.isSuccess && list.data.requests.length === 0 ? <p>Aucune demande d’effacement.</p> : null}
        {list.isSuccess && list.data.requests.length > 0 ? (
          <TableScroll label="Demandes d’effacement" className="bo-erasure-list">
            <table className="bo-table">
              <caption>Demandes (les demandes en attente d’abord)</caption>
              <thead>
                <tr>
                  <th scope="col">Client</th>
                  <th scope="col">Adresse e-mail</th>
                  <th scope="col">Demandée le</th>
                  <th scope="col">État</th>
                  <th scope="col">
                    <span className="bo-visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.requests.map((request) => (
                  <tr key={request.id} aria-selected={selected === request.id}>
                    <td>{request.name || '—'}</td>
                    <td>{request.email}</td>
                    <td>{formatDateTimeFr(request.requestedAt)}</td>
                    <td>
                      <StatusBadge
                        label={ERASURE_STATUS_LABELS[request.status]}
                        tone={request.status === 'pending' ? 'warning' : 'success'}
                      />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="bo-button bo-button--small"
                        onClick={() => {
                          setSuccess(null);
                          setSelected(request.id);
                        }}
                      >
                        {request.status === 'pending' ? 'Examiner' : 'Voir le compte rendu'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
      </div>
      {selected ? <ErasureReview key={selected} requestId={selected} onDone={setSuccess} /> : null}
    </section>
  );
}
