import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { savedObjectsNdjson } from '../src/elastic/saved-objects.ts';

// The monitoring profile cannot run here (no container engine): what is checked is the file
// Kibana would import (its format, that every panel and data view it names is in it, that the
// metrics it charts exist in the code) and how the compose file wires it.
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const FILE = 'infra/elastic/kibana-saved-objects.ndjson';

type Reference = { name: string; type: string; id: string };
type Saved = { type: string; id: string; attributes: Record<string, unknown>; references: Reference[] };

const lines = read(FILE).split('\n').filter(Boolean);
const objects = lines.map((line) => JSON.parse(line) as Saved);
const byKey = new Map(objects.map((object) => [`${object.type}:${object.id}`, object]));
const ofType = (type: string) => objects.filter((object) => object.type === type);

/** The Prometheus metrics the code defines (`name: 'courtage_…'`). */
function metricsInCode(): Set<string> {
  const names = new Set<string>();
  for (const dir of ['services', 'gateway/src']) {
    for (const entry of readdirSync(new URL(dir, root), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.parentPath.includes('node_modules'))
        continue;
      const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const match of source.matchAll(/name: '(courtage_[a-z_]+)'/g)) names.add(match[1]!);
    }
  }
  return names;
}

describe('Kibana saved objects (infra/elastic/kibana-saved-objects.ndjson)', () => {
  it('is what infra/src/elastic/saved-objects.ts gives (node infra/src/elastic/write-saved-objects.ts)', () => {
    expect(read(FILE)).toBe(savedObjectsNdjson());
  });

  it('has one object a line, each with a type, a unique id, attributes and references', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const object of objects) {
      expect(['index-pattern', 'visualization', 'dashboard']).toContain(object.type);
      expect(object.id).toMatch(/^[a-z0-9-]+$/);
      expect(object.attributes).toEqual(expect.any(Object));
      expect(Array.isArray(object.references)).toBe(true);
    }
    expect(byKey.size).toBe(objects.length);
  });

  it('resolves every reference to an object of the file, of the type it says', () => {
    for (const object of objects) {
      for (const reference of object.references) {
        expect(byKey.has(`${reference.type}:${reference.id}`), `${object.id} → ${reference.id}`).toBe(true);
      }
    }
  });

  it('gives each visualization a data view through its search source, and aggregations that parse', () => {
    const visualizations = ofType('visualization');
    expect(visualizations.length).toBeGreaterThan(0);
    for (const visualization of visualizations) {
      const meta = visualization.attributes.kibanaSavedObjectMeta as { searchSourceJSON: string };
      const source = JSON.parse(meta.searchSourceJSON) as {
        indexRefName: string;
        query: { language: string };
      };
      const reference = visualization.references.find((ref) => ref.name === source.indexRefName);
      expect(reference?.type).toBe('index-pattern');
      expect(source.query.language).toBe('kuery');
      const visState = JSON.parse(String(visualization.attributes.visState)) as {
        type: string;
        aggs: { id: string; type: string; params: { field?: string } }[];
      };
      expect(['table', 'line']).toContain(visState.type);
      expect(visState.aggs.length).toBeGreaterThan(0);
      expect(new Set(visState.aggs.map((agg) => agg.id)).size).toBe(visState.aggs.length);
    }
  });

  it('charts only Prometheus metrics the code defines', () => {
    const defined = metricsInCode();
    const charted = new Set<string>();
    for (const visualization of ofType('visualization')) {
      for (const match of String(visualization.attributes.visState).matchAll(/prometheus\.metrics\.(\w+)/g)) {
        charted.add(match[1]!);
      }
    }
    expect(charted).toEqual(
      new Set(['courtage_queue_depth', 'courtage_outbox_lag_seconds', 'courtage_email_jobs']),
    );
    for (const metric of charted) expect(defined.has(metric), metric).toBe(true);
  });

  it('has the dashboards ops need, each panel a visualization of the file, every visualization on one', () => {
    const dashboards = ofType('dashboard');
    expect(dashboards.map((dashboard) => dashboard.attributes.title)).toEqual([
      'Courtage : latence et erreurs par route et par RPC',
      'Courtage : chargements de pages et Core Web Vitals',
      'Courtage : files, outbox et e-mails',
    ]);
    const shown = new Set<string>();
    for (const dashboard of dashboards) {
      const panels = JSON.parse(String(dashboard.attributes.panelsJSON)) as {
        panelRefName: string;
        gridData: { w: number; h: number };
      }[];
      expect(panels.length).toBeGreaterThan(0);
      for (const panel of panels) {
        const reference = dashboard.references.find((ref) => ref.name === panel.panelRefName);
        expect(reference?.type, panel.panelRefName).toBe('visualization');
        expect(byKey.has(`visualization:${reference!.id}`)).toBe(true);
        expect(panel.gridData.w).toBeGreaterThan(0);
        shown.add(reference!.id);
      }
    }
    expect([...shown].sort()).toEqual(
      ofType('visualization')
        .map((v) => v.id)
        .sort(),
    );
    // What the issue asked of them: latency and errors per route and per RPC, RUM page loads and
    // Core Web Vitals per page, queue depths, outbox lag, email states.
    const visStates = ofType('visualization')
      .map((v) => String(v.attributes.visState))
      .join('\n');
    for (const field of [
      'transaction.duration.us',
      'transaction.marks.agent.largestContentfulPaint',
      'transaction.experience.cls',
      'prometheus.labels.queue',
      'prometheus.labels.state',
    ]) {
      expect(visStates).toContain(field);
    }
  });
});

