import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serviceConfig } from '@courtage/runtime/config';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const run = promisify(execFile);

// docker-compose.yml cannot be run on these machines (no Docker engine): these checks keep it
// consistent with the repository it builds.
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

// Built from their own Dockerfile.
const OWN_DOCKERFILE = ['sites/web', 'cms'];
// Built from infra/docker/node-app.Dockerfile with build arguments.
const NODE_APPS = ['services/auth', 'services/offer', 'services/crm', 'services/notification', 'gateway'];

function nodeAppArgs(appDir: string) {
  const pattern = new RegExp(
    'dockerfile: infra/docker/node-app\\.Dockerfile\\n\\s+args:\\n' +
      `\\s+WORKSPACE: "([^"]+)"\\n\\s+APP_DIR: ${appDir}\\n\\s+ENTRY: (\\S+)\\n\\s+PORT: "(\\d+)"\\n`,
  );
  const match = read('docker-compose.yml').match(pattern);
  return match ? { workspace: match[1]!, entry: match[2]!, port: match[3]! } : undefined;
}

describe('docker files', () => {
  it.each(OWN_DOCKERFILE)('%s/Dockerfile is referenced by the compose file', (app) => {
    expect(read('docker-compose.yml')).toContain(`dockerfile: ${app}/Dockerfile`);
  });

  it.each(NODE_APPS)(
    '%s is built from node-app.Dockerfile with its workspace and an entry that exists',
    (app) => {
      const args = nodeAppArgs(app);
      expect(args).toBeDefined();
      expect(args!.workspace).toBe(JSON.parse(read(`${app}/package.json`)).name);
      expect(args!.entry.startsWith(`${app}/`)).toBe(true);
      expect(existsSync(new URL(args!.entry, root))).toBe(true);
    },
  );

  it('node-app.Dockerfile installs the workspace, copies the app and starts its entry', () => {
    const dockerfile = read('infra/docker/node-app.Dockerfile');
    expect(dockerfile).toMatch(/--workspace \$\{WORKSPACE\}/);
    expect(dockerfile).toMatch(/^COPY \$\{APP_DIR\} \$\{APP_DIR\}$/m);
    expect(dockerfile).toMatch(/^ENV APP_ENTRY=\$\{ENTRY\} /m);
    expect(dockerfile).toMatch(/^CMD exec node "\$APP_ENTRY"$/m);
  });

  it('sites/web/Dockerfile starts the built server of a site that exists', () => {
    const cmd = read('sites/web/Dockerfile').match(/^CMD \["node", "([^"]+)"\]$/m)?.[1];
    expect(cmd).toBe('sites/web/dist/server/entry.mjs');
    // Built inside the image; its sources are here.
    expect(existsSync(new URL('sites/web/src', root))).toBe(true);
  });

  it('creates in init.sql every database the compose file connects to', () => {
    const initSql = read('infra/postgres/init.sql');
    const databases = [...read('docker-compose.yml').matchAll(/postgres:\/\/(\w+)@postgres:5432\/(\w+)/g)];
    expect(databases.length).toBe(5);
    for (const [, role, database] of databases) {
      expect(initSql).toContain(`CREATE ROLE ${role} LOGIN;`);
      expect(initSql).toContain(`CREATE DATABASE ${database} OWNER ${role};`);
    }
  });
});

