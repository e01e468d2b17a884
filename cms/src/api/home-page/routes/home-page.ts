import { factories } from '@strapi/strapi';

// Read-only: editors write through the admin panel. Drafts never leave through this API.
export default factories.createCoreRouter('api::home-page.home-page', {
  only: ['find'],
  config: { find: { middlewares: ['global::published-only'] } },
});
