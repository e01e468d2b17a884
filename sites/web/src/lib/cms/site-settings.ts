import { BRAND_CONTACT, BRAND_NAME } from '../brand.ts';
import { createCmsQuery } from './cms-cache.ts';

export type SiteSettings = {
  brandName: string;
  phone: string;
  email: string;
  postalAddress: string;
  oriasNumber: string;
  /** ICS of the SEPA mandate; the creditor is `brandName` at `postalAddress` (one identity). */
  creditorIdentifier: string;
  openingHours: string;
  socialLinks: Array<{ network: string; url: string }>;
};

export const SITE_SETTINGS_QUERY =
  '/api/site-setting?fields[0]=brandName&fields[1]=phone&fields[2]=email&fields[3]=postalAddress' +
  '&fields[4]=oriasNumber&fields[5]=openingHours&fields[6]=creditorIdentifier' +
  '&populate[socialLinks][fields][0]=network&populate[socialLinks][fields][1]=url';

/** Used when Strapi has never answered since the site started. */
export const FALLBACK_SETTINGS: SiteSettings = {
  brandName: BRAND_NAME,
  phone: BRAND_CONTACT.phone,
  email: BRAND_CONTACT.email,
  postalAddress: '',
  oriasNumber: '',
  creditorIdentifier: '',
  openingHours: '',
  socialLinks: [],
};

type Raw = { data?: Partial<SiteSettings> | null };

export function mapSiteSettings(raw: Raw): SiteSettings {
  const data = raw.data;
  if (!data || typeof data !== 'object') throw new TypeError('site settings: no data');
  return {
    brandName: data.brandName || FALLBACK_SETTINGS.brandName,
    phone: data.phone || FALLBACK_SETTINGS.phone,
    email: data.email || FALLBACK_SETTINGS.email,
    postalAddress: data.postalAddress ?? '',
    oriasNumber: data.oriasNumber ?? '',
    creditorIdentifier: data.creditorIdentifier ?? '',
    openingHours: data.openingHours ?? '',
    socialLinks: (data.socialLinks ?? []).filter((link) => link?.network && link?.url),
  };
}

const load = createCmsQuery(SITE_SETTINGS_QUERY, mapSiteSettings);

/** Site settings from Strapi (cached); never throws. */
export async function getSiteSettings(): Promise<SiteSettings> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[web] site settings unavailable: ${String(error)}`);
    return FALLBACK_SETTINGS;
  }
}

/** Values of the `{phone}` / `{email}` placeholders. */
export function placeholderValues(settings: SiteSettings): Record<string, string> {
  return { phone: settings.phone, email: settings.email };
}
