// What the stack runs, per profile. Ports and env follow docs/CONVENTIONS.md.
import { randomBytes } from 'node:crypto';
import { generateDevelopmentSigningKey, type SigningKey } from '@courtage/offer/esign/signing-key';
import { haproxyFiles } from './haproxy.ts';

export type Profile = 'dev' | 'test' | 'bench' | 'cluster' | 'chaos';

type ProfileSettings = {
  portOffset: number;
  vhost: string;
  redisDb: number;
  databasePrefix: string;
  nodeEnv: string;
  /** Processes of each service and gateways (cluster: 2, the gateways behind HAProxy). */
  replicas?: number;
  /** Added to the env of every service and the gateway. */
  extraEnv: Record<string, string>;
};

/** test: `npm test` and Playwright; bench: `npm run bench` (its own vhost, so that the events it
 * produces reach no consumer, and quiet logs, so that it measures the plumbing, not the logging);
 * cluster: two replicas of each service and two gateways behind HAProxy, every durable queue a
 * quorum queue (its own vhost: a queue's type cannot change once declared), shown in production
 * mode (README, 'Replicas on one machine'; tests/cluster); chaos: `npm run chaos` (tests/chaos), which
 * kills and restarts its processes, on ports, a vhost, databases and a Redis db no other stack uses. */
export const PROFILES: Record<Profile, ProfileSettings> = {
  dev: {
    portOffset: 0,
    vhost: 'courtage',
    redisDb: 0,
    databasePrefix: 'courtage_',
    nodeEnv: 'development',
    extraEnv: {},
  },
  test: {
    portOffset: 10000,
    vhost: 'courtage_test',
    redisDb: 1,
    databasePrefix: 'courtage_test_',
    nodeEnv: 'test',
    // AUTH_RATE_LIMIT: browser journeys sign in many times from one IP.
    extraEnv: {
      CONTACT_RATE_LIMIT: '10000',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT: '10000',
      CONFIRM_RATE_LIMIT: '10000',
    },
  },
  bench: {
    portOffset: 20000,
    vhost: 'courtage_bench',
    redisDb: 2,
    databasePrefix: 'courtage_bench_',
    nodeEnv: 'production',
    extraEnv: {
      CONTACT_RATE_LIMIT: '1000000',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT: '1000000',
      CONFIRM_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      // Production refuses the development secret; a fresh one per run is all the bench needs.
      JWT_SECRET: randomBytes(32).toString('base64'),
      // Production refuses to start without it (the consent and privacy links' key).
      PRIVACY_LINK_SECRET: randomBytes(32).toString('base64'),
    },
  },
  cluster: {
    // Gateway 30000 (HAProxy), 30001-30002, services 30101-30104 and 30201-30204: all under the
    // kernel's ephemeral ports (32768 and up), where an outgoing connection could hold one.
    portOffset: 27000,
    vhost: 'courtage_cluster',
    redisDb: 8,
    databasePrefix: 'courtage_cluster_',
    nodeEnv: 'production',
    replicas: 2,
    extraEnv: {
      // The load test sends every request from one IP.
      CONTACT_RATE_LIMIT: '1000000',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT: '1000000',
      CONFIRM_RATE_LIMIT: '1000000',
      AMQP_QUEUE_TYPE: 'quorum',
      // One secret for both gateways and both auth replicas: a session opened on one holds on the other.
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('base64'),
      // One key for both gateways (which check the links) and both notification replicas (which sign them).
      PRIVACY_LINK_SECRET: process.env.PRIVACY_LINK_SECRET ?? randomBytes(32).toString('base64'),
    },
  },
  chaos: {
    // Below the kernel's ephemeral ports (32768-60999): an outgoing connection never holds one.
    portOffset: 25000,
    vhost: 'courtage_chaos',
    redisDb: 9,
    databasePrefix: 'courtage_chaos_',
    nodeEnv: 'test',
    extraEnv: {
      // The load comes from one IP.
      CONTACT_RATE_LIMIT: '1000000',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT: '1000000',
      CONFIRM_RATE_LIMIT: '1000000',
      // Every confirmation of the run books a seat: slots must not fill up.
      OFFER_SLOT_CAPACITY: '100',
      LOG_LEVEL: 'warn',
    },
  },
};

