import { getRecordHistoryEndpoint } from '@courtage/contracts/crm/companies/get-record-history.rpc';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { endpointKey, queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { DEFAULT_EMPTY_MESSAGE } from '../../components/data-list/index.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { ENTITY_LABELS, historyChanges } from './history-changes.ts';

/** What crm's audit log calls each staff write, as a broker reads it. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  comment: 'Commentaire',
  'add-note': 'Note ajoutée',
  'log-call': 'Appel journalisé',
  'send-email': 'E-mail envoyé',
  'become-client': 'Passage en client',
  'compliance-recorded': 'Conformité enregistrée',
  'reveal-iban': 'IBAN affiché',
  send: 'Envoi',
  'status-changed': 'Changement de statut',
  upload: 'Document ajouté',
};

/**
 * The company's history from the audit log, its contacts', documents', quotes', contracts' and
 * tasks' included: who did what, when, and each edited field before and after (newest first).
 * Read again after every edit made on the page (any mutation that succeeds).
 */
export function HistoryCard({ companyId, nameOf }: { companyId: string; nameOf: (id: string) => string }) {
  const queryClient = useQueryClient();
  const history = useQuery({
    ...queryOptions(getRecordHistoryEndpoint, { entity: 'company', id: companyId }),
    staleTime: 0,
  });
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({
            queryKey: endpointKey(getRecordHistoryEndpoint, { entity: 'company', id: companyId }),
          });
      }),
    [queryClient, companyId],
  );
  return (
    <section className="bo-card" aria-labelledby="company-history">
      <h2 id="company-history">Historique</h2>
      {history.isPending ? (
        <p role="status">Chargement de l’historique…</p>
      ) : history.isError ? (
        <p className="bo-list__error" role="alert">
          {errorMessage(history.error)}
        </p>
      ) : history.data.entries.length === 0 ? (
        <p className="app-empty bo-list__empty">{DEFAULT_EMPTY_MESSAGE}</p>
      ) : (
        <ul className="bo-timeline" aria-label="Historique de l’entreprise">
          {[...history.data.entries]
            .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))
            .slice(0, 20)
            .map((entry) => (
              <li key={entry.id}>
                <p className="bo-timeline__meta">
                  {`${formatDateTimeFr(entry.occurredAt)} · ${entry.actor.id ? nameOf(entry.actor.id) : 'Système'}`}
                </p>
                <p className="crm-prewrap">
                  {entry.entity === 'company'
                    ? (ACTION_LABELS[entry.action] ?? entry.action)
                    : `${ENTITY_LABELS[entry.entity] ?? entry.entity} : ${ACTION_LABELS[entry.action] ?? entry.action}`}
                </p>
                <HistoryChanges before={entry.before} after={entry.after} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

/** The fields an entry changed: 'Ville : Lyon → Villeurbanne'. */
function HistoryChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = historyChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <ul className="bo-timeline__changes">
      {changes.map((change) => (
        <li key={change.field}>
          {before
            ? `${change.label} : ${change.before} → ${change.after}`
            : `${change.label} : ${change.after}`}
        </li>
      ))}
    </ul>
  );
}
