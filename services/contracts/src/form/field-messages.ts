// The French messages of fields several forms share (DESIGN.md section 9: a sentence the user
// reads is written once): the contact form, the comparator, the quote request, sign-up...

export const FIELD_MESSAGES = {
  email: 'Adresse e-mail invalide.',
  phone: 'Numéro de téléphone invalide.',
  name: 'Veuillez indiquer votre nom.',
  city: 'Veuillez choisir votre commune.',
  postalCode: 'Code postal invalide : 5 chiffres attendus.',
  insurer: 'Veuillez choisir un assureur.',
  /** A period whose end comes before its start (lists and dashboards). */
  periodOrder: 'La date de fin doit être postérieure ou égale à la date de début.',
} as const;
