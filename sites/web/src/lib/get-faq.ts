import { BRAND_CONTACT } from './brand.ts';
import { createCachedLoader } from './create-cached-loader.ts';
import type { FaqResult } from './faq-types.ts';
import { mapFaq, type StrapiFaqResponse } from './map-faq.ts';
import { getCmsUrl } from './server-env.ts';
import { fetchFromStrapi, StrapiError } from './strapi-client.ts';

/** Explicit populate (never `populate=*`), categories and their questions in editorial order. */
export const FAQ_QUERY =
  '/api/faq-categories?sort[0]=order:asc&fields[0]=name&fields[1]=order' +
  '&populate[items][fields][0]=question&populate[items][fields][1]=answer' +
  '&populate[items][sort][0]=order:asc&pagination[pageSize]=100';

const loadFaq = createCachedLoader({
  ttlMs: 60_000,
  errorTtlMs: 5_000,
  load: async () => {
    const response = await fetchFromStrapi<StrapiFaqResponse>({ cmsUrl: getCmsUrl(), path: FAQ_QUERY });
    return mapFaq(response, BRAND_CONTACT);
  },
});

/**
 * The home page's FAQ, cached in memory for a minute. Never throws: whatever goes wrong with
 * Strapi (down, error status, unexpected body) the page renders and says the FAQ is unavailable.
 */
export async function getFaq(): Promise<FaqResult> {
  try {
    return { status: 'ok', categories: await loadFaq() };
  } catch (error) {
    const reason = error instanceof StrapiError ? error.message : String(error);
    console.warn(`[web] FAQ unavailable: ${reason}`);
    return { status: 'unavailable' };
  }
}
