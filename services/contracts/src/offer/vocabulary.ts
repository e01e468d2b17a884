/**
 * The comparator's vocabulary: categories, levels, household statuses, regimes,
 * activities and offer states, with the French labels the site shows. Browser-safe.
 */

/** The five warranty categories of the specification (§3, Warranties). */
export const WARRANTY_CATEGORIES = ['medicalCare', 'dental', 'visual', 'hearing', 'hospitalization'] as const;
export type WarrantyCategory = (typeof WARRANTY_CATEGORIES)[number];

export const WARRANTY_CATEGORY_LABELS: Record<WarrantyCategory, string> = {
  medicalCare: 'Soins courants',
  dental: 'Dentaire',
  visual: 'Optique',
  hearing: 'Aides auditives',
  hospitalization: 'Hospitalisation',
};

/** Warranty levels, lowest first; 'Minimum' is the default (§9). */
export const WARRANTY_LEVELS = ['Minimum', 'Moyen', 'Fort', 'Maximum'] as const;
export type WarrantyLevel = (typeof WARRANTY_LEVELS)[number];
export const DEFAULT_WARRANTY_LEVEL: WarrantyLevel = 'Minimum';

/** 0 for Minimum ... 3 for Maximum. */
export function levelRank(level: WarrantyLevel): number {
  return WARRANTY_LEVELS.indexOf(level);
}

/** Household statuses (§4: hasPartner is true exactly for the two couple statuses). */
export const HOUSEHOLD_STATUSES = [
  'Seul(e)',
  'Un couple',
  'Un couple + enfant(s)',
  'Seul(e) + enfant(s)',
] as const;
export type HouseholdStatus = (typeof HOUSEHOLD_STATUSES)[number];

export function statusHasPartner(status: HouseholdStatus): boolean {
  return status === 'Un couple' || status === 'Un couple + enfant(s)';
}
export function statusHasChildren(status: HouseholdStatus): boolean {
  return status === 'Un couple + enfant(s)' || status === 'Seul(e) + enfant(s)';
}

export const GENDERS = ['homme', 'femme'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { homme: 'Homme', femme: 'Femme' };

/** Social-security regimes; they change the price (Alsace-Moselle pays more of the care). */
export const SOCIAL_REGIMES = ['general', 'alsace-moselle', 'tns', 'agricole', 'etudiant'] as const;
export type SocialRegime = (typeof SOCIAL_REGIMES)[number];
export const SOCIAL_REGIME_LABELS: Record<SocialRegime, string> = {
  general: 'Régime général',
  'alsace-moselle': 'Régime local Alsace-Moselle',
  tns: 'Travailleur non salarié (SSI)',
  agricole: 'Régime agricole (MSA)',
  etudiant: 'Étudiant',
};

export const ACTIVITIES = [
  'salarie',
  'tns',
  'fonctionnaire',
  'retraite',
  'etudiant',
  'sans-activite',
] as const;
export type Activity = (typeof ACTIVITIES)[number];
export const ACTIVITY_LABELS: Record<Activity, string> = {
  salarie: 'Salarié(e)',
  tns: 'Travailleur non salarié',
  fonctionnaire: 'Fonctionnaire',
  retraite: 'Retraité(e)',
  etudiant: 'Étudiant(e)',
  'sans-activite': 'Sans activité',
};

/** A child is covered as a child up to this age (included) on the start date. */
export const CHILD_MAX_AGE = 25;
/** At most this many children in one comparison. */
export const MAX_CHILDREN = 8;
/** The main insured and the partner must be adults on the start date. */
export const ADULT_MIN_AGE = 18;
export const MEMBER_MAX_AGE = 110;

/**
 * Offer states (not in the specification, defined here):
 * - proposed: computed for a comparison and shown to the visitor;
 * - confirmed: the visitor booked a call slot for it;
 * - subscribed: the visitor sent the subscription form (step 01);
 * - in_review: a broker is checking the file (back-office);
 * - signed: the contract is signed (back-office);
 * - cancelled: dropped by the back-office, or by the customer before signing.
 */
export const OFFER_STATES = [
  'proposed',
  'confirmed',
  'subscribed',
  'in_review',
  'signed',
  'cancelled',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];
export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  proposed: 'Proposée',
  confirmed: 'Rendez-vous confirmé',
  subscribed: 'Souscrite',
  in_review: 'En cours d’étude',
  signed: 'Signée',
  cancelled: 'Annulée',
};

/** Allowed transitions; every change emits `offer.offer.<verb>`. */
export const OFFER_TRANSITIONS: Record<OfferState, readonly OfferState[]> = {
  proposed: ['confirmed', 'cancelled'],
  confirmed: ['subscribed', 'cancelled'],
  subscribed: ['in_review', 'signed', 'cancelled'],
  in_review: ['signed', 'cancelled'],
  signed: ['cancelled'],
  cancelled: [],
};

export const PAYMENT_FREQUENCIES = ['Mensuel', 'Trimestriel', 'Semestriel', 'Annuel'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export const COLLECTION_DATES = ['Le5', 'Le10', 'Le15'] as const;
export type CollectionDate = (typeof COLLECTION_DATES)[number];
