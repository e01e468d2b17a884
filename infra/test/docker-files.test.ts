import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docker-compose.yml cannot be run on these machines (no Docker engine): these checks keep it
// consistent with the repository it builds.
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const APPS = [
  'services/auth',
  'services/offer',
  'services/crm',
  'services/notification',
  'gateway',
  'sites/web',
  'cms',
];

describe('docker files', () => {
  it.each(APPS)('%s/Dockerfile is referenced by the compose file', (app) => {
    expect(read('docker-compose.yml')).toContain(`dockerfile: ${app}/Dockerfile`);
  });

  it.each(APPS.filter((app) => app !== 'cms'))('%s/Dockerfile starts a file that exists', (app) => {
    const cmd = read(`${app}/Dockerfile`).match(/^CMD \["node", "([^"]+)"\]$/m)?.[1];
    expect(cmd).toBeDefined();
    // The site's entry is built inside the image; check its source folder instead.
    const path = cmd!.startsWith('sites/web/dist/') ? 'sites/web/src' : cmd!;
    expect(existsSync(new URL(path, root))).toBe(true);
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