export type ProcessSpec = {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  healthUrl: string;
  /** Seconds to wait for the health URL before giving up. */
  startTimeoutS: number;
  /** When its port already answers, reuse what listens instead of starting it (shared servers). */
  reuseWhenListening?: boolean;
  /** Folders created before the start when missing. */
  ensureDirs?: string[];
  /** URL shown to the user once the stack is ready. */
  publicUrl?: { label: string; url: string };
  /** What `--only` knows it by when replicas share it (`auth` for auth-1 and auth-2). */
  group?: string;
  /** Files (re)written before the start (HAProxy's configuration). */
  writeFiles?: { path: string; content: string }[];
  /** Its Prometheus page, scraped under `--with-monitoring` (stack/monitoring.ts). */
  metricsUrl?: string;
};

const SERVICES = [
  { name: 'auth', port: 3101 },
  { name: 'offer', port: 3102 },
  { name: 'crm', port: 3103 },
  { name: 'notification', port: 3104 },
] as const;

export const PROCESS_NAMES = [
  'maildev',
  'cms',
  ...SERVICES.map((s) => s.name),
  'gateway',
  'haproxy',
  'site',
] as const;

/** Dev ports plus the profile's offset (MailDev is shared by every profile). */
/**
 * The gateway's V8 old space at most (MB). Without a bound, V8 raised its heap under an
 * overload's allocation rate (tests/bench, overload at 800 req/s for 20 s: heap total 194 ->
 * 236 MB, RSS +137 MB) while what it kept stayed small (heap used 57 to 160 MB, garbage
 * included; 75 to 111 MB once the load stopped): bounded, V8 collects sooner instead (same run:
 * heap total 180 -> 186 MB, RSS +46 MB). The same bound in docker-compose.yml (NODE_OPTIONS).
 */
export const GATEWAY_MAX_OLD_SPACE_MB = 192;

export function portOf(base: number, profile: Profile): number {
  return base + PROFILES[profile].portOffset;
}

function sharedEnv(profile: Profile): Record<string, string> {
  const settings = PROFILES[profile];
  return {
    NODE_ENV: settings.nodeEnv,
    AMQP_URL: `amqp://guest:guest@127.0.0.1:5672/${settings.vhost}`,
    REDIS_URL: `redis://127.0.0.1:6379/${settings.redisDb}`,
    SMTP_URL: 'smtp://127.0.0.1:1025',
    MAILDEV_API_URL: 'http://127.0.0.1:1080',
    // Links in emails (auth) point at this profile's site and gateway.
    PUBLIC_SITE_URL: `http://localhost:${portOf(4321, profile)}`,
    PUBLIC_API_URL: `http://localhost:${portOf(3000, profile)}`,
    // offer reads the SEPA creditor (name, address, ICS) from this profile's CMS.
    CMS_URL: `http://127.0.0.1:${portOf(1337, profile)}`,
    ...settings.extraEnv,
  };
}

export function databaseUrl(name: string, profile: Profile): string {
  const db = `${PROFILES[profile].databasePrefix}${name}`;
  return `postgres://${db}@127.0.0.1:5432/${db}`;
}

/** Every process of the stack, in start order (stopped in reverse). */
let sealKey: SigningKey | undefined;
/** The bench's and the cluster's sealing key (production mode refuses the generated development one). */
function localSealKey(): SigningKey {
  sealKey ??= generateDevelopmentSigningKey();
  return sealKey;
}

