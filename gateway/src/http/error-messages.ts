import { INVALID_FIELDS_MESSAGE, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { UNKNOWN_FIELD_MESSAGE } from '@courtage/contracts/form/define-form';

/** What the gateway tells users when something goes wrong; never a library's English text. */
export const ERROR_MESSAGES = {
  validation: INVALID_FIELDS_MESSAGE,
  invalidField: REQUEST_MESSAGES.invalidField,
  requiredField: REQUEST_MESSAGES.requiredField,
  unknownField: UNKNOWN_FIELD_MESSAGE,
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  badRequest: REQUEST_MESSAGES.badRequest,
  notFound: REQUEST_MESSAGES.notFound,
  payloadTooLarge: REQUEST_MESSAGES.payloadTooLarge,
  unsupportedMediaType: 'Type de contenu non pris en charge : envoyez du JSON.',
  rateLimited: REQUEST_MESSAGES.rateLimited,
  unavailable: REQUEST_MESSAGES.unavailable,
  internal: 'Erreur interne du serveur',
} as const;
