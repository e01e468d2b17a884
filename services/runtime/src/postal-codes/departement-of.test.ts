import { beforeAll, describe, expect, it } from 'vitest';
import { loadPostalCodeIndex } from './load-postal-code-index.ts';
import type { PostalCodeIndex } from './postal-code-index.ts';

describe('the postal-code index the offer service checks addresses with', () => {
  let index: PostalCodeIndex;
  beforeAll(async () => {
    index = await loadPostalCodeIndex();
  });

  it('gives 2A for Ajaccio, 2B for Bastia, 57 for Metz, and nothing for 99999', () => {
    expect(index.get('20000')?.departement.code).toBe('2A');
    expect(index.get('20200')?.departement.code).toBe('2B');
    expect(index.get('57000')?.departement.code).toBe('57');
    expect(index.get('99999')).toBeUndefined();
  });
});
