// The e-mails a broker sends from a contact's record: the templates, their French texts and
// how the record's details fill them. Without TypeBox: the back-office's dialog fills them.

export const RECORD_EMAIL_TEMPLATES = [
  'rappel-manque',
  'relance-devis',
  'documents-manquants',
  'renouvellement',
] as const;
export type RecordEmailTemplate = (typeof RECORD_EMAIL_TEMPLATES)[number];

export const RECORD_EMAIL_TEMPLATE_LABELS: Record<RecordEmailTemplate, string> = {
  'rappel-manque': 'Rappel manqué',
  'relance-devis': 'Relance de devis',
  'documents-manquants': 'Documents manquants',
  renouvellement: 'Renouvellement',
};

/** What the record gives the templates. */
export type RecordEmailVariables = {
  civility: 'M.' | 'Mme';
  forename: string;
  name: string;
  /** The broker who sends it (the signed-in staff member). */
  brokerName: string;
  /** The contact's latest quote, when there is one (already in French: '64,50 €', '15 juillet 2026'). */
  quote?:
    | { reference: string; insuranceLine: string; monthlyPremium: string; validUntil: string }
    | undefined;
};

export const RECORD_EMAIL_MESSAGES = {
  noEmail: 'Ce contact n’a pas d’adresse e-mail.',
  templateRequired: 'Veuillez choisir un modèle.',
  subjectRequired: 'Veuillez saisir l’objet (200 caractères au plus).',
  bodyRequired: 'Veuillez écrire le message (10 000 caractères au plus).',
  sent: 'L’e-mail est parti dans la file d’envoi.',
} as const;

/** The delivery states of an e-mail (the notification service's email log), in French. */
export const EMAIL_DELIVERY_LABELS: Record<string, string> = {
  queued: 'En file d’envoi',
  sent: 'Envoyé',
  failed: 'Échec de l’envoi',
};

function greeting(v: RecordEmailVariables): string {
  return `Bonjour ${v.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${v.name},`;
}

function signature(v: RecordEmailVariables): string {
  return `Bien cordialement,\n${v.brokerName}`;
}

/** The template's subject and body filled from the record (the broker edits them before sending). */
export function fillRecordEmail(
  template: RecordEmailTemplate,
  v: RecordEmailVariables,
): { subject: string; body: string } {
  switch (template) {
    case 'rappel-manque':
      return {
        subject: 'Nous avons essayé de vous joindre',
        body: [
          greeting(v),
          '',
          `Je suis ${v.brokerName}, votre conseiller. J’ai essayé de vous joindre par téléphone, sans succès.`,
          '',
          'Pourriez-vous me rappeler, ou me répondre en m’indiquant le créneau qui vous convient le mieux ?',
          '',
          signature(v),
        ].join('\n'),
      };
    case 'relance-devis':
      return {
        subject: v.quote ? `Votre devis ${v.quote.reference}` : 'Votre devis',
        body: [
          greeting(v),
          '',
          v.quote
            ? `Je reviens vers vous au sujet du devis ${v.quote.reference} (${v.quote.insuranceLine}, ${v.quote.monthlyPremium} par mois, valable jusqu’au ${v.quote.validUntil}) que je vous ai adressé.`
            : 'Je reviens vers vous au sujet du devis que je vous ai adressé.',
          '',
          'Avez-vous pu en prendre connaissance ? Je reste à votre disposition pour en parler ou l’ajuster à vos besoins.',
          '',
          signature(v),
        ].join('\n'),
      };
    case 'documents-manquants':
      return {
        subject: 'Documents manquants pour votre dossier',
        body: [
          greeting(v),
          '',
          'Pour finaliser votre dossier, il me manque encore les documents suivants :',
          '- ',
          '',
          'Vous pouvez me les adresser en réponse à cet e-mail.',
          '',
          signature(v),
        ].join('\n'),
      };
    case 'renouvellement':
      return {
        subject: 'Le renouvellement de votre contrat',
        body: [
          greeting(v),
          '',
          'Votre contrat arrive bientôt à son échéance : c’est le bon moment pour faire le point sur vos garanties et vérifier qu’elles correspondent toujours à vos besoins.',
          '',
          'Je vous propose d’en parler lors d’un court rendez-vous téléphonique. Quel créneau vous conviendrait ?',
          '',
          signature(v),
        ].join('\n'),
      };
  }
}
