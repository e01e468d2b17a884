import { STEP01_DEFAULTS } from '@courtage/contracts/offer/subscription-form';
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeAppPageState } from './appState/activeAppPageState.ts';
import { activeFormPageState } from './appState/activeFormPageState.ts';
import { offersState } from './appState/offersState.ts';
import { selectedOfferState } from './confirmOffer/selectedOfferState.ts';
import { credentialsState } from './userData/credentialsState.ts';
import { MEMBERS_DEFAULTS } from './userData/members.ts';
import { membersState } from './userData/membersState.ts';
import { step01State } from './userData/step01State.ts';
import { warrantiesState } from './userData/warrantiesState.ts';

const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('window', { scrollTo });
});
afterEach(() => vi.unstubAllGlobals());

describe('userData.members', () => {
  it('starts empty: hasPartner false, no children', () => {
    const store = createStore();
    expect(store.get(membersState)).toEqual(MEMBERS_DEFAULTS);
    expect(store.get(membersState)).toMatchObject({ hasPartner: false, childs: 0, children: {} });
  });

  it('hasPartner is true exactly for the two couple statuses', () => {
    const store = createStore();
    const cases = [
      ['Seul(e)', false],
      ['Un couple', true],
      ['Un couple + enfant(s)', true],
      ['Seul(e) + enfant(s)', false],
    ] as const;
    for (const [status, hasPartner] of cases) {
      store.set(membersState, { type: 'status', status });
      expect(store.get(membersState).hasPartner).toBe(hasPartner);
    }
  });

  it('leaving a couple drops the partner; leaving children drops them', () => {
    const store = createStore();
    store.set(membersState, { type: 'status', status: 'Un couple + enfant(s)' });
    store.set(membersState, { type: 'field', field: 'partnerBirthDate', value: '1980-01-01' });
    store.set(membersState, { type: 'childs', count: 2 });
    store.set(membersState, { type: 'status', status: 'Seul(e)' });
    const members = store.get(membersState);
    expect(members.partnerBirthDate).toBeUndefined();
    expect(members).toMatchObject({ hasPartner: false, childs: 0, children: {} });
  });

  it('setting the number of children rebuilds child1..childN with empty birth dates', () => {
    const store = createStore();
    store.set(membersState, { type: 'status', status: 'Seul(e) + enfant(s)' });
    store.set(membersState, { type: 'childs', count: 2 });
    store.set(membersState, { type: 'childBirthDate', child: 'child1', birthDate: '2015-03-04' });
    store.set(membersState, { type: 'childs', count: 3 });
    expect(store.get(membersState).children).toEqual({
      child1: { birthDate: '' },
      child2: { birthDate: '' },
      child3: { birthDate: '' },
    });
    expect(store.get(membersState).childs).toBe(3);
  });

  it('the whole record can be overwritten in bulk', () => {
    const store = createStore();
    const members = {
      ...MEMBERS_DEFAULTS,
      status: 'Un couple' as const,
      hasPartner: true,
      gender: 'femme',
      birthDate: '1970-05-06',
      partnerGender: 'homme',
      partnerBirthDate: '1969-01-02',
    };
    store.set(membersState, { type: 'set', members });
    expect(store.get(membersState)).toEqual(members);
  });
});

describe('userData.warranties and credentials', () => {
  it('every category starts at Minimum', () => {
    const warranties = createStore().get(warrantiesState);
    expect(Object.keys(warranties)).toEqual([
      'medicalCare',
      'dental',
      'visual',
      'hearing',
      'hospitalization',
    ]);
    for (const { level } of Object.values(warranties)) expect(level).toBe('Minimum');
  });

  it('credentials start empty and the address setter takes [postalCode, city]', () => {
    const store = createStore();
    expect(Object.values(store.get(credentialsState)).every((value) => value === '')).toBe(true);
    store.set(credentialsState, { type: 'address', address: ['20000', 'Ajaccio'] });
    expect(store.get(credentialsState)).toMatchObject({ postalCode: '20000', city: 'Ajaccio' });
  });
});

describe('userData.step01', () => {
  it('defaults to Mensuel / Le10, everything else empty or false, and resets to them', () => {
    const store = createStore();
    expect(store.get(step01State).paymentPreferences).toEqual({
      frequency: 'Mensuel',
      collectionDate: 'Le10',
      automaticDebit: false,
      directDebitTerms: false,
    });
    store.set(step01State, { type: 'set', step01: { ...STEP01_DEFAULTS, nationality: 'Française' } });
    expect(store.get(step01State).nationality).toBe('Française');
    store.set(step01State, { type: 'reset' });
    expect(store.get(step01State)).toEqual(STEP01_DEFAULTS);
  });
});

describe('appState and confirmOffer', () => {
  it('both navigation counters start at 1 and changing either scrolls to the top', () => {
    const store = createStore();
    expect(store.get(activeAppPageState)).toBe(1);
    expect(store.get(activeFormPageState)).toBe(1);
    store.set(activeFormPageState, 2);
    expect(store.get(activeFormPageState)).toBe(2);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    store.set(activeAppPageState, 3);
    expect(store.get(activeAppPageState)).toBe(3);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
  });

  it('offers start empty; selecting an offer scrolls to the top', () => {
    const store = createStore();
    expect(store.get(offersState)).toEqual([]);
    expect(store.get(selectedOfferState)).toBeNull();
    const offer = { id: 'o1' } as never;
    store.set(selectedOfferState, offer);
    expect(store.get(selectedOfferState)).toBe(offer);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