// Every variable a process reads, found in its sources as a config schema key (`NAME: Type.…` or
// `NAME: env.…`) or a direct read of process.env, plus what runService reads for every service.
const CONFIG_KEY = /^\s+([A-Z][A-Z0-9_]+): (?:Type\.|env\.)|process\.env\.([A-Z][A-Z0-9_]+)/gm;
const RUN_SERVICE_KEYS = Object.keys(serviceConfig('any', 1));
// Tunables whose defaults fit a container as they fit this machine: limits, timeouts, intervals,
// retention. Everything else (addresses, secrets, keys, the broker's identity, links) is set.
const TUNABLES = new Set([
  'OUTBOX_POLL_MS',
  'OUTBOX_RETENTION_DAYS',
  'INBOX_RETENTION_DAYS',
  'RETENTION_INTERVAL_MS',
  'HEALTH_PORT_OFFSET',
  'AUTH_MAX_FAILURES',
  'ADMIN_NAME',
  'OFFER_SLOT_CAPACITY',
  'OFFER_CATALOG_REFRESH_MS',
  'OFFER_BOOKING_HORIZON_DAYS',
  'AUTH_RATE_LIMIT',
  'CONFIRM_RATE_LIMIT',
  'CONTACT_RATE_LIMIT',
  'RATE_LIMIT_MAX',
  'MAX_EVENT_LOOP_DELAY_MS',
  'MAX_REQUESTS_IN_FLIGHT',
  'RPC_TIMEOUT_MS',
  'WATCHED_SERVICES',
  'TRUST_PROXY',
  'WS_AUTH_TIMEOUT_MS',
  'WS_PING_MS',
  'WS_REVOCATION_CHECK_MS',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(new URL(dir, root), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function variablesReadBy(app: string): Set<string> {
  const names = new Set(app.startsWith('services/') ? RUN_SERVICE_KEYS : []);
  for (const file of sourceFiles(`${app}/src/`)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CONFIG_KEY)) names.add((match[1] ?? match[2])!);
  }
  return names;
}

type ComposeService = { environment?: Record<string, string>; depends_on?: Record<string, unknown> };
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

describe('docker-compose.yml environment', () => {
  it.each(NODE_APPS)('sets every variable %s reads (or it is a tunable)', (app) => {
    const name = app.split('/').pop()!;
    const environment = compose.services[name]?.environment ?? {};
    const missing = [...variablesReadBy(app)].filter(
      (variable) => !(variable in environment) && !TUNABLES.has(variable),
    );
    expect(missing).toEqual([]);
  });

  it('gives the S3 store to every process that reads or writes documents, and starts it first', () => {
    const s3 = compose.services.s3;
    expect(s3).toBeDefined();
    for (const name of ['crm', 'notification', 'gateway']) {
      expect(compose.services[name]?.environment?.S3_ENDPOINT).toBe('http://s3:9000');
      expect(compose.services[name]?.depends_on).toHaveProperty('s3');
    }
  });

  it('lists in the .env example every variable the compose file takes from it', () => {
    const fromEnv = new Set(
      [...read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)[:}-]/g)].map((m) => m[1]!),
    );
    const example = read('infra/docker.env.example');
    const absent = [...fromEnv].filter((variable) => !new RegExp(`^${variable}=`, 'm').test(example));
    expect(absent).toEqual([]);
  });

  it('mounts the alert rules and a scrape job for every process in its Prometheus', () => {
    const prometheus = read('infra/prometheus/compose.yml');
    for (const app of [...NODE_APPS]) {
      expect(prometheus).toContain(`job_name: ${app.split('/').pop()}`);
    }
    expect(read('docker-compose.yml')).toContain(
      './infra/prometheus/alerts.yml:/etc/prometheus/alerts.yml:ro',
    );
  });

  it('is valid for `docker compose config`, every profile included, where the docker client is present', async () => {
    // The docker client here has no compose plugin and no engine: Debian's docker-compose (which
    // `npm test` installs beside the client, as root) validates the file without an engine. Where
    // there is no docker client at all, the YAML parse above is the whole check.
    const works = (command: string, args: string[]) =>
      run(command, args).then(
        () => true,
        () => false,
      );
    const hasDocker = await works('docker', ['--version']);
    const checker = (await works('docker', ['compose', 'version']))
      ? ['docker', 'compose']
      : (await works('docker-compose', ['version']))
        ? ['docker-compose']
        : null;
    if (hasDocker)
      expect(checker, 'docker is here: install its compose plugin or docker-compose').not.toBeNull();
    if (checker) {
      const [command, ...subcommand] = checker as [string, ...string[]];
      await expect(
        run(command, [...subcommand, '--profile', 'monitoring', 'config', '--quiet'], {
          cwd: fileURLToPath(root),
        }),
      ).resolves.toBeDefined();
    }
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['s3', 'prometheus', ...NODE_APPS.map((app) => app.split('/').pop()!)]),
    );
  });
});
