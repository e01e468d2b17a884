import type { StaffOfferDetail } from '@courtage/contracts/offer/staff-offer';
import { OFFER_STATE_LABELS, type OfferState } from '@courtage/contracts/offer/vocabulary';
import { formatDateTimeFr } from '../../format/format-fr.ts';

type Detail = StaffOfferDetail;

const AUDIT_ACTIONS: Record<string, string> = {
  assign: 'Attribution',
  'move-state': 'Changement d’état',
  'add-note': 'Note ajoutée',
  'reveal-nir': 'Affichage du numéro de sécurité sociale',
  'reveal-iban': 'Affichage de l’IBAN',
};

/** The French name of an audited action ('assign' or 'offer.assign': the service's own prefix is optional). */
function actionLabel(action: string): string {
  return AUDIT_ACTIONS[action.replace(/^offer\./, '')] ?? action;
}

const stateLabel = (state: OfferState) => OFFER_STATE_LABELS[state];

/** The states the offer went through, oldest first, with who moved it and why. */
export function StateHistoryCard({ detail }: { detail: Detail }) {
  return (
    <section className="bo-card" aria-labelledby="offer-history">
      <h2 id="offer-history">Historique des états</h2>
      {detail.stateHistory.length === 0 ? (
        <p className="app-empty">Les données n’existent pas!</p>
      ) : (
        <ol className="bo-timeline">
          {detail.stateHistory.map((entry) => (
            <li key={`${entry.at}-${entry.to}`}>
              <p>{`${stateLabel(entry.from)} → ${stateLabel(entry.to)}`}</p>
              {entry.note ? <p>{entry.note}</p> : null}
              <p className="bo-timeline__meta">
                {`${formatDateTimeFr(entry.at)} · ${entry.by ? entry.by.name : 'le visiteur'}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function NotesCard({ detail }: { detail: Detail }) {
  return (
    <section className="bo-card" aria-labelledby="offer-notes">
      <h2 id="offer-notes">Notes</h2>
      {detail.notes.length === 0 ? (
        <p className="app-empty">Aucune note pour le moment.</p>
      ) : (
        <ul className="bo-timeline">
          {detail.notes.map((note) => (
            <li key={note.id}>
              <p className="bo-prewrap">{note.text}</p>
              <p className="bo-timeline__meta">{`${formatDateTimeFr(note.at)} · ${note.author.name}`}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every staff write and reveal on the offer, newest first (who, what, when). */
export function AuditCard({ detail }: { detail: Detail }) {
  return (
    <section className="bo-card" aria-labelledby="offer-audit">
      <h2 id="offer-audit">Journal d’audit</h2>
      {detail.audit.length === 0 ? (
        <p className="app-empty">Les données n’existent pas!</p>
      ) : (
        <ul className="bo-timeline">
          {detail.audit.map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>
              <p>{actionLabel(entry.action)}</p>
              <p className="bo-timeline__meta">
                {`${formatDateTimeFr(entry.at)} · ${entry.actorName ?? 'attribution automatique'}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
