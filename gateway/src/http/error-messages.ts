import { INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { UNKNOWN_FIELD_MESSAGE } from '@courtage/contracts/form/define-form';

/** What the gateway tells users when something goes wrong; never a library's English text. */
export const ERROR_MESSAGES = {
  validation: INVALID_FIELDS_MESSAGE,
  invalidField: 'Valeur invalide.',
  requiredField: 'Ce champ est obligatoire.',
  unknownField: UNKNOWN_FIELD_MESSAGE,
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  badRequest: 'Requête invalide.',
  notFound: 'Ressource introuvable.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Type de contenu non pris en charge : envoyez du JSON.',
  rateLimited: 'Trop de demandes. Veuillez réessayer dans quelques instants.',
  internal: 'Erreur interne du serveur',
} as const;
