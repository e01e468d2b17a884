/**
 * Every consent a person gives on the site, with the exact French text shown next to its
 * checkbox. The forms render these texts and the services record, with each consent, the id
 * and version of the text (plus its SHA-256, computed server side): what someone agreed to can
 * be shown word for word years later. Changing a text means a new version number (a test pins
 * each text's hash to its version).
 */
export type ConsentKind = 'contact_recall' | 'marketing' | 'sepa' | 'terms';
export type ConsentChannel = 'comparateur' | 'souscription' | 'formulaire_contact';

export type ConsentText = {
  kind: ConsentKind;
  channel: ConsentChannel;
  version: number;
  text: string;
};

export const CONSENT_TEXTS = {
  'comparator.contact-recall': {
    kind: 'contact_recall',
    channel: 'comparateur',
    version: 1,
    text: 'J’accepte d’être recontacté(e) par Courtage Santé et de recevoir le récapitulatif de mes offres par e-mail.',
  },
  'contact-form.contact-recall': {
    kind: 'contact_recall',
    channel: 'formulaire_contact',
    version: 1,
    text: 'J’accepte d’être recontacté(e) par Courtage Santé au sujet de ma demande. *',
  },
  'subscription.terms': {
    kind: 'terms',
    channel: 'souscription',
    version: 1,
    text: 'J’accepte les conditions générales et le document d’information (IPID). *',
  },
  'subscription.sepa': {
    kind: 'sepa',
    channel: 'souscription',
    version: 1,
    text: 'J’autorise le prélèvement des cotisations sur mon compte. *',
  },
  'subscription.marketing': {
    kind: 'marketing',
    channel: 'souscription',
    version: 1,
    text: 'J’accepte de recevoir des informations de Courtage Santé.',
  },
} as const satisfies Record<string, ConsentText>;

export type ConsentTextId = keyof typeof CONSENT_TEXTS;

/** The French name of each kind of consent (customer area, data export, back-office). */
export const CONSENT_KIND_LABELS: Readonly<Record<ConsentKind, string>> = {
  contact_recall: 'Être recontacté(e)',
  marketing: 'Recevoir des informations commerciales',
  sepa: 'Prélèvement SEPA',
  terms: 'Conditions générales et IPID',
};

export const CONSENT_CHANNEL_LABELS: Readonly<Record<ConsentChannel, string>> = {
  comparateur: 'Comparateur',
  souscription: 'Souscription',
  formulaire_contact: 'Formulaire de contact',
};

/**
 * The consents a person may withdraw at any time. Accepting the terms and the SEPA mandate
 * are part of a contract: they end with it (or the mandate is revoked with the bank), not with a
 * click, so they are shown but not withdrawable here.
 */
export const WITHDRAWABLE_CONSENT_KINDS: readonly ConsentKind[] = ['contact_recall', 'marketing'];
