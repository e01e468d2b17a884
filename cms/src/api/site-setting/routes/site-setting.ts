import { factories } from '@strapi/strapi';

// Read-only: editors write through the admin panel. Drafts never leave through this API.
export default factories.createCoreRouter('api::site-setting.site-setting', {
  only: ['find'],
  config: { find: { middlewares: ['global::published-only'] } },
});
