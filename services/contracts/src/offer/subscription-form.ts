import { REQUEST_MESSAGES } from '../errors.ts';
import { UNKNOWN_FIELD_MESSAGE } from '../form/form-messages.ts';
import { IDENTITY_MESSAGES } from './identity-checks.ts';
import type { CollectionDate, PaymentFrequency } from './vocabulary.ts';

// The subscription form's values, defaults and French messages, without TypeBox so that the
// site's form imports them too (subscription.ts holds the schema and the server-side check).

/** Who a child's cover is attached to: the subscriber's NIR or the partner's (ayant droit). */
export const ATTACHED_TO = ['assure', 'conjoint'] as const;
export type AttachedTo = (typeof ATTACHED_TO)[number];
export const ATTACHED_TO_LABELS: Record<AttachedTo, string> = {
  assure: 'À mon numéro de sécurité sociale',
  conjoint: 'Au numéro de sécurité sociale de mon conjoint(e)',
};

/** A person insured with the subscriber: named, born on the comparison's date. */
export type Beneficiary = { firstName: string; lastName: string; birthDate: string };
/**
 * The insured partner has a NIR of his or her own (a child may be attached to it), checked as the
 * subscriber's is: key, year and month of birth, département 99 against the birth country, the
 * birth département against the birth place.
 */
export type PartnerBeneficiary = {
  firstName: string;
  lastName: string;
  birthDate: string;
  securiteSociale: string;
  birthPlace: string;
  birthCountry: string;
};
export type ChildBeneficiary = {
  firstName: string;
  lastName: string;
  birthDate: string;
  attachedTo: AttachedTo;
};
/** The partner and the children of the comparison, named; none for a person alone. */
export type Beneficiaries = { partner?: PartnerBeneficiary; children: ChildBeneficiary[] };

/** The subscription step 01 of the specification (§3), as the form holds it. */
export type Step01Values = {
  nationality: string;
  birthPlace: string;
  birthCountry: string;
  securiteSociale: string;
  streetAddress: string;
  hasMutuelle: boolean;
  currentMutuelle: string;
  bankDetails: { bankName: string; accountHolder: string; iban: string; bic: string };
  paymentPreferences: {
    frequency: PaymentFrequency;
    collectionDate: CollectionDate;
    automaticDebit: boolean;
    directDebitTerms: boolean;
  };
  consent: { termsAccepted: boolean; autoDebitAccepted: boolean; communicationAccepted: boolean };
  /** Optional for a person alone; required (by the household check) when the comparison has others. */
  beneficiaries?: Beneficiaries;
};

/** The form's reset values (§9: frequency 'Mensuel', collection date 'Le10'). */
export const STEP01_DEFAULTS: Step01Values = {
  nationality: '',
  birthPlace: '',
  birthCountry: '',
  securiteSociale: '',
  streetAddress: '',
  hasMutuelle: false,
  currentMutuelle: '',
  bankDetails: { bankName: '', accountHolder: '', iban: '', bic: '' },
  paymentPreferences: {
    frequency: 'Mensuel',
    collectionDate: 'Le10',
    automaticDebit: false,
    directDebitTerms: false,
  },
  consent: { termsAccepted: false, autoDebitAccepted: false, communicationAccepted: false },
  beneficiaries: { children: [] },
};

/** The French messages of the household's names and birth dates (step 01). */
export const BENEFICIARY_MESSAGES = {
  partnerFirstName: 'Veuillez indiquer le prénom de votre conjoint(e).',
  partnerLastName: 'Veuillez indiquer le nom de votre conjoint(e).',
  partnerBirthPlace: 'Veuillez indiquer le lieu de naissance de votre conjoint(e).',
  partnerBirthCountry: 'Veuillez indiquer le pays de naissance de votre conjoint(e).',
  partnerSecuriteSocialeRequired:
    'Veuillez indiquer le numéro de sécurité sociale de votre conjoint(e) (15 caractères).',
  partnerSecuriteSociale:
    'Numéro de sécurité sociale de votre conjoint(e) invalide : vérifiez les 15 chiffres et la clé.',
  childFirstName: 'Veuillez indiquer le prénom de l’enfant.',
  childLastName: 'Veuillez indiquer le nom de l’enfant.',
  birthDate: 'Date de naissance invalide : format AAAA-MM-JJ attendu.',
  attachedTo: 'Veuillez choisir le numéro de sécurité sociale auquel l’enfant est rattaché.',
  attachedToNoPartner: 'Sans conjoint(e) dans votre comparaison, l’enfant est rattaché à votre numéro.',
  birthDateDiffers:
    'Cette date de naissance n’est pas celle de votre comparaison : refaites une comparaison pour changer votre foyer.',
  partnerUnexpected:
    'Votre comparaison ne compte pas de conjoint(e) : refaites une comparaison pour l’ajouter.',
  childrenCount: 'Indiquez chacun des enfants de votre comparaison, ni plus ni moins.',
} as const;

/** The French messages of the subscription form, the same in the browser and in the offer service. */
export const SUBSCRIPTION_MESSAGES = {
  nationality: 'Veuillez indiquer votre nationalité.',
  birthPlace: 'Veuillez indiquer votre lieu de naissance.',
  birthCountry: 'Veuillez indiquer votre pays de naissance.',
  securiteSocialeRequired: 'Veuillez indiquer votre numéro de sécurité sociale (15 caractères).',
  securiteSociale: 'Numéro de sécurité sociale invalide : vérifiez les 15 chiffres et la clé.',
  streetAddress: 'Veuillez indiquer votre adresse.',
  currentMutuelle: 'Veuillez indiquer le nom de votre mutuelle actuelle.',
  bankName: 'Veuillez indiquer le nom de votre banque.',
  accountHolder: IDENTITY_MESSAGES.accountHolder,
  ibanRequired: 'Veuillez indiquer l’IBAN du compte à prélever.',
  iban: 'IBAN invalide : vérifiez sa saisie.',
  bicRequired: 'Veuillez indiquer le BIC de votre banque (8 ou 11 caractères).',
  bic: 'BIC invalide : 8 ou 11 caractères.',
  frequency: 'Veuillez choisir une fréquence de paiement.',
  collectionDate: 'Veuillez choisir une date de prélèvement.',
  automaticDebit: 'Le prélèvement automatique est le seul mode de paiement proposé : veuillez l’accepter.',
  directDebitTerms: 'Veuillez accepter les conditions du mandat de prélèvement SEPA.',
  termsAccepted: 'Veuillez accepter les conditions générales.',
  autoDebitAccepted: 'Veuillez autoriser le prélèvement sur votre compte.',
  boolean: REQUEST_MESSAGES.invalidField,
  unknownField: UNKNOWN_FIELD_MESSAGE,
} as const;
