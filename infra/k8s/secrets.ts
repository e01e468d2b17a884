/**
 * Every Secret the manifests reference, by name and key. None is rendered: a Secret object
 * would carry its value in the repository. The host creates them once (README.md: `kubectl
 * create secret generic …`, or External Secrets from the provider's secret manager); the
 * `pg-<db>-app` ones are created by CloudNativePG with the generated password.
 */
export const secrets = {
  jwt: { name: 'courtage-jwt', keys: ['JWT_SECRET'] },
  /** Signs (notification) and verifies (gateway) the emails' consent-withdrawal links. */
  privacy: { name: 'courtage-privacy', keys: ['PRIVACY_LINK_SECRET'] },
  auth: { name: 'courtage-auth', keys: ['AUTH_ENCRYPTION_KEY', 'ADMIN_PASSWORD'] },
  offer: {
    name: 'courtage-offer',
    keys: ['OFFER_ENCRYPTION_KEY', 'OFFER_SEAL_KEY_PEM', 'OFFER_SEAL_CERT_PEM'],
  },
  crm: { name: 'courtage-crm', keys: ['CRM_ENCRYPTION_KEY'] },
  gateway: { name: 'courtage-gateway', keys: ['EXTERNAL_CRM_WEBHOOK_SECRET'] },
  /** username and password: the RabbitMQ user the topology operator creates; url: amqp://…/courtage. */
  amqp: { name: 'courtage-amqp', keys: ['username', 'password', 'url'] },
  /** password: Redis requirepass; url: redis://:<password>@redis:6379/0. */
  redis: { name: 'courtage-redis', keys: ['password', 'url'] },
  s3: { name: 'courtage-s3', keys: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] },
  smtp: { name: 'courtage-smtp', keys: ['url'] },
  /** Shared by the site and the CMS (publish webhook, preview links). */
  site: { name: 'courtage-site', keys: ['SITE_REVALIDATE_SECRET', 'PREVIEW_SECRET'] },
  cms: {
    name: 'courtage-cms',
    keys: [
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'STRAPI_ADMIN_PASSWORD',
    ],
  },
} as const;

/** CloudNativePG's generated application secret of a database cluster: key `uri` holds the URL. */
export function databaseSecret(database: string): { name: string; keys: readonly string[] } {
  return { name: `pg-${database}-app`, keys: ['uri', 'username', 'password'] };
}

type SecretDef = { name: string; keys: readonly string[] };

/** An env var read from a secret key; the key must be one the catalog declares. */
export function fromSecret(envName: string, secret: SecretDef, key: string, optional = false) {
  if (!secret.keys.includes(key)) throw new Error(`${secret.name} declares no key ${key}`);
  return {
    name: envName,
    valueFrom: { secretKeyRef: { name: secret.name, key, ...(optional ? { optional: true } : {}) } },
  };
}
