/** Refused without a valid capability for the offer (401, nothing changed). */
export const SUBSCRIBE_CAPABILITY_MESSAGE =
  'Ce lien de souscription n’est pas valide ou a expiré. Utilisez le lien reçu par e-mail après la confirmation.';
