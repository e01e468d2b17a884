/**
 * How long the platform keeps each category of personal data (CNIL référentiel for insurance
 * intermediaries, reference/broker-compliance.md). Defined once: the purge job reads the
 * durations from here and docs/RETENTION.md shows this table (a test keeps them equal).
 *
 * - `delete`: the rows (and their files in the object store) are deleted when due;
 * - `keep`: kept for as long as the rule says, nothing purged automatically (a legal hold);
 * - `none`: the platform never stores this category.
 */
export type RetentionAction = 'delete' | 'keep' | 'none';

export type RetentionRule = {
  category: string;
  /** French, as shown in the docs and the ops console. */
  label: string;
  /** From when the period runs, in French. */
  startsAt: string;
  /** The period in months; null when there is none (kept as needed, or never stored). */
  months: number | null;
  action: RetentionAction;
  /** Why (the rule's source), in French. */
  basis: string;
  /** Which service holds it and purges it. */
  owner: 'offer' | 'crm' | 'auth' | 'runtime' | '—';
};

/** The CNIL's rule for prospects, the basis of the offer's and the site's quote requesters'. */
const PROSPECT_BASIS = 'CNIL : 3 ans à compter du dernier contact avec le prospect.';

export const RETENTION_RULES = {
  prospects: {
    category: 'prospects',
    label: 'Prospects (comparaisons, offres, rendez-vous et consentements d’un visiteur sans contrat)',
    startsAt: 'dernier contact (comparaison, rendez-vous, changement d’état)',
    months: 36,
    action: 'delete',
    basis: PROSPECT_BASIS,
    owner: 'offer',
  },
  crmProspects: {
    category: 'crmProspects',
    label:
      'Prospects du CRM (entreprises et contacts sans contrat, avec leurs documents, devis, tâches et commentaires)',
    startsAt: 'dernier contact (fiche, commentaire, devis, tâche, document)',
    months: 36,
    action: 'delete',
    basis: 'CNIL : 3 ans à compter du dernier contact avec le prospect ; les documents quittent le stockage.',
    owner: 'crm',
  },
  contactMessages: {
    category: 'contactMessages',
    label: 'Messages du formulaire de contact (et leurs réponses)',
    startsAt: 'dernier échange (message, réponse, changement d’état)',
    months: 36,
    action: 'delete',
    basis: 'CNIL : 3 ans à compter du dernier contact avec la personne.',
    owner: 'crm',
  },
  quoteRequests: {
    category: 'quoteRequests',
    label: 'Demandes de devis du site (prévoyance, RC pro, décennale) et leurs demandeurs',
    startsAt: 'dernière demande ou dernier changement de son état',
    months: 36,
    action: 'delete',
    basis: PROSPECT_BASIS,
    owner: 'crm',
  },
  customers: {
    category: 'customers',
    label: 'Clients (souscriptions, mandats SEPA, contrats)',
    startsAt: 'fin du contrat',
    months: 60,
    action: 'keep',
    basis:
      'Durée du contrat puis prescription légale : contrats archivés 5 ans après leur fin, pièces comptables 10 ans.',
    owner: 'offer',
  },
  callRecordings: {
    category: 'callRecordings',
    label: 'Enregistrements d’appels',
    startsAt: '—',
    months: null,
    action: 'none',
    basis: 'La plateforme n’enregistre aucun appel : aucune donnée conservée.',
    owner: '—',
  },
  identityDocuments: {
    category: 'identityDocuments',
    label: 'Pièces d’identité (LCB-FT)',
    startsAt: 'fin de la relation d’affaires',
    months: 60,
    action: 'keep',
    basis:
      'Aussi longtemps que nécessaire : 5 ans après la fin de la relation (lutte contre le blanchiment).',
    owner: 'crm',
  },
  auditTrail: {
    category: 'auditTrail',
    label: 'Journal d’audit des actions du personnel',
    startsAt: 'date de l’action',
    months: 60,
    action: 'keep',
    basis: 'Conservé le temps requis pour prouver les accès aux données (5 ans), jamais modifié.',
    owner: 'runtime',
  },
} as const satisfies Record<string, RetentionRule>;

export type RetentionCategory = keyof typeof RETENTION_RULES;

/** The instant before which data of a category is due (null when nothing is purged). */
export function retentionCutoff(category: RetentionCategory, now: Date): Date | null {
  const rule: RetentionRule = RETENTION_RULES[category];
  if (rule.action !== 'delete' || rule.months === null) return null;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - rule.months);
  return cutoff;
}
