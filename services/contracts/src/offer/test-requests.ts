import type { ComparisonRequest } from './comparison-request.ts';
import { firstOfNextMonth, parisDate } from './dates.ts';
import type { Step01 } from './subscription.ts';

/** The partner's NIR of sampleStep01: a man born in Bastia (Haute-Corse, 2B) in September 1983. */
export const SPOUSE_NIR = '1 83 09 2B 033 045 35';

/** A couple with three children in Ajaccio (20000), starting the 1st of next month, for tests and examples. */
export function sampleComparisonRequest(overrides: Partial<ComparisonRequest> = {}): ComparisonRequest {
  return {
    members: {
      status: 'Un couple + enfant(s)',
      gender: 'femme',
      birthDate: '1985-04-12',
      hasPartner: true,
      activity: 'salarie',
      socialRegime: 'general',
      childs: 3,
      partnerGender: 'homme',
      partnerBirthDate: '1983-09-30',
      children: {
        child1: { birthDate: '2012-02-01' },
        child2: { birthDate: '2015-07-14' },
        child3: { birthDate: '2019-11-23' },
      },
    },
    warranties: {
      medicalCare: { level: 'Moyen' },
      dental: { level: 'Fort' },
      visual: { level: 'Moyen' },
      hearing: { level: 'Minimum' },
      hospitalization: { level: 'Fort' },
    },
    credentials: {
      firstName: 'Lætitia',
      lastName: 'Santoni',
      email: 'laetitia.santoni@example.fr',
      phoneNumber: '06 12 34 56 78',
      postalCode: '20000',
      city: 'Ajaccio',
      insureDate: firstOfNextMonth(parisDate()),
    },
    consent: true,
    ...overrides,
  };
}

/** A valid step 01 for sampleComparisonRequest (NIR born in Corse-du-Sud, French IBAN, household named). */
export function sampleStep01(overrides: Partial<Step01> = {}): Step01 {
  return {
    nationality: 'Française',
    birthPlace: 'Ajaccio',
    birthCountry: 'France',
    securiteSociale: '2 85 04 2A 004 123 87',
    streetAddress: '12 cours Napoléon, 20000 Ajaccio',
    hasMutuelle: true,
    currentMutuelle: 'Mutuelle Ancienne',
    bankDetails: {
      bankName: 'Banque Exemple',
      accountHolder: 'Lætitia Santoni',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPP',
    },
    paymentPreferences: {
      frequency: 'Mensuel',
      collectionDate: 'Le10',
      automaticDebit: true,
      directDebitTerms: true,
    },
    consent: { termsAccepted: true, autoDebitAccepted: true, communicationAccepted: false },
    // The household of sampleComparisonRequest, named.
    beneficiaries: {
      partner: {
        firstName: 'Marc',
        lastName: 'Santoni',
        birthDate: '1983-09-30',
        securiteSociale: SPOUSE_NIR,
        birthPlace: 'Bastia',
        birthCountry: 'France',
      },
      children: [
        { firstName: 'Léa', lastName: 'Santoni', birthDate: '2012-02-01', attachedTo: 'assure' },
        { firstName: 'Paul', lastName: 'Santoni', birthDate: '2015-07-14', attachedTo: 'conjoint' },
        { firstName: 'Inès', lastName: 'Santoni', birthDate: '2019-11-23', attachedTo: 'assure' },
      ],
    },
    ...overrides,
  };
}
