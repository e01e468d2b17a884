import { createCmsQuery } from './cms-cache.ts';
import { SEO_POPULATE, type Seo, toSeo } from './seo.ts';

export type LegalPage = { title: string; slug: string; body: string; seo: Seo | null };

/** Slug in Strapi -> path on the site. */
export const LEGAL_PATHS: Readonly<Record<string, string>> = {
  'mentions-legales': '/mentions_legales',
  'politique-de-confidentialite': '/politique-de-confidentialite',
  'conditions-d-utilisation': '/conditions-d-utilisation',
  'document-d-entree-en-relation': '/document-d-entree-en-relation',
};

export const LEGAL_PAGES_QUERY =
  '/api/legal-pages?fields[0]=title&fields[1]=slug&fields[2]=body' +
  SEO_POPULATE +
  '&pagination[pageSize]=100';

type RawLegalPage = Partial<Omit<LegalPage, 'seo'>> & { seo?: unknown };

export function mapLegalPages(raw: { data?: RawLegalPage[] | null }): LegalPage[] {
  if (!Array.isArray(raw.data)) throw new TypeError('legal pages: data is not a list');
  return raw.data.flatMap((page) =>
    page.title && page.slug
      ? [{ title: page.title, slug: page.slug, body: page.body ?? '', seo: toSeo(page.seo) }]
      : [],
  );
}

const load = createCmsQuery(LEGAL_PAGES_QUERY, mapLegalPages);

/** One published legal page by slug (cached), or null. Never throws. */
export async function getLegalPage(slug: string): Promise<LegalPage | null> {
  try {
    return (await load()).find((page) => page.slug === slug) ?? null;
  } catch (error) {
    console.warn(`[web] legal pages unavailable: ${String(error)}`);
    return null;
  }
}
