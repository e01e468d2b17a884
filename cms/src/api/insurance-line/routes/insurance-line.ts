import { factories } from '@strapi/strapi';

// Read-only: editors write through the admin panel. Drafts never leave through this API.
export default factories.createCoreRouter('api::insurance-line.insurance-line', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['global::published-only'] },
    findOne: { middlewares: ['global::published-only'] },
  },
});
