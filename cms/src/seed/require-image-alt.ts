import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type Media = { name?: string | null; alternativeText?: string | null } | null | undefined;

/** Where each page-like content type holds images: its own media fields and its SEO image. */
export const IMAGE_FIELDS: Record<string, { media: string[]; seo: boolean }> = {
  'api::home-page.home-page': { media: ['heroImage'], seo: true },
  'api::insurance-line.insurance-line': { media: ['image'], seo: true },
  'api::legal-page.legal-page': { media: [], seo: true },
  'api::insurer.insurer': { media: ['logo'], seo: false },
};

export const MISSING_ALT_MESSAGE =
  'Publication impossible : chaque image doit avoir un texte alternatif (médiathèque › modifier l’image › ' +
  'texte alternatif).';

/** The images of a document that have no alternative text, by file name. */
export function imagesWithoutAlt(
  document: Record<string, unknown>,
  fields: { media: string[]; seo: boolean },
) {
  const images: Media[] = fields.media.map((field) => document[field] as Media);
  if (fields.seo) images.push((document.seo as { shareImage?: Media } | null | undefined)?.shareImage);
  return images
    .filter((image): image is NonNullable<Media> => !!image)
    .filter((image) => !image.alternativeText?.trim())
    .map((image) => image.name ?? 'image');
}

/**
 * An image without alternative text cannot be published (accessibility, and what a search
 * engine reads): a document-service middleware refuses the `publish` of a page whose draft
 * holds one, with a French message the admin panel shows in its notification.
 */
export function requireImageAlt(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const fields = IMAGE_FIELDS[context.uid];
    if (context.action !== 'publish' || !fields) return next();
    const params = context.params as { documentId?: string; locale?: string };
    const populate: Record<string, unknown> = Object.fromEntries(fields.media.map((field) => [field, true]));
    if (fields.seo) populate.seo = { populate: { shareImage: true } };
    const draft = await strapi.documents(context.uid as 'api::home-page.home-page').findOne({
      documentId: params.documentId ?? '',
      status: 'draft',
      populate: populate as never,
    });
    if (draft) {
      const missing = imagesWithoutAlt(draft as Record<string, unknown>, fields);
      if (missing.length > 0) {
        throw new errors.ValidationError(MISSING_ALT_MESSAGE, { images: missing });
      }
    }
    return next();
  });
}
