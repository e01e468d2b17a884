import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/read-secret';

export default (): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: readSecret('JWT_SECRET'),
    },
  },
});
