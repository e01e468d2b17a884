/** Where a customer whose session expired is sent: the sign-in page, told why. */
export const SESSION_EXPIRED_PATH = '/connexion?session=expiree';

/** Shown above the sign-in form after an expired session (specification §8 leaves it silent). */
export const SESSION_EXPIRED_MESSAGE =
  'Votre session a expiré : reconnectez-vous pour retrouver votre espace client.';
