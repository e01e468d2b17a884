import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { databases } from './data.ts';
import { buildTargets } from './images.ts';
import { violations } from './invariants.ts';
import { manifests } from './manifests.ts';
import { render } from './render.ts';
import type { Deployment, Manifest, StatefulSet } from './types.ts';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function find<K extends Manifest['kind']>(all: Manifest[], kind: K, name: string) {
  const m = all.find((x) => x.kind === kind && x.metadata.name === name);
  if (!m) throw new Error(`${kind} ${name} not rendered`);
  return m as Extract<Manifest, { kind: K }>;
}

describe('Kubernetes manifests', () => {
  it('hold every invariant: probes, limits, budgets, autoscalers, secrets by reference, 3 RabbitMQ nodes, 2 PostgreSQL instances', () => {
    expect(violations(manifests())).toEqual([]);
  });

  it('are committed as rendered (a reader needs no tooling)', () => {
    expect(read('infra/k8s/rendered.yaml')).toBe(render());
  });

  it('render no Secret, no URL with a password and none of the development credentials', () => {
    const text = render();
    const docs = parseAllDocuments(text).map((d) => d.toJSON() as { kind: string });
    expect(docs.filter((d) => d.kind === 'Secret')).toEqual([]);
    expect(text).not.toMatch(/:\/\/[^\s/:@]*:[^\s/@]+@/);
    for (const devValue of ['guest', 'S3RVER', 'dev-only', 'Admin-dev-2026', 'CourtageDev']) {
      expect(text).not.toContain(devValue);
    }
  });

  it('run a Deployment for the gateway, each service and the site, and the CMS and Redis as StatefulSets', () => {
    const all = manifests();
    const deployments = all
      .filter((m): m is Deployment => m.kind === 'Deployment')
      .map((m) => m.metadata.name);
    expect(deployments.sort()).toEqual(['auth', 'crm', 'gateway', 'notification', 'offer', 'web']);
    const sets = all.filter((m): m is StatefulSet => m.kind === 'StatefulSet');
    expect(sets.map((m) => [m.metadata.name, m.spec.replicas])).toEqual([
      ['redis', 2],
      ['cms', 1],
    ]);
  });

  it('probe each process where docs/CONVENTIONS.md says it answers its health', () => {
    const conventions = read('docs/CONVENTIONS.md');
    const expected: Record<string, string> = {
      gateway: 'gateway (Fastify)',
      auth: 'auth service',
      offer: 'offer service',
      crm: 'crm service',
      notification: 'notification service',
      web: 'site (Astro',
      cms: 'cms (Strapi)',
    };
    const all = manifests();
    for (const [name, label] of Object.entries(expected)) {
      const row = conventions.split('\n').find((line) => line.startsWith(`| ${label}`));
      const cells = row?.split('|').map((c) => c.trim()) ?? [];
      const port = Number(cells[2]);
      const path = cells[4]?.match(/`GET (\S+)`/)?.[1];
      const workload = all.find(
        (m): m is Deployment | StatefulSet =>
          (m.kind === 'Deployment' || m.kind === 'StatefulSet') && m.metadata.name === name,
      );
      const probe = workload?.spec.template.spec.containers[0]?.readinessProbe?.httpGet;
      expect(probe, name).toEqual({ path, port });
    }
  });

  it('give each service and the CMS the URL of its own CloudNativePG cluster, from the generated secret', () => {
    const all = manifests();
    for (const db of databases) {
      const cluster = find(all, 'Cluster', `pg-${db}`);
      expect(cluster.spec.instances).toBe(2);
      expect(cluster.spec.bootstrap.initdb).toEqual({ database: `courtage_${db}`, owner: `courtage_${db}` });
      const kind = db === 'cms' ? 'StatefulSet' : 'Deployment';
      const workload = find(all, kind, db) as Deployment | StatefulSet;
      const url = workload.spec.template.spec.containers[0]?.env?.find((e) => e.name === 'DATABASE_URL');
      expect(url?.valueFrom?.secretKeyRef).toEqual({ name: `pg-${db}-app`, key: 'uri' });
    }
  });

  it('name only images the repository builds, with the build arguments docker-compose.yml passes', () => {
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, { build?: { dockerfile: string; args?: Record<string, string> } }>;
    };
    const builds = Object.values(compose.services).flatMap((s) => (s.build ? [s.build] : []));
    for (const [name, target] of Object.entries(buildTargets)) {
      const dockerfile = read(target.dockerfile);
      expect(dockerfile, name).toMatch(/^FROM /m);
      if ('buildArgs' in target) {
        const args = target.buildArgs;
        for (const arg of Object.keys(args))
          expect(dockerfile, `${name} ARG ${arg}`).toMatch(new RegExp(`^ARG ${arg}$`, 'm'));
        expect(JSON.parse(read(`${args.APP_DIR}/package.json`)).name, name).toBe(args.WORKSPACE);
        expect(existsSync(join(root, args.ENTRY)), `${name} entry`).toBe(true);
        expect(builds, name).toContainEqual(expect.objectContaining({ dockerfile: target.dockerfile, args }));
      } else {
        expect(dockerfile, `${name} has no build arguments`).not.toMatch(/^ARG /m);
        expect(builds, name).toContainEqual(expect.objectContaining({ dockerfile: target.dockerfile }));
      }
    }
  });
});

