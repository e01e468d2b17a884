import { DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import { describe, expect, it } from 'vitest';
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
  it('refuses an answer without data (the cache then keeps the last good settings)', () => {
    expect(() => mapSiteSettings({ data: null })).toThrow();
  });
});
