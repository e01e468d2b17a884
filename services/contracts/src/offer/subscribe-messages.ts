/** Refused without a valid capability for the offer (401, nothing changed). */
export const SUBSCRIBE_CAPABILITY_MESSAGE =
  'Ce lien de souscription n’est pas valide ou a expiré. Utilisez le lien reçu par e-mail après la confirmation.';

/** Why an offer cannot be subscribed (409), the same words on /subscribe before any typing. */
export const SUBSCRIBE_STATE_MESSAGES = {
  notConfirmed: 'Veuillez d’abord confirmer cette offre en choisissant un créneau.',
  alreadySubscribed:
    'Cette offre a déjà été souscrite : vous la suivez dans votre espace client, « Mon offre ».',
  cancelled:
    'Cette offre a été annulée : refaites une comparaison depuis la page d’accueil pour en choisir une autre.',
} as const;

/** The message of an offer that cannot be subscribed in `state`, none for a confirmed one. */
export function subscribeStateMessage(state: string): string | null {
  if (state === 'confirmed') return null;
  if (state === 'proposed') return SUBSCRIBE_STATE_MESSAGES.notConfirmed;
  if (state === 'cancelled') return SUBSCRIBE_STATE_MESSAGES.cancelled;
  return SUBSCRIBE_STATE_MESSAGES.alreadySubscribed;
}
