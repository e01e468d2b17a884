import { COMPANY_KIND_LABELS } from '@courtage/contracts/crm/companies/company-form';
import { CONTRACT_STATUS_LABELS } from '@courtage/contracts/crm/contracts/contract-form';
import { QUOTE_STATUS_LABELS } from '@courtage/contracts/crm/quotes/quote-form';
import { TASK_STATUS_LABELS } from '@courtage/contracts/crm/tasks/task';
import { formatDateFr, formatDateTimeFr } from '../../format/format-fr.ts';

/** What a history entry is about, as a broker reads it (a company's page lists its records' too). */
export const ENTITY_LABELS: Readonly<Record<string, string>> = {
  company: 'Entreprise',
  contact: 'Contact',
  quote: 'Devis',
  contract: 'Contrat',
  document: 'Document',
  task: 'Tâche',
};

// The fields a broker edits, in French; any other field (ids, timestamps, internal columns) is
// not shown as a change.
const FIELD_LABELS: Readonly<Record<string, string>> = {
  companyName: 'Raison sociale',
  siren: 'SIREN',
  kind: 'Type',
  legalForm: 'Forme juridique',
  creationDate: 'Date de création',
  address: 'Adresse',
  zipCode: 'Code postal',
  town: 'Ville',
  codeNaf: 'Code NAF',
  sector: 'Secteur',
  turnover: 'Chiffre d’affaires',
  ibanMasked: 'IBAN',
  rcsCity: 'Ville du RCS',
  registeredOfficeAddress: 'Adresse du siège',
  companyRepresentative: 'Représentant légal',
  civility: 'Civilité',
  name: 'Nom',
  forename: 'Prénom',
  function: 'Fonction',
  email: 'E-mail',
  phone: 'Téléphone',
  insuranceLine: 'Type d’assurance',
  formula: 'Formule',
  insurer: 'Assureur',
  product: 'Produit',
  policyNumber: 'Numéro de police',
  startDate: 'Date d’effet',
  renewalDate: 'Date de renouvellement',
  monthlyPremium: 'Prime mensuelle',
  commissionRate: 'Taux de commission',
  validUntil: 'Valable jusqu’au',
  notes: 'Notes',
  status: 'Statut',
  title: 'Intitulé',
  dueAt: 'Échéance',
  fileName: 'Fichier',
  reasons: 'Motivation',
  date: 'Date',
};

// A kind's or status's code as its screen names it ('a_faire' -> 'À faire'); the codes of the
// records do not overlap.
const VALUE_LABELS: Readonly<Record<string, string>> = {
  ...COMPANY_KIND_LABELS,
  ...QUOTE_STATUS_LABELS,
  ...CONTRACT_STATUS_LABELS,
  ...TASK_STATUS_LABELS,
};
const LABELLED_FIELDS = new Set(['kind', 'status']);

export type HistoryChange = { field: string; label: string; before: string; after: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A value as the history shows it: dates in French (Paris time), empty as '—'. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'number') return NUMBER.format(value);
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return formatDateFr(value);
    if (ISO_DATE_TIME.test(value)) return formatDateTimeFr(value);
    return value;
  }
  return '—';
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The fields an entry changed, with their values before and after, in French (a creation lists
 * what was set). Nested objects and unknown fields are left out.
 */
export function historyChanges(before: unknown, after: unknown): HistoryChange[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const changes: HistoryChange[] = [];
  for (const field of Object.keys(FIELD_LABELS)) {
    if (!(field in old) && !(field in now)) continue;
    const label = (value: unknown) =>
      LABELLED_FIELDS.has(field) && typeof value === 'string' ? (VALUE_LABELS[value] ?? value) : value;
    const was = shown(label(old[field]));
    const is = shown(label(now[field]));
    if (was === is) continue;
    changes.push({ field, label: FIELD_LABELS[field] as string, before: was, after: is });
  }
  return changes;
}
