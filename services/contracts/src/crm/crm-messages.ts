// The French messages several CRM forms and lists share (DESIGN.md section 9: written once,
// imported where needed; the site, the gateway and the crm service read the same constants).

export const CRM_MESSAGES = {
  companyNotFound: 'Cette entreprise n’existe pas.',
  contactNotFound: 'Ce contact n’existe pas.',
  sirenUnknown: 'Aucune entreprise avec ce SIREN.',
  importNotFound: 'Cet import n’existe pas.',
  prospectOrClient: 'Veuillez choisir prospect ou client.',
  searchAtMost100: 'La recherche doit faire au plus 100 caractères.',
  searchNotOver100: 'La recherche ne doit pas dépasser 100 caractères.',
  statusUnknown: 'Statut inconnu.',
  fromDateInvalid: 'Date de début invalide (AAAA-MM-JJ).',
  toDateInvalid: 'Date de fin invalide (AAAA-MM-JJ).',
  toBeforeFrom: 'La date de fin précède la date de début.',
  replyRequired: 'Veuillez écrire votre réponse.',
  insurerTooLong: 'L’assureur doit faire au plus 100 caractères.',
  monthlyPremium: 'Veuillez saisir une prime mensuelle positive en euros.',
  startDate: 'Veuillez saisir une date de début valide (AAAA-MM-JJ).',
  endDate: 'Veuillez saisir une date de fin valide (AAAA-MM-JJ).',
  staffUnknown: 'Ce membre de l’équipe n’existe pas.',
} as const;
