import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/storage/memory-storage.ts';
import { pagesOf, readDraft, stepInState, stepOf } from './comparator-history.ts';

describe('the comparator steps as history entries', () => {
  it('names the step of each page', () => {
    expect(stepOf(1, 1)).toBe('foyer');
    expect(stepOf(1, 2)).toBe('garanties');
    expect(stepOf(1, 3)).toBe('coordonnees');
    expect(stepOf(2, 3)).toBe('offres');
    expect(stepOf(3, 3)).toBe('confirmation');
  });

  it('shows a step only when it can be shown, else the nearest earlier one', () => {
    const all = { offers: true, selected: true };
    expect(pagesOf('garanties', all)).toEqual({ appPage: 1, formPage: 2 });
    expect(pagesOf('confirmation', all)).toEqual({ appPage: 3, formPage: 3 });
    expect(pagesOf('confirmation', { offers: true, selected: false })).toEqual({ appPage: 2, formPage: 3 });
    expect(pagesOf('offres', { offers: false, selected: false })).toEqual({ appPage: 1, formPage: 3 });
  });

  it('reads the step of an entry’s state, nothing from an anchor’s entry or a foreign state', () => {
    expect(stepInState({ comparatorStep: 'offres' })).toBe('offres');
    expect(stepInState(null)).toBeUndefined();
    expect(stepInState({ comparatorStep: 'ailleurs' })).toBeUndefined();
  });

  it('reads a stored draft, and nothing from a broken one', () => {
    const stored = createMemoryStorage();
    expect(readDraft(stored)).toBeUndefined();
    stored.setItem('comparator.draft', '{oops');
    expect(readDraft(stored)).toBeUndefined();
    stored.setItem(
      'comparator.draft',
      JSON.stringify({ members: { children: {} }, warranties: {}, credentials: {} }),
    );
    expect(readDraft(stored)).toEqual({
      members: { children: {} },
      warranties: {},
      credentials: {},
      selectedOfferId: null,
    });
    stored.setItem('comparator.draft', JSON.stringify({ members: 'x', warranties: {}, credentials: {} }));
    expect(readDraft(stored)).toBeUndefined();
  });
});
