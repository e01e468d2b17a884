import type { Core } from '@strapi/strapi';

/**
 * Strapi 5's content API hands drafts to anyone allowed to `find` who adds `?status=draft`.
 * Routes using this middleware serve published versions only, whatever the query says.
 */
const publishedOnly: Core.MiddlewareFactory = () => async (ctx, next) => {
  ctx.query = { ...ctx.query, status: 'published' };
  await next();
};

export default publishedOnly;
