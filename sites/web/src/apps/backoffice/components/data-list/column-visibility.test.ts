import { describe, expect, it } from 'vitest';
import {
  type ChoosableColumn,
  columnsStorageKey,
  resolveVisibleIds,
  serializeVisibleIds,
  toggleColumn,
} from './column-visibility.ts';

const COLUMNS: readonly ChoosableColumn[] = [
  { id: 'name', header: 'Nom' },
  { id: 'email', header: 'E-mail' },
  { id: 'city', header: 'Ville', hiddenByDefault: true },
  { id: 'state', header: 'État', alwaysVisible: true },
];

const ids = (set: ReadonlySet<string>) => [...set].sort();

describe('resolveVisibleIds', () => {
  it('shows the defaults when neither the URL nor the user chose', () => {
    expect(ids(resolveVisibleIds(COLUMNS, null, null))).toEqual(['email', 'name', 'state']);
  });

  it('prefers the URL to what was remembered, and what was remembered to the defaults', () => {
    expect(ids(resolveVisibleIds(COLUMNS, 'city', 'email'))).toEqual(['city', 'state']);
    expect(ids(resolveVisibleIds(COLUMNS, null, 'name,city'))).toEqual(['city', 'name', 'state']);
  });

  it('ignores unknown or malformed ids and falls back when nothing valid is left', () => {
    expect(ids(resolveVisibleIds(COLUMNS, 'nope,<script>', null))).toEqual(['email', 'name', 'state']);
    expect(ids(resolveVisibleIds(COLUMNS, 'nope,city', null))).toEqual(['city', 'state']);
  });

  it('always keeps a fixed column, even when the URL leaves it out', () => {
    expect(resolveVisibleIds(COLUMNS, 'name', null).has('state')).toBe(true);
  });
});

describe('toggleColumn', () => {
  it('shows and hides a column', () => {
    const shown = toggleColumn(COLUMNS, new Set(['name', 'state']), 'city');
    expect(ids(shown)).toEqual(['city', 'name', 'state']);
    expect(ids(toggleColumn(COLUMNS, shown, 'name'))).toEqual(['city', 'state']);
  });

  it('never hides a fixed column or the last one shown', () => {
    expect(ids(toggleColumn(COLUMNS, new Set(['name', 'state']), 'state'))).toEqual(['name', 'state']);
    expect(ids(toggleColumn(COLUMNS, new Set(['name']), 'name'))).toEqual(['name']);
  });
});

describe('serializeVisibleIds and columnsStorageKey', () => {
  it('writes the ids in the list order, whatever the order they were chosen in', () => {
    expect(serializeVisibleIds(COLUMNS, new Set(['state', 'city', 'name']))).toBe('name,city,state');
  });

  it('keys the remembered choice by user and list', () => {
    expect(columnsStorageKey('u1', 'offers')).not.toBe(columnsStorageKey('u2', 'offers'));
    expect(columnsStorageKey('u1', 'offers')).not.toBe(columnsStorageKey('u1', 'contacts'));
  });
});
