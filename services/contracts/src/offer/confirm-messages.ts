/** §8 messages of the confirmation step. */
export const CONFIRM_MESSAGES = {
  noSlot: 'Veuillez sélectionner une date/créneau horaire approprié',
  failure: 'Une erreur s’est produite lors de la confirmation de votre offre. Veuillez réessayer.',
  slotPast: 'Ce créneau est déjà passé. Veuillez choisir un autre créneau.',
  slotFull: 'Ce créneau est complet. Veuillez choisir un autre créneau.',
  notBusinessDay: 'Les rendez-vous ont lieu les jours ouvrés. Veuillez choisir un autre jour.',
  tooFar: 'Ce créneau n’est pas encore ouvert. Veuillez choisir une date plus proche.',
  alreadyConfirmed: 'Cette offre a déjà été confirmée.',
  /** One live call-back per comparison and per address. */
  alreadyBooked: 'Un rappel est déjà prévu pour cette demande. Nous vous appellerons au créneau choisi.',
  success: 'Votre offre est confirmée. Un e-mail de confirmation vous a été envoyé.',
  successNoEmail: 'Votre offre est confirmée, mais l’e-mail de confirmation n’a pas pu être envoyé.',
} as const;

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The booking limit's 429 (attempts per email address and postal code), saying when to try again:
 * 'Trop de demandes de rappel pour cette adresse e-mail : réessayez dans 42 minutes, vers 23 h 10
 * (heure de Paris).' `retryInMs`: the time left before an attempt leaves the window (the
 * Retry-After header says it in seconds).
 */
export function tooManyConfirmationsMessage(retryInMs: number, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil(retryInMs / 60_000));
  const at = PARIS_TIME.format(new Date(now.getTime() + minutes * 60_000)).replace(':', ' h ');
  return `Trop de demandes de rappel pour cette adresse e-mail : réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}, vers ${at} (heure de Paris).`;
}

/** The booking limit's window: attempts of the last hour count. */
export const BOOKING_LIMIT_WINDOW_MS = 60 * 60_000;
