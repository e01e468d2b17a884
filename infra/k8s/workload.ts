import { labelsFor, selectorFor, settings } from './settings.ts';
import type {
  ConfigMap,
  Container,
  Deployment,
  EnvVar,
  HorizontalPodAutoscaler,
  PodDisruptionBudget,
  PodTemplate,
  Probe,
  Resources,
  Service,
} from './types.ts';

const namespace = settings.namespace;

/**
 * Readiness takes a pod out of its Service after 2 failed checks (20 s); liveness restarts it
 * only after 6 (60 s), so that a short RabbitMQ or Redis outage (the gateway's and the services'
 * /health answer 503 while one is down) empties the endpoints without restarting every pod.
 */
export function probes(
  path: string,
  port: number,
  startSeconds = 60,
): Pick<Container, 'readinessProbe' | 'livenessProbe' | 'startupProbe'> {
  const base = { httpGet: { path, port }, timeoutSeconds: 3 };
  const startup: Probe = { ...base, periodSeconds: 5, failureThreshold: Math.ceil(startSeconds / 5) };
  return {
    startupProbe: startup,
    readinessProbe: { ...base, periodSeconds: 10, failureThreshold: 2 },
    livenessProbe: { ...base, periodSeconds: 10, failureThreshold: 6 },
  };
}

export function podTemplate(
  app: string,
  container: Container,
  volumes?: { name: string; configMap: { name: string } }[],
): PodTemplate {
  return {
    metadata: { labels: labelsFor(app) },
    spec: {
      // The images' user `node` (uid 1000): no root in any container.
      securityContext: { runAsNonRoot: true, runAsUser: 1000, fsGroup: 1000 },
      terminationGracePeriodSeconds: 30,
      // Replicas on different nodes, so that losing a node loses at most one of each.
      topologySpreadConstraints: [
        {
          maxSkew: 1,
          topologyKey: 'kubernetes.io/hostname',
          whenUnsatisfiable: 'ScheduleAnyway',
          labelSelector: { matchLabels: selectorFor(app) },
        },
      ],
      containers: [
        {
          ...container,
          securityContext: { allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } },
        },
      ],
      ...(volumes ? { volumes } : {}),
    },
  };
}

export interface StatelessApp {
  name: string;
  image: string;
  /** Port of the HTTP server, if any (gateway, site). */
  port?: number;
  /** Port and path of the health checks. */
  health: { port: number; path: string };
  config: Record<string, string>;
  secretEnv: EnvVar[];
  resources: Resources;
  replicas: { min: number; max: number };
  /** Seconds the process may take to become healthy (migrations, catalog load, CMS fetch). */
  startSeconds?: number;
}

/** Deployment, Service, ConfigMap, HPA and PDB of a stateless process. */
export function statelessApp(app: StatelessApp) {
  const ports = [{ name: 'health', containerPort: app.health.port }];
  if (app.port !== undefined && app.port !== app.health.port)
    ports.unshift({ name: 'http', containerPort: app.port });
  else if (app.port !== undefined) ports[0] = { name: 'http', containerPort: app.port };
  const configMap: ConfigMap = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: `${app.name}-config`, namespace, labels: labelsFor(app.name) },
    data: app.config,
  };
  const deployment: Deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: app.name, namespace, labels: labelsFor(app.name) },
    spec: {
      replicas: app.replicas.min,
      selector: { matchLabels: selectorFor(app.name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: podTemplate(app.name, {
        name: app.name,
        image: app.image,
        ports,
        envFrom: [{ configMapRef: { name: configMap.metadata.name } }],
        env: app.secretEnv,
        ...probes(app.health.path, app.health.port, app.startSeconds),
        resources: app.resources,
        // Endpoints are removed asynchronously: keep serving a few seconds after SIGTERM is due.
        lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
      }),
    },
  };
  const service: Service = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: app.name, namespace, labels: labelsFor(app.name) },
    spec: {
      selector: selectorFor(app.name),
      ports: ports.map((p) => ({ name: p.name, port: p.containerPort, targetPort: p.containerPort })),
    },
  };
  const hpa: HorizontalPodAutoscaler = {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: app.name, namespace, labels: labelsFor(app.name) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: app.name },
      minReplicas: app.replicas.min,
      maxReplicas: app.replicas.max,
      // A Node process uses one core for JavaScript: scale on CPU before it saturates.
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
        },
      ],
    },
  };
  const pdb: PodDisruptionBudget = {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: app.name, namespace, labels: labelsFor(app.name) },
    spec: { selector: { matchLabels: selectorFor(app.name) }, maxUnavailable: 1 },
  };
  return [configMap, deployment, service, hpa, pdb];
}
