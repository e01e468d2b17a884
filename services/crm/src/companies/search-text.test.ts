import { describe, expect, it } from 'vitest';
import { searchText } from './search-text.ts';

describe('searchText', () => {
  it('keeps the typed text, trimmed, for PostgreSQL to cut into words', () => {
    expect(searchText('  Dupont 12 ')).toBe('Dupont 12');
    expect(searchText('5e3d9279')).toBe('5e3d9279');
  });

  it('is no search when nothing could be a word', () => {
    expect(searchText('   ')).toBeNull();
    expect(searchText("' & | ! -")).toBeNull();
  });
});
