import { STEP01_DEFAULTS, type Step01Values } from '@courtage/contracts/offer/subscription-form';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/storage/memory-storage.ts';
import { clearSubscribeDraft, readSubscribeDraft, saveSubscribeDraft } from './subscribe-draft.ts';

const OFFER = '5b0f4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8b';
const fresh: Step01Values = {
  ...STEP01_DEFAULTS,
  beneficiaries: {
    partner: {
      firstName: '',
      lastName: 'Santoni',
      birthDate: '1986-02-03',
      securiteSociale: '',
      birthPlace: '',
      birthCountry: '',
    },
    children: [{ firstName: '', lastName: 'Santoni', birthDate: '2015-05-06', attachedTo: 'assure' }],
  },
};

const typed = (): Step01Values => ({
  ...fresh,
  nationality: 'Française',
  securiteSociale: '2 85 04 2A 004 123 87',
  hasMutuelle: true,
  bankDetails: {
    bankName: 'La Banque',
    accountHolder: 'Léa Santoni',
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
  },
  paymentPreferences: { ...fresh.paymentPreferences, frequency: 'Trimestriel' },
  beneficiaries: {
    partner: {
      firstName: 'Marc',
      lastName: 'Santoni',
      birthDate: '1986-02-03',
      securiteSociale: '1 86 02 2B 033 045 12',
      birthPlace: 'Bastia',
      birthCountry: 'France',
    },
    children: [{ firstName: 'Léa', lastName: 'Santoni', birthDate: '2015-05-06', attachedTo: 'conjoint' }],
  },
});

describe('the subscription draft', () => {
  it('gives back what was typed after a reload, but never a NIR (the partner’s neither) nor the IBAN', () => {
    const stored = createMemoryStorage();
    saveSubscribeDraft(OFFER, typed(), stored);
    expect(stored.getItem(`subscribe.draft.${OFFER}`)).not.toMatch(/2 85 04|1 86 02|FR76/);
    const back = readSubscribeDraft(OFFER, fresh, stored);
    const partner = typed().beneficiaries!.partner!;
    expect(back).toEqual({
      ...typed(),
      securiteSociale: '',
      bankDetails: { ...typed().bankDetails, iban: '' },
      beneficiaries: { ...typed().beneficiaries, partner: { ...partner, securiteSociale: '' } },
    });
  });

  it('keeps the form’s shape and the comparison’s birth dates whatever the stored record says', () => {
    const stored = createMemoryStorage();
    stored.setItem(
      `subscribe.draft.${OFFER}`,
      JSON.stringify({
        nationality: 42,
        extra: 'x',
        beneficiaries: { children: [{ firstName: 'Léa', birthDate: '1990-01-01' }, { firstName: 'Intrus' }] },
      }),
    );
    const back = readSubscribeDraft(OFFER, fresh, stored);
    expect(back.nationality).toBe('');
    expect(back).not.toHaveProperty('extra');
    expect(back.beneficiaries?.children).toEqual([
      { firstName: 'Léa', lastName: 'Santoni', birthDate: '2015-05-06', attachedTo: 'assure' },
    ]);
  });

  it('starts from the fresh values without a draft, with an unreadable one, and once cleared', () => {
    const stored = createMemoryStorage();
    expect(readSubscribeDraft(OFFER, fresh, stored)).toEqual(fresh);
    stored.setItem(`subscribe.draft.${OFFER}`, '{oops');
    expect(readSubscribeDraft(OFFER, fresh, stored)).toEqual(fresh);
    saveSubscribeDraft(OFFER, typed(), stored);
    clearSubscribeDraft(OFFER, stored);
    expect(readSubscribeDraft(OFFER, fresh, stored)).toEqual(fresh);
  });
});
