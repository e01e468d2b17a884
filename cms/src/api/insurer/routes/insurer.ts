import { factories } from '@strapi/strapi';

// Read-only: editors write through the admin panel. Drafts never leave through this API.
export default factories.createCoreRouter('api::insurer.insurer', {
  only: ['find'],
  config: {
    find: { middlewares: ['global::published-only'] },
  },
});