describe('the invariant check', () => {
  function broken(change: (all: Manifest[]) => void): string[] {
    const all = structuredClone(manifests());
    change(all);
    return violations(all);
  }

  it('reports a missing probe, a missing limit, a missing budget or autoscaler', () => {
    expect(
      broken(
        (all) => delete find(all, 'Deployment', 'offer').spec.template.spec.containers[0]!.livenessProbe,
      ),
    ).toEqual(['Deployment offer/offer: no liveness probe']);
    expect(
      broken((all) => {
        find(all, 'Deployment', 'crm').spec.template.spec.containers[0]!.resources.limits = {} as never;
      }),
    ).toEqual(['Deployment crm/crm: no CPU and memory limits']);
    expect(broken((all) => all.splice(all.indexOf(find(all, 'PodDisruptionBudget', 'gateway')), 1))).toEqual([
      'Deployment gateway: no PodDisruptionBudget selects it',
    ]);
    expect(broken((all) => all.splice(all.indexOf(find(all, 'HorizontalPodAutoscaler', 'web')), 1))).toEqual([
      'Deployment web: no HorizontalPodAutoscaler',
    ]);
  });

  it('reports a secret in plain text, a Secret with data, an unknown image', () => {
    expect(
      broken((all) =>
        find(all, 'Deployment', 'auth').spec.template.spec.containers[0]!.env!.push({
          name: 'JWT_SECRET',
          value: 'x',
        }),
      ),
    ).toEqual([
      'Deployment auth/auth: JWT_SECRET holds a literal value',
      'Deployment auth/auth: JWT_SECRET is not from a Secret',
    ]);
    expect(
      broken((all) => {
        find(all, 'ConfigMap', 'gateway-config').data.REDIS_URL = 'redis://:pw@redis:6379/0';
      }),
    ).toEqual(['ConfigMap gateway-config: REDIS_URL looks secret']);
    expect(
      broken((all) =>
        all.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'x' }, data: { a: 'YQ==' } } as never),
      ),
    ).toEqual(['Secret x carries data']);
    expect(
      broken((all) => {
        find(all, 'Deployment', 'notification').spec.template.spec.containers[0]!.image = 'courtage/mailer:1';
      }),
    ).toEqual([
      'Deployment notification/notification: image courtage/mailer:1 is no build target of the repository',
    ]);
  });

  it('reports a RabbitMQ of fewer than 3 nodes and a PostgreSQL without its replica', () => {
    expect(
      broken((all) => {
        find(all, 'RabbitmqCluster', 'rabbitmq').spec.replicas = 1;
        find(all, 'Cluster', 'pg-offer').spec.instances = 1;
      }),
    ).toEqual(['RabbitMQ: not 3 nodes', 'PostgreSQL pg-offer: not 2 instances']);
  });
});
