import { describe, expect, it } from 'vitest';
import { FALLBACK_SETTINGS, mapSiteSettings, placeholderValues } from './site-settings.ts';

describe('site settings', () => {
  it('fills {phone} and {email} from Strapi, falling back field by field', () => {
    const settings = mapSiteSettings({ data: { brandName: 'Marque', phone: '01 99 00 00 01', email: '' } });
    expect(placeholderValues(settings)).toEqual({ phone: '01 99 00 00 01', email: FALLBACK_SETTINGS.email });
    expect(settings.brandName).toBe('Marque');
  });
  it('refuses an answer without data (the cache then keeps the last good settings)', () => {
    expect(() => mapSiteSettings({ data: null })).toThrow();
  });
});