export function buildProcesses(profile: Profile, root: string, nodePath: string): ProcessSpec[] {
  const env = sharedEnv(profile);
  const settings = PROFILES[profile];
  const replicas = settings.replicas ?? 1;
  // Production refuses the development keys: the bench and the cluster get local ones.
  const production = settings.nodeEnv === 'production';
  // STACK_NODE_ARGS: extra Node flags for the gateway and the services (e.g. `--cpu-prof
  // --cpu-prof-dir=/tmp/prof` to profile a bench run; Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const sitePort = portOf(4321, profile);
  const gatewayPort = portOf(3000, profile);
  const cmsPort = portOf(1337, profile);
  // Strapi calls the site on publish so that a change shows at once (the site's cache would
  // pick it up within 60 s anyway). A local, per-profile secret: these stacks hold no real data.
  const revalidateSecret = process.env.SITE_REVALIDATE_SECRET ?? `dev-only-revalidate-${profile}`;
  // Draft previews from the CMS's preview panel: the CMS signs the link, the site checks it and
  // reads drafts with it (cms/src/utils/preview-token.ts, sites/web/src/lib/cms/preview.ts).
  const previewSecret = process.env.PREVIEW_SECRET ?? `dev-only-preview-${profile}`;
  const maildev: ProcessSpec = {
    name: 'maildev',
    command: nodePath,
    // MailDev 2.2.0 reads an undeclared global `host` once SMTP listens: declare it.
    args: [
      '--import',
      'data:text/javascript,globalThis.host=undefined',
      'node_modules/maildev/bin/maildev',
      ...['--smtp', '1025', '--web', '1080', '--ip', '127.0.0.1'],
    ],
    cwd: root,
    env: {},
    healthUrl: 'http://127.0.0.1:1080/email',
    startTimeoutS: 30,
    reuseWhenListening: true,
    publicUrl: { label: 'MailDev (emails)', url: 'http://localhost:1080' },
  };
  const cms: ProcessSpec = {
    name: 'cms',
    // The binary itself, not `npm start` (npm does not forward SIGTERM to Strapi); its own
    // node_modules/.bin first on PATH, so that its shebang finds the CMS's Node 24.
    command: `${root}/cms/node_modules/.bin/strapi`,
    args: ['start'],
    cwd: `${root}/cms`,
    // Strapi refuses to start without its upload folder, which git does not keep.
    ensureDirs: [`${root}/cms/public/uploads`],
    env: {
      PATH: `${root}/cms/node_modules/.bin:${process.env.PATH ?? ''}`,
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: String(cmsPort),
      DATABASE_URL: databaseUrl('cms', profile),
      SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/cms/revalidate`,
      SITE_REVALIDATE_SECRET: revalidateSecret,
      PREVIEW_SECRET: previewSecret,
      PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
      // The test profile serves the panel too: the marketers' journey runs in it (tests/e2e).
      ...(profile === 'bench' ? { CMS_SERVE_ADMIN: 'false' } : {}),
    },
    healthUrl: `http://127.0.0.1:${cmsPort}/_health`,
    // First start creates Strapi's tables and seeds the FAQ: slow on two cores.
    startTimeoutS: 300,
    publicUrl:
      profile !== 'bench'
        ? { label: 'CMS (Strapi admin)', url: `http://localhost:${cmsPort}/admin` }
        : { label: 'CMS (REST API, no admin panel)', url: `http://localhost:${cmsPort}/api` },
  };
  // Replica r of a service listens for health on its port + (r - 1) * 100 (cluster: 30101, 30201).
  const replicaNumbers = Array.from({ length: replicas }, (_, i) => i + 1);
  const services: ProcessSpec[] = SERVICES.flatMap((svc) =>
    replicaNumbers.map((replica) =>
      serviceSpec(svc, replica, portOf(svc.port, profile) + (replica - 1) * 100),
    ),
  );
  function serviceSpec(svc: (typeof SERVICES)[number], replica: number, healthPort: number): ProcessSpec {
    return {
      name: replicas > 1 ? `${svc.name}-${replica}` : svc.name,
      group: svc.name,
      command: nodePath,
      args: [...nodeArgs, `services/${svc.name}/src/main.ts`],
      cwd: root,
      env: {
        ...env,
        DATABASE_URL: databaseUrl(svc.name, profile),
        HEALTH_PORT: String(healthPort),
        // The bench and the cluster run NODE_ENV=production: offer then needs its key and the seed asked for.
        ...(svc.name === 'offer' && production
          ? {
              OFFER_SEED_CATALOG: 'true',
              OFFER_ENCRYPTION_KEY: 'bench-only-key-no-real-data-here',
              // Its sealing key too: a self-signed one per stack (it seals no real document).
              OFFER_SEAL_KEY_PEM: localSealKey().keyPem,
              OFFER_SEAL_CERT_PEM: localSealKey().certPem,
            }
          : {}),
        // Same for auth: its TOTP-secret key (no first Admin: the bench signs customers in only).
        ...(svc.name === 'auth' && production
          ? { AUTH_ENCRYPTION_KEY: 'bench-only-key-no-real-data-here' }
          : {}),
        // And crm: the key of companies' IBANs.
        ...(svc.name === 'crm' && production
          ? { CRM_ENCRYPTION_KEY: 'bench-only-key-no-real-data-here' }
          : {}),
      },
      healthUrl: `http://127.0.0.1:${healthPort}/health`,
      metricsUrl: `http://127.0.0.1:${healthPort}/metrics`,
      // Eight services and two gateways starting at once on two cores take longer.
      startTimeoutS: replicas > 1 ? 180 : 60,
    };
  }
  // With replicas, gateway r listens on the profile's gateway port + r, HAProxy on the port itself.
  // Its Prometheus page on 3090 + the profile's offset (+ r with replicas).
  const gateways = replicaNumbers.map((replica) =>
    gatewaySpec(
      replicas > 1 ? `gateway-${replica}` : 'gateway',
      replicas > 1 ? gatewayPort + replica : gatewayPort,
      portOf(3090, profile) + (replicas > 1 ? replica : 0),
    ),
  );
  function gatewaySpec(name: string, port: number, metricsPort: number): ProcessSpec {
    return {
      name,
      group: 'gateway',
      command: nodePath,
      // STACK_NODE_ARGS after the heap bound, so that a run can set its own.
      args: [`--max-old-space-size=${GATEWAY_MAX_OLD_SPACE_MB}`, ...nodeArgs, 'gateway/src/server.ts'],
      cwd: root,
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        // The ops console reads the alerts and charts of this profile's Prometheus (monitoring.ts).
        PROMETHEUS_URL: `http://127.0.0.1:${portOf(9095, profile)}`,
        // Behind HAProxy (option forwardfor): rate limits apply to the client's IP, not the proxy's.
        ...(replicas > 1 ? { TRUST_PROXY: 'true' } : {}),
        CORS_ORIGINS: `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
        // The partner CRM's webhook secret: a local, per-profile value (no partner calls these stacks).
        EXTERNAL_CRM_WEBHOOK_SECRET:
          process.env.EXTERNAL_CRM_WEBHOOK_SECRET ?? `dev-only-external-crm-${profile}`,
      },
      healthUrl: `http://127.0.0.1:${port}/health`,
      metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      startTimeoutS: replicas > 1 ? 180 : 60,
      publicUrl:
        replicas > 1
          ? { label: `API, ${name} alone`, url: `http://localhost:${port}` }
          : { label: 'API (gateway, docs at /docs)', url: `http://localhost:${port}` },
    };
  }
  const haproxyDir = `${root}/var/cluster`;
  const haproxy: ProcessSpec = {
    name: 'haproxy',
    // Debian's haproxy (infra/bin/lib.sh installs it), in the foreground (-db) with the stack.
    command: 'haproxy',
    args: ['-db', '-f', `${haproxyDir}/haproxy.cfg`],
    cwd: root,
    env: {},
    ensureDirs: [haproxyDir],
    writeFiles: haproxyFiles({
      dir: haproxyDir,
      port: gatewayPort,
      gatewayPorts: gateways.map((g) => Number(g.env.PORT)),
    }),
    // Through HAProxy to a gateway: ready once a gateway is.
    healthUrl: `http://127.0.0.1:${gatewayPort}/health`,
    startTimeoutS: 180,
    publicUrl: { label: 'API (HAProxy, docs at /docs)', url: `http://localhost:${gatewayPort}` },
  };
  const site: ProcessSpec = {
    name: 'site',
    command: nodePath,
    args: ['sites/web/dist/server/entry.mjs'],
    cwd: root,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(sitePort),
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      PUBLIC_API_URL: `http://localhost:${gatewayPort}`,
      SITE_REVALIDATE_SECRET: revalidateSecret,
      PREVIEW_SECRET: previewSecret,
      CMS_PUBLIC_URL: `http://localhost:${cmsPort}`,
    },
    healthUrl: `http://127.0.0.1:${sitePort}/`,
    startTimeoutS: 60,
    publicUrl: { label: 'Site', url: `http://localhost:${sitePort}` },
  };
  return [maildev, cms, ...services, ...gateways, ...(replicas > 1 ? [haproxy] : []), site];
}
