import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::insurance-line.insurance-line');
