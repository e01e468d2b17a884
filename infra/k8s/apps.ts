import { buildTargets, imageOf } from './images.ts';
import { databaseSecret, fromSecret, secrets } from './secrets.ts';
import { settings } from './settings.ts';
import type { EnvVar, Resources } from './types.ts';
import { statelessApp } from './workload.ts';

/** Settings every Node process reads (docs/CONVENTIONS.md). */
const common = { NODE_ENV: 'production', LOG_LEVEL: 'info' };
// The broker identity (mandates, quotes, emails) is the CMS's site settings, read in the cluster.
const cms = { CMS_URL: 'http://cms:1337' };
const s3Config = {
  S3_ENDPOINT: settings.s3.endpoint,
  S3_REGION: settings.s3.region,
  S3_BUCKET: settings.s3.documentsBucket,
};
const publicUrls = {
  PUBLIC_SITE_URL: `https://${settings.hosts.site}`,
  PUBLIC_API_URL: `https://${settings.hosts.api}`,
};

const bus = fromSecret('AMQP_URL', secrets.amqp, 'url');
const redis = fromSecret('REDIS_URL', secrets.redis, 'url');
const jwt = fromSecret('JWT_SECRET', secrets.jwt, 'JWT_SECRET');
const privacyLinks = fromSecret('PRIVACY_LINK_SECRET', secrets.privacy, 'PRIVACY_LINK_SECRET');
const s3Keys = [
  fromSecret('S3_ACCESS_KEY_ID', secrets.s3, 'S3_ACCESS_KEY_ID'),
  fromSecret('S3_SECRET_ACCESS_KEY', secrets.s3, 'S3_SECRET_ACCESS_KEY'),
];
const database = (svc: string): EnvVar => fromSecret('DATABASE_URL', databaseSecret(svc), 'uri');

/**
 * Requests sized from the bench (README.md, Performance): CPU per request in ms, times the
 * share of the load each process sees. Limits at one core: a Node process runs its JavaScript
 * on one thread, so more than one core per pod buys little; the HPA adds pods instead.
 */
function sized(cpuRequest: string, memoryRequest: string, memoryLimit: string): Resources {
  return { requests: { cpu: cpuRequest, memory: memoryRequest }, limits: { cpu: '1', memory: memoryLimit } };
}

function service(
  name: 'auth' | 'offer' | 'crm' | 'notification',
  extra: { config?: Record<string, string>; secretEnv?: EnvVar[]; resources: Resources; max: number },
) {
  const healthPort = Number(buildTargets[name].buildArgs.PORT);
  return statelessApp({
    name,
    image: imageOf(name),
    health: { port: healthPort, path: '/health' },
    // HOST: the health server binds it (127.0.0.1 by default, unreachable by the kubelet).
    config: { ...common, HOST: '0.0.0.0', HEALTH_PORT: String(healthPort), ...extra.config },
    secretEnv: [bus, database(name), ...(extra.secretEnv ?? [])],
    resources: extra.resources,
    replicas: { min: 2, max: extra.max },
  });
}

export function nodeApps() {
  return [
    ...statelessApp({
      name: 'gateway',
      image: imageOf('gateway'),
      port: 3000,
      health: { port: 3000, path: '/health' },
      config: {
        ...common,
        ...s3Config,
        ...publicUrls,
        HOST: '0.0.0.0',
        PORT: '3000',
        CORS_ORIGINS: `https://${settings.hosts.site}`,
        // Behind the ingress controller: rate limits by the client's address, not the proxy's.
        TRUST_PROXY: 'true',
        RPC_TIMEOUT_MS: '5000',
      },
      secretEnv: [
        bus,
        redis,
        jwt,
        privacyLinks,
        ...s3Keys,
        // Optional: without it the partner CRM webhook answers 503.
        fromSecret('EXTERNAL_CRM_WEBHOOK_SECRET', secrets.gateway, 'EXTERNAL_CRM_WEBHOOK_SECRET', true),
      ],
      resources: sized('250m', '192Mi', '512Mi'),
      replicas: { min: 2, max: 12 },
    }),
    ...service('auth', {
      config: { ...publicUrls, ADMIN_EMAIL: 'admin@courtage-sante.fr', AUTH_SEED_DEMO: 'false' },
      secretEnv: [
        redis,
        jwt,
        fromSecret('AUTH_ENCRYPTION_KEY', secrets.auth, 'AUTH_ENCRYPTION_KEY'),
        fromSecret('ADMIN_PASSWORD', secrets.auth, 'ADMIN_PASSWORD'),
      ],
      // argon2id takes 19 MiB per sign-in in flight and ~37 ms of CPU (54 sign-ins/s on 2 cores).
      resources: sized('250m', '256Mi', '768Mi'),
      max: 16,
    }),
    ...service('offer', {
      // The signed subscription files live in the documents bucket; their sealing key is a secret.
      config: { ...s3Config, ...cms, OFFER_SEED_CATALOG: 'false' },
      secretEnv: [
        fromSecret('OFFER_ENCRYPTION_KEY', secrets.offer, 'OFFER_ENCRYPTION_KEY'),
        fromSecret('OFFER_SEAL_KEY_PEM', secrets.offer, 'OFFER_SEAL_KEY_PEM'),
        fromSecret('OFFER_SEAL_CERT_PEM', secrets.offer, 'OFFER_SEAL_CERT_PEM'),
        ...s3Keys,
      ],
      resources: sized('250m', '256Mi', '512Mi'),
      max: 12,
    }),
    ...service('crm', {
      config: { ...s3Config, ...cms },
      secretEnv: [fromSecret('CRM_ENCRYPTION_KEY', secrets.crm, 'CRM_ENCRYPTION_KEY'), ...s3Keys],
      resources: sized('200m', '256Mi', '512Mi'),
      max: 8,
    }),
    ...service('notification', {
      config: {
        ...s3Config,
        ...cms,
        PUBLIC_SITE_URL: publicUrls.PUBLIC_SITE_URL,
        MAIL_FROM: 'Courtage Santé <contact@courtage-sante.fr>',
        STAFF_EMAIL: 'equipe@courtage-sante.fr',
      },
      // SMTP_URL carries the relay's credentials.
      secretEnv: [redis, fromSecret('SMTP_URL', secrets.smtp, 'url'), privacyLinks, ...s3Keys],
      resources: sized('100m', '192Mi', '512Mi'),
      max: 6,
    }),
  ];
}