describe('the monitoring profile of docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        profiles?: string[];
        volumes?: string[];
        command?: string[] | string;
        environment?: Record<string, string>;
      }
    >;
  };
  const ELASTIC = ['elasticsearch', 'elastic-setup', 'kibana', 'kibana-setup', 'apm-server', 'metricbeat'];

  it('runs the official Elastic images at one pinned version, only with the profile', () => {
    for (const name of ELASTIC) {
      const service = compose.services[name];
      expect(service?.profiles, name).toEqual(['monitoring']);
      expect(service?.image, name).toMatch(/^docker\.elastic\.co\/[a-z]+\/[a-z-]+:8\.15\.3$/);
    }
    // Nothing else is in the profile: the stack without it is unchanged.
    const profiled = Object.entries(compose.services).filter(([, service]) => service.profiles);
    expect(profiled.map(([name]) => name).sort()).toEqual([...ELASTIC].sort());
  });

  it('imports the saved objects into Kibana and scrapes every process Prometheus scrapes', () => {
    expect(compose.services['kibana-setup']?.volumes).toContain(
      './infra/elastic/kibana-saved-objects.ndjson:/setup/kibana-saved-objects.ndjson:ro',
    );
    expect(String(compose.services['kibana-setup']?.command)).toContain(
      '/api/saved_objects/_import?overwrite=true',
    );
    const metricbeat = parse(read('infra/elastic/metricbeat.yml')) as {
      'metricbeat.modules': { hosts: string[] }[];
    };
    const prometheusTargets = [
      ...read('infra/prometheus/compose.yml').matchAll(/targets: \["([^"]+)"\]/g),
    ].map((match) => match[1]);
    expect(metricbeat['metricbeat.modules'][0]?.hosts.sort()).toEqual(prometheusTargets.sort());
  });

  it('lets the services and the site point at APM Server through their variables', () => {
    for (const name of ['gateway', 'auth', 'offer', 'crm', 'notification']) {
      expect(compose.services[name]?.environment).toHaveProperty('ELASTIC_APM_SERVER_URL');
      expect(compose.services[name]?.environment).toHaveProperty('ELASTIC_APM_TRANSACTION_SAMPLE_RATE');
    }
    expect(compose.services.site?.environment).toHaveProperty('PUBLIC_APM_SERVER_URL');
    const example = read('infra/docker.env.example');
    expect(example).toContain('ELASTIC_APM_SERVER_URL=http://apm-server:8200');
    expect(example).toContain('PUBLIC_APM_SERVER_URL=http://localhost:8200');
    expect(String(compose.services['apm-server']?.command)).toContain('apm-server.rum.enabled=true');
  });
});
