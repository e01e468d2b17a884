import { createCmsQuery } from './cms-cache.ts';
import { type CmsImage, imagePopulate, toCmsImage } from './cms-image.ts';

/** The partner insurers' logos by insurer code (the offer catalogue's `provider.code`). */
export type InsurerLogos = Record<string, CmsImage>;

export const INSURER_LOGOS_QUERY =
  '/api/insurers?fields[0]=code&fields[1]=name&pagination[pageSize]=100' + imagePopulate('[logo]');

type RawInsurer = { code?: unknown; name?: unknown; logo?: unknown };

export function mapInsurerLogos(raw: { data?: RawInsurer[] | null }): InsurerLogos {
  const logos: InsurerLogos = {};
  for (const insurer of raw.data ?? []) {
    const logo = toCmsImage(insurer.logo);
    if (typeof insurer.code !== 'string' || !logo) continue;
    logos[insurer.code] = {
      ...logo,
      alternativeText:
        logo.alternativeText || (typeof insurer.name === 'string' ? `Logo de ${insurer.name}` : ''),
    };
  }
  return logos;
}

const load = createCmsQuery(INSURER_LOGOS_QUERY, mapInsurerLogos);

/** The published insurers' logos (cached); none when Strapi does not answer. Never throws. */
export async function getInsurerLogos(): Promise<InsurerLogos> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[web] insurer logos unavailable: ${String(error)}`);
    return {};
  }
}
