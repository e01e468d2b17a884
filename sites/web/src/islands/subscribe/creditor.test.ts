import type { SubscribeOfferResponse } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { describe, expect, it } from 'vitest';
import { mandateCreditor } from './creditor.ts';

const reply = {
  mandate: {
    creditorName: 'Service',
    creditorAddress: '10 rue de la Paix, 75002 Paris',
    creditorIdentifier: 'FR00ZZZ000000',
  },
} as SubscribeOfferResponse;

describe('the mandate’s creditor', () => {
  it('is the CMS’s identity, its address on one line like the footer’s', () => {
    expect(
      mandateCreditor(reply, {
        name: 'Courtage Santé',
        address: '8 rue de l’Exemple\n75011 Paris',
        identifier: 'FR53ZZZ999999',
      }),
    ).toEqual({
      name: 'Courtage Santé',
      address: '8 rue de l’Exemple, 75011 Paris',
      identifier: 'FR53ZZZ999999',
    });
  });

  it('falls back to the service’s record for what the CMS does not give', () => {
    expect(mandateCreditor(reply, { name: 'Courtage Santé', address: '', identifier: '' })).toEqual({
      name: 'Courtage Santé',
      address: '10 rue de la Paix, 75002 Paris',
      identifier: 'FR00ZZZ000000',
    });
    expect(mandateCreditor(reply, undefined).name).toBe('Service');
  });
});
