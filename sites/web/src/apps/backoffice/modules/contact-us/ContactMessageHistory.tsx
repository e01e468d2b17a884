import type { ContactMessageDetail } from '@courtage/contracts/crm/contact-messages/contact-message';
import { formatParisDateTime } from './contact-message-status.tsx';

/** The replies sent to the visitor, oldest first. */
export function ContactRepliesCard({ detail }: { detail: ContactMessageDetail }) {
  return (
    <section className="bo-card" aria-labelledby="contact-replies">
      <h2 id="contact-replies">Réponses envoyées</h2>
      {detail.replies.length === 0 ? (
        <p>Aucune réponse envoyée pour l’instant.</p>
      ) : (
        <ol className="bo-timeline" data-testid="contact-replies">
          {detail.replies.map((reply) => (
            <li key={reply.id}>
              <p>
                <strong>{reply.author.name}</strong>, le {formatParisDateTime(reply.createdAt)}
              </p>
              <p style={{ whiteSpace: 'pre-wrap' }}>{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const ACTION_LABELS: Record<string, string> = {
  'contact-message.status-changed': 'Statut modifié',
  'contact-message.assigned': 'Attribution modifiée',
  'contact-message.replied': 'Réponse envoyée',
};

/** The audit log of the message (who did what, when), newest first. */
export function ContactAuditCard({ detail }: { detail: ContactMessageDetail }) {
  const names = new Map(detail.replies.map((reply) => [reply.author.id, reply.author.name]));
  if (detail.message.assignee) names.set(detail.message.assignee.id, detail.message.assignee.name);
  return (
    <section className="bo-card" aria-labelledby="contact-audit">
      <h2 id="contact-audit">Historique</h2>
      {detail.history.length === 0 ? (
        <p>Aucune modification.</p>
      ) : (
        <ol className="bo-timeline">
          {detail.history.map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>
              {ACTION_LABELS[entry.action] ?? entry.action}, le {formatParisDateTime(entry.at)}
              {entry.actorId ? ` par ${names.get(entry.actorId) ?? 'un membre de l’équipe'}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
