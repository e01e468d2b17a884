import { createCmsQuery } from './cms-cache.ts';
import { type CmsImage, imagePopulate, toCmsImage } from './cms-image.ts';
import { SEO_POPULATE, type Seo, toSeo } from './seo.ts';

type TitleText = { title: string; text: string };
export type HomePageContent = {
  heroTitle: string;
  heroText: string;
  heroCtaLabel: string;
  heroImage: CmsImage | null;
  promise: string;
  savingsTitle: string;
  savingsText: string;
  howItWorksTitle: string;
  steps: TitleText[];
  argumentsTitle: string;
  arguments: TitleText[];
  testimonialsTitle: string;
  testimonials: Array<{ author: string; location: string | null; quote: string }>;
  faqTitle: string;
  faqHighlights: Array<{ question: string; answer: string }>;
  seo: Seo | null;
};

export const HOME_PAGE_QUERY =
  '/api/home-page?fields[0]=heroTitle&fields[1]=heroText&fields[2]=heroCtaLabel&fields[3]=promise' +
  '&fields[4]=savingsTitle&fields[5]=savingsText&fields[6]=howItWorksTitle&fields[7]=argumentsTitle' +
  '&fields[8]=testimonialsTitle&fields[9]=faqTitle' +
  '&populate[steps][fields][0]=title&populate[steps][fields][1]=text' +
  '&populate[arguments][fields][0]=title&populate[arguments][fields][1]=text' +
  '&populate[testimonials][fields][0]=author&populate[testimonials][fields][1]=location' +
  '&populate[testimonials][fields][2]=quote' +
  '&populate[faqHighlights][fields][0]=question&populate[faqHighlights][fields][1]=answer' +
  imagePopulate('[heroImage]') +
  SEO_POPULATE;

type RawHomePage = Omit<HomePageContent, 'heroImage' | 'seo'> & { heroImage?: unknown; seo?: unknown };

export function mapHomePage(raw: { data?: RawHomePage | null }): HomePageContent {
  const data = raw.data;
  if (!data || typeof data.heroTitle !== 'string') throw new TypeError('home page: no data');
  return {
    ...data,
    steps: data.steps ?? [],
    arguments: data.arguments ?? [],
    testimonials: data.testimonials ?? [],
    faqHighlights: data.faqHighlights ?? [],
    heroImage: toCmsImage(data.heroImage),
    seo: toSeo(data.seo),
  };
}

const load = createCmsQuery(HOME_PAGE_QUERY, mapHomePage);

/** The published home page (cached), or null when Strapi never answered. Never throws. */
export async function getHomePage(): Promise<HomePageContent | null> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[web] home page unavailable: ${String(error)}`);
    return null;
  }
}
