import { DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES_SEED } from '../../../../../cms/src/seed/legal-pages-seed-data.ts';
import { FALLBACK_SETTINGS, mapSiteSettings, placeholderValues } from './site-settings.ts';

describe('site settings', () => {
  it('fills the identity placeholders from Strapi, falling back field by field', () => {
    const settings = mapSiteSettings({
      data: {
        brandName: 'Marque',
        phone: '01 99 00 00 01',
        email: '',
        hostAddress: '1 rue A\n59100 Roubaix',
      },
    });
    const values = placeholderValues(settings);
    expect(values.phone).toBe('01 99 00 00 01');
    expect(values.email).toBe(FALLBACK_SETTINGS.email);
    expect(values.hostAddress).toBe('1 rue A, 59100 Roubaix');
    expect(values.sirenFormatted).toBe('999 999 998');
    expect(values.registration).toBe(`SAS au capital de 12 345 €, RCS Paris 999 999 998`);
    expect(settings.brandName).toBe('Marque');
    expect(settings.oriasNumber).toBe(DEV_BROKER_IDENTITY.oriasNumber);
  });
  it('fills every placeholder the CMS’s legal drafts use (with {insurers} from the catalogue)', () => {
    const values: Record<string, string> = {
      ...placeholderValues(FALLBACK_SETTINGS),
      insurers: 'Assureur A, Assureur B',
    };
    for (const page of LEGAL_PAGES_SEED) {
      const used = [...page.body.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      expect(used.length, page.slug).toBeGreaterThan(3);
      for (const name of used) expect(values[name], `${page.slug}: {${name}}`).toBeTruthy();
    }
  });
  it('refuses an answer without data (the cache then keeps the last good settings)', () => {
    expect(() => mapSiteSettings({ data: null })).toThrow();
  });
});
