import { describe, expect, it } from 'vitest';
import { prefixTsquery } from './prefix-tsquery.ts';

describe('prefixTsquery', () => {
  it('makes every typed word a prefix, all required', () => {
    expect(prefixTsquery('Dupont 12')).toBe("'dupont':* & '12':*");
    expect(prefixTsquery('  Boulangerie   ')).toBe("'boulangerie':*");
  });

  it('keeps an e-mail or a hyphenated name as one word, accents included', () => {
    expect(prefixTsquery('lea.durand@example')).toBe("'lea.durand@example':*");
    expect(prefixTsquery('Saint-Étienne')).toBe("'saint-étienne':*");
  });

  it('drops what could change the query: quotes, operators, parentheses', () => {
    expect(prefixTsquery("l'atelier & (x | !y) <-> z:*")).toBe(
      "'l':* & 'atelier':* & 'x':* & 'y':* & '-':* & 'z':*",
    );
    expect(prefixTsquery("' & | !")).toBeNull();
  });
});
