import type { BrokerIdentity } from '@courtage/contracts/broker/broker-identity';
import type { DebitSchedule } from '@courtage/contracts/offer/debit-schedule';
import type { NamedMember } from '@courtage/contracts/offer/offer';

/** What the subscription file's documents say: read once, rendered into each PDF. */
export type SubscriptionFile = {
  identity: BrokerIdentity;
  subscriptionId: string;
  offerId: string;
  /** When step 01 was stored (ISO). */
  createdAt: string;
  subscriber: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    streetAddress: string;
    postalCode: string;
    city: string;
    birthPlace: string;
    birthCountry: string;
    nationality: string;
    nirMasked: string;
  };
  /** The subscriber first (`assure`), then the partner and children, with birth dates when known. */
  insured: Array<NamedMember & { birthDate?: string }>;
  offer: {
    providerName: string;
    planName: string;
    formulaName: string;
    monthlyPrice: number;
    yearlyPrice: number;
  };
  guarantees: Array<{ category: string; label: string; display: string }>;
  startDate: string;
  frequency: string;
  collectionDate: string;
  schedule: DebitSchedule | null;
  mandate: {
    reference: string;
    creditorName: string;
    creditorIdentifier: string;
    creditorAddress: string;
    debtorName: string;
    bankName: string;
    /** Complete in the signed PDF; only its masked form is ever shown on screen. */
    iban: string;
    ibanMasked: string;
    bic: string;
  };
  /** The current contract to cancel, when the visitor asked for it. */
  cancellation: { currentInsurer: string } | null;
};

export const DOCUMENT_KINDS = [
  'bulletin-adhesion',
  'mandat-sepa',
  'mandat-resiliation',
  'attestation-adhesion',
  'ipid',
  'conditions-generales',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The documents the subscriber signs (the certificate, IPID and conditions are not signed). */
export const SIGNED_KINDS = ['bulletin-adhesion', 'mandat-sepa', 'mandat-resiliation'] as const;
export type SignedKind = (typeof SIGNED_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  'bulletin-adhesion': 'Bulletin d’adhésion',
  'mandat-sepa': 'Mandat de prélèvement SEPA',
  'mandat-resiliation': 'Mandat de résiliation de votre contrat actuel',
  'attestation-adhesion': 'Attestation d’adhésion',
  ipid: 'Document d’information sur le produit d’assurance (IPID)',
  'conditions-generales': 'Conditions générales',
};

/** The signed kinds this file holds: the cancellation mandate only when asked for. */
export function signedKindsOf(file: Pick<SubscriptionFile, 'cancellation'>): SignedKind[] {
  return SIGNED_KINDS.filter((kind) => kind !== 'mandat-resiliation' || file.cancellation !== null);
}
