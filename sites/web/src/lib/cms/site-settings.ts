import {
  BROKER_IDENTITY_FIELDS,
  BROKER_IDENTITY_QUERY,
  BROKER_REMUNERATION,
  type BrokerIdentity,
  DEV_BROKER_IDENTITY,
  formatSiren,
  identityText,
  registrationLine,
} from '@courtage/contracts/broker/broker-identity';
import { createCmsQuery } from './cms-cache.ts';

/** The broker identity (one record: the CMS's site settings) and what only the site shows. */
export type SiteSettings = BrokerIdentity & {
  openingHours: string;
  socialLinks: Array<{ network: string; url: string }>;
};

export const SITE_SETTINGS_QUERY =
  `${BROKER_IDENTITY_QUERY}&fields[${BROKER_IDENTITY_FIELDS.length}]=openingHours` +
  '&populate[socialLinks][fields][0]=network&populate[socialLinks][fields][1]=url';

/**
 * Used when Strapi has never answered since the site started: the development identity outside
 * production; in production only the brand, so no fictional number is ever shown to a visitor.
 */
export const FALLBACK_SETTINGS: SiteSettings = {
  ...(process.env.NODE_ENV === 'production'
    ? (Object.fromEntries(BROKER_IDENTITY_FIELDS.map((field) => [field, ''])) as BrokerIdentity)
    : DEV_BROKER_IDENTITY),
  brandName: DEV_BROKER_IDENTITY.brandName,
  openingHours: '',
  socialLinks: [],
};

type Raw = { data?: (Partial<Record<keyof SiteSettings, unknown>> & { socialLinks?: unknown }) | null };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function mapSiteSettings(raw: Raw): SiteSettings {
  const data = raw.data;
  if (!data || typeof data !== 'object') throw new TypeError('site settings: no data');
  const identity = {} as BrokerIdentity;
  for (const field of BROKER_IDENTITY_FIELDS) identity[field] = text(data[field]) || FALLBACK_SETTINGS[field];
  const links = Array.isArray(data.socialLinks) ? (data.socialLinks as SiteSettings['socialLinks']) : [];
  return {
    ...identity,
    openingHours: text(data.openingHours),
    socialLinks: links.filter((link) => link?.network && link?.url),
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

/**
 * Values of the `{field}` placeholders of CMS texts: every identity field as documents print it
 * (addresses on one line), `{sirenFormatted}`, `{registration}` and `{remuneration}`.
 */
export function placeholderValues(settings: SiteSettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of BROKER_IDENTITY_FIELDS) values[field] = identityText(settings, field);
  values.sirenFormatted = formatSiren(settings.siren);
  values.registration = registrationLine(settings);
  values.remuneration = BROKER_REMUNERATION;
  return values;
}
