import { createCmsQuery } from './cms-cache.ts';
import { type CmsImage, imagePopulate, toCmsImage } from './cms-image.ts';
import { SEO_POPULATE, type Seo, toSeo } from './seo.ts';

export type CtaKind = 'comparator' | 'quote' | 'contact';
export type InsuranceLine = {
  title: string;
  slug: string;
  summary: string;
  body: string;
  image: CmsImage | null;
  cta: { label: string; kind: CtaKind };
  seo: Seo | null;
};

/** All published lines (nine seeded; a page picks its own by slug from this one list). */
export const INSURANCE_LINES_QUERY =
  '/api/insurance-lines?sort[0]=order:asc&fields[0]=title&fields[1]=slug&fields[2]=summary&fields[3]=body' +
  '&populate[cta][fields][0]=label&populate[cta][fields][1]=kind' +
  SEO_POPULATE +
  imagePopulate('[image]') +
  '&pagination[pageSize]=100';

type RawLine = Partial<Omit<InsuranceLine, 'image' | 'seo'>> & { image?: unknown; seo?: unknown };

export function mapInsuranceLines(raw: { data?: RawLine[] | null }): InsuranceLine[] {
  if (!Array.isArray(raw.data)) throw new TypeError('insurance lines: data is not a list');
  return raw.data.flatMap((line) =>
    line.title && line.slug
      ? [
          {
            title: line.title,
            slug: line.slug,
            summary: line.summary ?? '',
            body: line.body ?? '',
            image: toCmsImage(line.image),
            cta: { label: line.cta?.label || 'Demander un devis', kind: line.cta?.kind ?? 'quote' },
            seo: toSeo(line.seo),
          },
        ]
      : [],
  );
}

const load = createCmsQuery(INSURANCE_LINES_QUERY, mapInsuranceLines);

/** Published insurance lines in editorial order (cached); empty when Strapi never answered. */
export async function getInsuranceLines(): Promise<InsuranceLine[]> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[web] insurance lines unavailable: ${String(error)}`);
    return [];
  }
}
