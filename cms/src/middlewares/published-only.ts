import type { Core } from '@strapi/strapi';
import { isPreviewSecret } from '../utils/preview-token';
import { readSecret } from '../utils/read-secret';

/**
 * Strapi 5's content API hands drafts to anyone allowed to `find` who adds `?status=draft`.
 * Routes using this middleware serve published versions only, whatever the query says, except
 * to the site's server when it renders a preview: it sends the preview secret in the
 * `x-preview-secret` header, and then `?status=draft` is honoured.
 */
const publishedOnly: Core.MiddlewareFactory = () => {
  const previewSecret = readSecret('PREVIEW_SECRET');
  return async (ctx, next) => {
    const wantsDraft = ctx.query.status === 'draft';
    const header = ctx.request.headers['x-preview-secret'];
    const isPreview =
      wantsDraft && isPreviewSecret(typeof header === 'string' ? header : undefined, previewSecret);
    ctx.query = { ...ctx.query, status: isPreview ? 'draft' : 'published' };
    if (isPreview) ctx.set('cache-control', 'no-store');
    await next();
  };
};

export default publishedOnly;
