import { DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import type { SubscriptionFile } from './subscription-file.ts';

/**
 * A subscription file with every document (cancellation included) and names outside
 * Windows-1252: the render test's and the bench's (tests/bench/subscription-file-in-process.ts).
 */
export function sampleFile(): SubscriptionFile {
  return {
    identity: DEV_BROKER_IDENTITY,
    subscriptionId: '11111111-2222-4333-8444-555555555555',
    offerId: '11111111-2222-4333-8444-666666666666',
    createdAt: '2026-11-28T10:00:00.000Z',
    subscriber: {
      firstName: 'Łukasz',
      lastName: 'Dvořák Øberg',
      email: 'lukasz@example.fr',
      phoneNumber: '06 12 34 56 78',
      streetAddress: '3 rue des Lilas',
      postalCode: '20000',
      city: 'Ajaccio',
      birthPlace: 'Ajaccio',
      birthCountry: 'France',
      nationality: 'Française',
      nirMasked: '1 85 ** ** *** *** **',
    },
    insured: [
      { member: 'assure', firstName: 'Łukasz', lastName: 'Dvořák Øberg', birthDate: '1985-04-12' },
      { member: 'child1', firstName: 'Léa', lastName: 'Dvořák', birthDate: '2012-02-01' },
    ],
    offer: {
      providerName: 'Azuréa',
      planName: 'Santé Essentielle',
      formulaName: 'Confort',
      monthlyPrice: 84.34,
      yearlyPrice: 981.2,
    },
    guarantees: [{ category: 'hospitalization', label: 'Chambre particulière', display: '60 € / nuit' }],
    startDate: '2026-12-01',
    frequency: 'Trimestriel',
    collectionDate: 'Le10',
    schedule: { amountPerDebit: 253.02, firstDebitDate: '2026-12-10' },
    mandate: {
      reference: 'CS-20261128-ABCDEFGHJK',
      creditorName: DEV_BROKER_IDENTITY.legalName,
      creditorIdentifier: DEV_BROKER_IDENTITY.creditorIdentifier,
      creditorAddress: '8 rue de l’Exemple, 75011 Paris',
      debtorName: 'Łukasz Dvořák Øberg',
      bankName: 'Banque Exemple',
      iban: 'FR7630006000011234567890189',
      ibanMasked: 'FR76 **** **** **** **** ***0 189',
      bic: 'AGRIFRPP',
    },
    cancellation: { currentInsurer: 'Mutuelle Ancienne' },
  };
}
