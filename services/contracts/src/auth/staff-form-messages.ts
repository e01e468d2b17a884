import { CRM_MESSAGES } from '../crm/crm-messages.ts';

// The French messages of fields only the staff forms have (sign-in code, administrators); the
// fields accounts share (email, passwords) take theirs from account-fields.ts.

export const STAFF_FIELD_MESSAGES = {
  challengeId: 'Cette demande de connexion est invalide. Veuillez vous reconnecter.',
  code: 'Le code doit comporter 6 chiffres.',
  recoveryCode: 'Le code de secours doit comporter de 10 à 20 caractères.',
  name: {
    required: 'Veuillez saisir le nom de l’administrateur.',
    invalid: 'Le nom de l’administrateur doit faire au plus 100 caractères.',
  },
  role: 'Veuillez choisir le rôle (Admin ou Sub-admin).',
  disabled: 'Veuillez indiquer si le compte est désactivé.',
  nothingToChange: 'Veuillez choisir un rôle, ou désactiver ou réactiver le compte.',
  q: CRM_MESSAGES.searchAtMost100,
  page: 'Numéro de page invalide.',
  pageSize: 'Nombre de lignes par page invalide (10, 20, 25 ou 50).',
} as const;
