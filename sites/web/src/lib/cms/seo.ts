import { type CmsImage, imagePopulate, toCmsImage } from './cms-image.ts';

/** A page's own SEO fields (Strapi component `shared.seo`); each falls back to the page's. */
export type Seo = {
  metaTitle?: string | null;
  metaDescription?: string | null;
  shareImage?: CmsImage | null;
};

/** The populate of a page's `seo` component: its texts and its share image. */
export const SEO_POPULATE =
  '&populate[seo][fields][0]=metaTitle&populate[seo][fields][1]=metaDescription' +
  imagePopulate('[seo][populate][shareImage]');

export function toSeo(raw: unknown): Seo | null {
  if (!raw || typeof raw !== 'object') return null;
  const seo = raw as { metaTitle?: unknown; metaDescription?: unknown; shareImage?: unknown };
  return {
    metaTitle: typeof seo.metaTitle === 'string' ? seo.metaTitle : null,
    metaDescription: typeof seo.metaDescription === 'string' ? seo.metaDescription : null,
    shareImage: toCmsImage(seo.shareImage),
  };
}
