import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { getCompanyHistory } from '../../../../lib/gateway/companies.ts';
import { DEFAULT_EMPTY_MESSAGE } from '../../components/data-list/index.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';

/** What crm's audit log calls each staff write, as a broker reads it. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  comment: 'Commentaire',
  'become-client': 'Passage en client',
  'compliance-recorded': 'Conformité enregistrée',
  'reveal-iban': 'IBAN affiché',
  send: 'Envoi',
  'status-changed': 'Changement de statut',
  upload: 'Document ajouté',
};

/** The company's history from the audit log: who did what, when (newest first). */
export function HistoryCard({ companyId, nameOf }: { companyId: string; nameOf: (id: string) => string }) {
  const history = useQuery({
    queryKey: ['company', companyId, 'history'],
    queryFn: () => getCompanyHistory(companyId),
    staleTime: 0,
  });
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
                <p className="crm-prewrap">{ACTION_LABELS[entry.action] ?? entry.action}</p>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
