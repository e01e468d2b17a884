import { encodeCursor } from '@courtage/contracts/list/define-list-rpc';
import { describe, expect, it } from 'vitest';
import {
  currentCursor,
  type ListUrlOptions,
  nextPage,
  pageNumber,
  previousPage,
  readListState,
  toApiQuery,
  toExportQuery,
  withFilter,
  withLimit,
  withSort,
  writeListState,
} from './list-url-state.ts';

const options: ListUrlOptions = {
  defaultSort: { field: 'createdDate', direction: 'desc' },
  sortFields: ['createdDate', 'email', 'monthlyPrice'],
  filterNames: ['q', 'from', 'to', 'state'],
};

const first = encodeCursor('2026-11-24T10:00:00.000Z', 'offer-20');
const second = encodeCursor('2026-11-23T09:00:00.000Z', 'offer-40');

describe('readListState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(readListState(new URLSearchParams(), options)).toEqual({
      limit: 20,
      sort: { field: 'createdDate', direction: 'desc' },
      trail: [],
      filters: {},
    });
  });

  it('reads page size, sort, trail and filters', () => {
    const params = new URLSearchParams({
      limit: '50',
      sort: 'email',
      direction: 'asc',
      pages: `${first}.${second}`,
      q: ' dupont ',
      state: 'confirmed',
      tab: 'other',
    });
    const state = readListState(params, options);
    expect(state).toEqual({
      limit: 50,
      sort: { field: 'email', direction: 'asc' },
      trail: [first, second],
      filters: { q: 'dupont', state: 'confirmed' },
    });
    expect(pageNumber(state)).toBe(3);
    expect(currentCursor(state)).toBe(second);
  });

  it('falls back on unknown page sizes, sort fields and malformed cursors', () => {
    const state = readListState(
      new URLSearchParams({ limit: '500', sort: 'password', pages: `${first}.not a cursor!` }),
      options,
    );
    expect(state.limit).toBe(20);
    expect(state.sort).toEqual(options.defaultSort);
    expect(state.trail).toEqual([]);
  });

  it('reads only its own params when a prefix is set', () => {
    const params = new URLSearchParams({ limit: '10', 'devis.limit': '25', 'devis.q': 'acme' });
    const state = readListState(params, { ...options, prefix: 'devis.' });
    expect(state.limit).toBe(25);
    expect(state.filters).toEqual({ q: 'acme' });
  });
});

describe('writeListState', () => {
  it('round-trips through the URL and leaves other params alone', () => {
    const state = {
      limit: 10 as const,
      sort: { field: 'monthlyPrice', direction: 'asc' as const },
      trail: [first],
      filters: { from: '2026-11-01', to: '2026-11-30' },
    };
    const params = writeListState(new URLSearchParams({ tab: 'clients', q: 'old' }), state, options);
    expect(params.get('tab')).toBe('clients');
    expect(params.get('q')).toBeNull();
    expect(readListState(params, options)).toEqual(state);
  });

  it('keeps the defaults out of the URL', () => {
    const params = writeListState(
      new URLSearchParams(),
      readListState(new URLSearchParams(), options),
      options,
    );
    expect(params.toString()).toBe('');
  });
});

describe('cursor trail', () => {
  it('walks forward and back to the same cursors', () => {
    const page1 = readListState(new URLSearchParams(), options);
    const page2 = nextPage(page1, first);
    const page3 = nextPage(page2, second);
    expect(pageNumber(page3)).toBe(3);
    expect(currentCursor(page3)).toBe(second);
    const back = previousPage(page3);
    expect(back).toEqual(page2);
    expect(currentCursor(back)).toBe(first);
    expect(currentCursor(previousPage(back))).toBeUndefined();
    expect(previousPage(page1).trail).toEqual([]);
  });

  it('goes back to page 1 when a filter, the sort or the page size changes', () => {
    const page3 = nextPage(nextPage(readListState(new URLSearchParams(), options), first), second);
    expect(withFilter(page3, 'q', 'martin').trail).toEqual([]);
    expect(withSort(page3, 'email').trail).toEqual([]);
    expect(withLimit(page3, 50).trail).toEqual([]);
  });

  it('drops a filter emptied by the user', () => {
    const state = withFilter(readListState(new URLSearchParams({ q: 'x' }), options), 'q', '  ');
    expect(state.filters).toEqual({});
  });
});

describe('withSort', () => {
  it('sorts a new column ascending, then descending on a second click', () => {
    const state = readListState(new URLSearchParams(), options);
    const once = withSort(state, 'email');
    expect(once.sort).toEqual({ field: 'email', direction: 'asc' });
    expect(withSort(once, 'email').sort).toEqual({ field: 'email', direction: 'desc' });
  });
});

describe('API queries', () => {
  it('asks for the page after the last cursor with the filters', () => {
    const state = nextPage(
      withFilter(readListState(new URLSearchParams(), options), 'state', 'confirmed'),
      first,
    );
    expect(Object.fromEntries(toApiQuery(state))).toEqual({
      limit: '20',
      sort: 'createdDate',
      direction: 'desc',
      cursor: first,
      state: 'confirmed',
    });
  });

  it('exports every page: no cursor, no limit', () => {
    const state = nextPage(withFilter(readListState(new URLSearchParams(), options), 'q', 'a'), first);
    expect(Object.fromEntries(toExportQuery(state))).toEqual({
      sort: 'createdDate',
      direction: 'desc',
      q: 'a',
    });
  });
});
