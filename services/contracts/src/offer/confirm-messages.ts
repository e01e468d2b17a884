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
  /** Per-address limit of the gateway (CONFIRM_RATE_LIMIT per hour). */
  tooManyConfirmations: 'Trop de confirmations depuis votre connexion. Veuillez réessayer plus tard.',
  success: 'Votre offre est confirmée. Un e-mail de confirmation vous a été envoyé.',
  successNoEmail: 'Votre offre est confirmée, mais l’e-mail de confirmation n’a pas pu être envoyé.',
} as const;
