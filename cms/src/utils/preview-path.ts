import type { Core } from '@strapi/strapi';

/** Legal pages' slugs in Strapi -> their path on the site (sites/web/src/lib/cms/legal-pages.ts). */
const LEGAL_PATHS: Readonly<Record<string, string>> = {
  'mentions-legales': '/mentions_legales',
  'politique-de-confidentialite': '/politique-de-confidentialite',
  'conditions-d-utilisation': '/conditions-d-utilisation',
  'document-d-entree-en-relation': '/document-d-entree-en-relation',
};

/**
 * The site page that shows a document, for the admin panel's preview; null for content that
 * has no page of its own to preview.
 */
export async function previewPathFor(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined,
  status: 'draft' | 'published',
): Promise<string | null> {
  switch (uid) {
    case 'api::home-page.home-page':
    case 'api::site-setting.site-setting':
    case 'api::chatbot-setting.chatbot-setting':
      return '/';
    case 'api::faq-category.faq-category':
    case 'api::faq-item.faq-item':
      return '/faq';
    case 'api::insurance-line.insurance-line':
    case 'api::legal-page.legal-page': {
      if (!documentId) return null;
      const document = (await strapi
        .documents(uid)
        .findOne({ documentId, status, fields: ['slug'] as never })) as { slug?: string } | null;
      if (!document?.slug) return null;
      return uid === 'api::insurance-line.insurance-line'
        ? `/assurances/${document.slug}`
        : (LEGAL_PATHS[document.slug] ?? null);
    }
    default:
      return null;
  }
}
