import type { Core } from '@strapi/strapi';

// Development database; the test profile sets DATABASE_URL to .../courtage_test_cms.
const DEFAULT_DATABASE_URL = 'postgres://courtage_cms@127.0.0.1:5432/courtage_cms';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database<'postgres'> => {
  const url = new URL(env('DATABASE_URL', DEFAULT_DATABASE_URL));
  return {
    connection: {
      client: 'postgres',
      connection: {
        host: url.hostname,
        port: Number(url.port || 5432),
        database: decodeURIComponent(url.pathname.slice(1)),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: true } : false,
      },
      pool: {
        min: env.int('DATABASE_POOL_MIN', 0),
        max: env.int('DATABASE_POOL_MAX', 10),
      },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
