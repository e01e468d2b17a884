import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::insurance-line.insurance-line');
