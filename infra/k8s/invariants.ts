import { buildTargets, thirdPartyImages } from './images.ts';
import { databaseSecret, secrets } from './secrets.ts';
import { settings } from './settings.ts';
import type { Container, Manifest, PodTemplate } from './types.ts';

/** Names that hold a credential: their value must come from a Secret, never a literal. */
export const SECRET_NAME = /SECRET|KEY|PASSWORD|TOKEN|SALT|DATABASE_URL|AMQP_URL|REDIS_URL|SMTP_URL/;
/** A URL with a password in it (scheme://user:password@host). */
const URL_WITH_PASSWORD = /[a-z][a-z0-9+.-]*:\/\/[^\s/:@]*:[^\s/@]+@/i;

type Workload = { kind: string; name: string; labels: Record<string, string>; template: PodTemplate };

function workloads(all: Manifest[]): Workload[] {
  const out: Workload[] = [];
  for (const m of all) {
    if (m.kind === 'Deployment' || m.kind === 'StatefulSet') {
      out.push({
        kind: m.kind,
        name: m.metadata.name,
        labels: m.spec.template.metadata.labels,
        template: m.spec.template,
      });
    }
  }
  return out;
}

function selects(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([k, v]) => labels[k] === v);
}

function checkContainer(where: string, c: Container, problems: string[]): void {
  if (!c.readinessProbe) problems.push(`${where}: no readiness probe`);
  if (!c.livenessProbe) problems.push(`${where}: no liveness probe`);
  if (!c.resources?.limits?.cpu || !c.resources.limits.memory)
    problems.push(`${where}: no CPU and memory limits`);
  if (!c.resources?.requests?.cpu || !c.resources.requests.memory) problems.push(`${where}: no requests`);
  for (const probe of [c.readinessProbe, c.livenessProbe]) {
    const port = probe?.httpGet?.port;
    if (port !== undefined && !c.ports.some((p) => p.containerPort === port)) {
      problems.push(`${where}: probe on port ${port}, which the container does not expose`);
    }
  }
  for (const e of c.env ?? []) {
    if (e.value !== undefined && (SECRET_NAME.test(e.name) || URL_WITH_PASSWORD.test(e.value))) {
      problems.push(`${where}: ${e.name} holds a literal value`);
    }
    if (SECRET_NAME.test(e.name) && !e.valueFrom?.secretKeyRef)
      problems.push(`${where}: ${e.name} is not from a Secret`);
  }
  checkImage(where, c.image, problems);
}

function checkImage(where: string, image: string, problems: string[]): void {
  if ((Object.values(thirdPartyImages) as string[]).includes(image)) return;
  const prefix = `${settings.registry}/`;
  const suffix = `:${settings.tag}`;
  const name =
    image.startsWith(prefix) && image.endsWith(suffix) ? image.slice(prefix.length, -suffix.length) : '';
  if (!Object.hasOwn(buildTargets, name))
    problems.push(`${where}: image ${image} is no build target of the repository`);
}

/** The secrets a reference may name: the catalog, and CloudNativePG's per-cluster app secrets. */
function knownSecrets(all: Manifest[]): Map<string, readonly string[]> {
  const known = new Map<string, readonly string[]>(Object.values(secrets).map((s) => [s.name, s.keys]));
  for (const m of all) {
    if (m.kind === 'Cluster') {
      const s = databaseSecret(m.metadata.name.replace(/^pg-/, ''));
      known.set(s.name, s.keys);
    }
  }
  return known;
}

/** Every broken rule of the platform's manifests, as readable lines (empty: all hold). */
export function violations(all: Manifest[]): string[] {
  const problems: string[] = [];
  const known = knownSecrets(all);
  for (const w of workloads(all)) {
    const where = `${w.kind} ${w.name}`;
    for (const c of w.template.spec.containers) checkContainer(`${where}/${c.name}`, c, problems);
    const pdb = all.find(
      (m) => m.kind === 'PodDisruptionBudget' && selects(m.spec.selector.matchLabels, w.labels),
    );
    if (!pdb) problems.push(`${where}: no PodDisruptionBudget selects it`);
    if (w.kind === 'Deployment') {
      const hpa = all.find(
        (m) =>
          m.kind === 'HorizontalPodAutoscaler' &&
          m.spec.scaleTargetRef.kind === 'Deployment' &&
          m.spec.scaleTargetRef.name === w.name,
      );
      if (!hpa) problems.push(`${where}: no HorizontalPodAutoscaler`);
      else if (hpa.kind === 'HorizontalPodAutoscaler' && hpa.spec.minReplicas < 2)
        problems.push(`${where}: fewer than 2 replicas`);
      const service = all.find((m) => m.kind === 'Service' && selects(m.spec.selector, w.labels));
      if (!service) problems.push(`${where}: no Service`);
    }
    for (const c of w.template.spec.containers) {
      for (const e of c.env ?? []) {
        const ref = e.valueFrom?.secretKeyRef;
        if (ref && !known.get(ref.name)?.includes(ref.key))
          problems.push(`${where}: unknown secret key ${ref.name}/${ref.key}`);
      }
    }
  }
  for (const m of all) {
    const raw = m as unknown as { kind: string; data?: object; stringData?: object };
    if (raw.kind === 'Secret' && (raw.data || raw.stringData))
      problems.push(`Secret ${m.metadata.name} carries data`);
    if (m.kind === 'ConfigMap') {
      for (const [k, v] of Object.entries(m.data)) {
        if (SECRET_NAME.test(k) || URL_WITH_PASSWORD.test(v))
          problems.push(`ConfigMap ${m.metadata.name}: ${k} looks secret`);
      }
    }
    if (m.kind === 'RabbitmqCluster' && m.spec.replicas !== 3) problems.push('RabbitMQ: not 3 nodes');
    if (m.kind === 'Vhost' && m.spec.defaultQueueType !== 'quorum')
      problems.push('RabbitMQ vhost: default queue not quorum');
    if (m.kind === 'Cluster' && m.spec.instances !== 2)
      problems.push(`PostgreSQL ${m.metadata.name}: not 2 instances`);
  }
  if (!all.some((m) => m.kind === 'RabbitmqCluster')) problems.push('no RabbitmqCluster');
  return problems;
}
