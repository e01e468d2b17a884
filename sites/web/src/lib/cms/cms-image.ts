import { IMAGE_WIDTHS } from './optimize-image.ts';

/** An image of the media library as the site reads it (Strapi's upload file fields). */
export type CmsImage = { url: string; alternativeText: string; width: number; height: number };

/** The Strapi fields a query populates for an image. */
export const CMS_IMAGE_FIELDS = ['url', 'alternativeText', 'width', 'height'] as const;

/** `populate[<name>][fields][i]=...` for an image field (an explicit populate, never `*`). */
export function imagePopulate(prefix: string): string {
  return CMS_IMAGE_FIELDS.map((field, index) => `&populate${prefix}[fields][${index}]=${field}`).join('');
}

/** A raw media object, or null when it is missing or lacks what the page needs to show it. */
export function toCmsImage(raw: unknown): CmsImage | null {
  if (!raw || typeof raw !== 'object') return null;
  const image = raw as Partial<Record<(typeof CMS_IMAGE_FIELDS)[number], unknown>>;
  if (typeof image.url !== 'string' || !image.url.startsWith('/uploads/')) return null;
  return {
    url: image.url,
    // The CMS refuses to publish an image without alternative text; a draft may still lack it.
    alternativeText: typeof image.alternativeText === 'string' ? image.alternativeText : '',
    width: typeof image.width === 'number' ? image.width : 1200,
    height: typeof image.height === 'number' ? image.height : 630,
  };
}

/** `srcset` of the fixed widths up to the image's own (the relay never enlarges). */
export function imageSrcset(image: CmsImage): string {
  const widths = IMAGE_WIDTHS.filter((width, index) => index === 0 || width <= image.width);
  return widths.map((width) => `${image.url}?w=${width} ${width}w`).join(', ');
}
