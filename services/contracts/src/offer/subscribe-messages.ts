/** Refused without a valid capability for the offer (401, nothing changed). */
export const SUBSCRIBE_CAPABILITY_MESSAGE =
  'Ce lien de souscription n’est pas valide ou a expiré. Utilisez le lien reçu par e-mail après la confirmation.';

/** Why an offer cannot be subscribed (409), the same words on /subscribe before any typing. */
export const SUBSCRIBE_STATE_MESSAGES = {
  notConfirmed: 'Veuillez d’abord confirmer cette offre en choisissant un créneau.',
  alreadySubscribed:
    'Cette offre a déjà été souscrite : vous la suivez dans votre espace client, « Mon offre ».',
} as const;
