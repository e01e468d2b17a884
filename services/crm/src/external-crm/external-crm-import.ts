import { CRM_MESSAGES } from '@courtage/contracts/crm/crm-messages';

export const IMPORT_MESSAGES = {
  invalid: 'Le fichier contient des erreurs : rien n’a été importé.',
  failed: 'L’import a échoué : rien n’a été importé. Réessayez.',
  notFound: CRM_MESSAGES.importNotFound,
} as const;
