import { AGENDA_MESSAGES, revokeAgendaFeedLinkEndpoint } from '@courtage/contracts/crm/agenda.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { agendaFeedUrl, createAgendaFeedLink, getAgendaFeedLink } from '../../../../lib/gateway/agenda.ts';
import { call } from '../../../../lib/gateway/endpoint-client.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';

// The link's status is a route of the gateway (never cached), not an endpoint of the contracts.
const FEED_KEY = ['agenda-feed-link'];

/**
 * The signed-in broker's iCalendar link for Outlook, Google or Apple calendars: created or
 * replaced (its address shown once: only its hash is kept), revoked. Replacing or revoking asks
 * first, since calendars subscribed to the old address stop receiving the call-backs.
 */
export function AgendaFeedCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const [address, setAddress] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  const link = useQuery({ queryKey: FEED_KEY, queryFn: getAgendaFeedLink });
  const create = useMutation({
    mutationFn: createAgendaFeedLink,
    onSuccess: (created) => {
      setAddress(agendaFeedUrl(created.token));
      setConfirming(null);
      if (link.data?.active) toast.success(AGENDA_MESSAGES.feedCreated);
      void queryClient.invalidateQueries({ queryKey: FEED_KEY });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const revoke = useMutation({
    mutationFn: () => call(revokeAgendaFeedLinkEndpoint, {}),
    onSuccess: () => {
      setAddress(null);
      setConfirming(null);
      toast.success(AGENDA_MESSAGES.feedRevoked);
      void queryClient.invalidateQueries({ queryKey: FEED_KEY });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success('Lien copié.');
    } catch {
      toast.error('Copie impossible : sélectionnez le lien et copiez-le.');
    }
  };
  const active = link.data?.active ?? false;

  return (
    <section className="bo-card agenda-feed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Abonnement depuis votre agenda (Outlook, Google, Apple)</h2>
      <p>
        Ce lien secret affiche vos rappels et vos tâches ouvertes dans votre agenda habituel, mis à jour
        automatiquement. Ne le partagez pas : toute personne qui le connaît voit vos rendez-vous.
      </p>
      {link.isPending ? (
        <p role="status">Chargement…</p>
      ) : link.isError ? (
        <p className="bo-field__error" role="alert">
          {errorMessage(link.error)}
        </p>
      ) : (
        <p data-testid="agenda-feed-status">
          {active && link.data.createdAt
            ? `Lien actif, créé le ${formatDateTimeFr(link.data.createdAt)}.`
            : 'Aucun lien actif.'}
        </p>
      )}
      {address ? (
        <div className="bo-field">
          <label htmlFor={`${id}-address`}>Adresse à ajouter dans votre agenda</label>
          <input
            id={`${id}-address`}
            type="text"
            readOnly
            value={address}
            aria-describedby={`${id}-once`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={`${id}-once`} className="bo-page__lead">
            Copiez-le maintenant : pour des raisons de sécurité, il ne sera plus affiché.
          </p>
        </div>
      ) : null}
      <div className="bo-actions">
        {address ? (
          <button type="button" className="bo-button bo-button--primary" onClick={() => void copy()}>
            Copier le lien
          </button>
        ) : null}
        {active ? (
          <>
            <button type="button" className="bo-button" onClick={() => setConfirming('replace')}>
              Générer un nouveau lien
            </button>
            <button
              type="button"
              className="bo-button bo-button--danger"
              onClick={() => setConfirming('revoke')}
            >
              Révoquer le lien
            </button>
          </>
        ) : (
          <button
            type="button"
            className="bo-button bo-button--primary"
            onClick={() => create.mutate()}
            disabled={create.isPending || link.isPending}
          >
            Créer mon lien de calendrier
          </button>
        )}
      </div>
      <CrmDialog
        title={confirming === 'revoke' ? 'Révoquer le lien de calendrier ?' : 'Générer un nouveau lien ?'}
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
      >
        <p>
          {confirming === 'revoke'
            ? 'Les agendas abonnés à ce lien ne recevront plus vos rappels ni vos tâches.'
            : 'L’ancien lien cessera de fonctionner : il faudra ajouter le nouveau dans vos agendas.'}
        </p>
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => setConfirming(null)}>
            Annuler
          </button>
          {confirming === 'revoke' ? (
            <button
              type="button"
              className="bo-button bo-button--danger"
              onClick={() => revoke.mutate()}
              disabled={revoke.isPending}
            >
              Révoquer
            </button>
          ) : (
            <button
              type="button"
              className="bo-button bo-button--primary"
              onClick={() => create.mutate()}
              disabled={create.isPending}
            >
              Générer
            </button>
          )}
        </div>
      </CrmDialog>
    </section>
  );
}
