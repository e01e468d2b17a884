import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
