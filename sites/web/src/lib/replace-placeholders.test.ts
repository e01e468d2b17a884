import { describe, expect, it } from 'vitest';
import { replacePlaceholders } from './replace-placeholders.ts';

describe('replacePlaceholders', () => {
  const contact = { phone: '01 99 00 12 34', email: 'contact@courtage-sante.local' };

  it('replaces every known placeholder, as many times as it appears', () => {
    expect(replacePlaceholders('Appelez le {phone} ou écrivez à {email} ({phone}).', contact)).toBe(
      'Appelez le 01 99 00 12 34 ou écrivez à contact@courtage-sante.local (01 99 00 12 34).',
    );
  });

  it('leaves unknown placeholders and plain braces untouched', () => {
    expect(replacePlaceholders('{fax} { phone } {}', contact)).toBe('{fax} { phone } {}');
  });

  it('does not read inherited properties as values', () => {
    expect(replacePlaceholders('{toString}', contact)).toBe('{toString}');
  });
});
