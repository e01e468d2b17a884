import { imageOf } from './images.ts';
import { databaseSecret, fromSecret, secrets } from './secrets.ts';
import { labelsFor, selectorFor, settings } from './settings.ts';
import type { ConfigMap, Ingress, PodDisruptionBudget, Service, StatefulSet } from './types.ts';
import { podTemplate, probes, statelessApp } from './workload.ts';

const namespace = settings.namespace;
const revalidate = fromSecret('SITE_REVALIDATE_SECRET', secrets.site, 'SITE_REVALIDATE_SECRET');
// Unset in production means no preview links: optional.
const preview = fromSecret('PREVIEW_SECRET', secrets.site, 'PREVIEW_SECRET', true);

/** The Astro site (sites/web/Dockerfile): server-side pages, stateless. */
export function site() {
  return statelessApp({
    name: 'web',
    image: imageOf('web'),
    port: 4321,
    health: { port: 4321, path: '/' },
    config: {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '4321',
      CMS_URL: 'http://cms:1337',
      PUBLIC_API_URL: `https://${settings.hosts.api}`,
    },
    secretEnv: [revalidate, preview],
    resources: { requests: { cpu: '200m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
    replicas: { min: 2, max: 8 },
  });
}

/**
 * Strapi (cms/Dockerfile). One pod, in a StatefulSet because it owns a volume: uploaded media
 * live on local disk (public/uploads). Two pods would need the S3 upload provider first
 * (README.md). A node drain stops editing for a minute; the site keeps serving its cache.
 */
export function cms(): (ConfigMap | StatefulSet | Service | PodDisruptionBudget)[] {
  const config: ConfigMap = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'cms-config', namespace, labels: labelsFor('cms') },
    data: {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '1337',
      CMS_SERVE_ADMIN: 'true',
      STRAPI_ADMIN_EMAIL: 'admin@courtage-sante.fr',
      // Strapi's public URL (admin behind the ingress) and the site's (CSP, preview links).
      CMS_PUBLIC_URL: `https://${settings.hosts.cms}`,
      PUBLIC_SITE_URL: `https://${settings.hosts.site}`,
      SITE_REVALIDATE_URL: 'http://web:4321/api/cms/revalidate',
    },
  };
  const cmsSecret = (key: (typeof secrets.cms.keys)[number]) => fromSecret(key, secrets.cms, key);
  return [
    config,
    {
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      metadata: { name: 'cms', namespace, labels: labelsFor('cms') },
      spec: {
        serviceName: 'cms',
        replicas: 1,
        selector: { matchLabels: selectorFor('cms') },
        template: podTemplate('cms', {
          name: 'cms',
          image: imageOf('cms'),
          ports: [{ name: 'http', containerPort: 1337 }],
          envFrom: [{ configMapRef: { name: 'cms-config' } }],
          env: [
            fromSecret('DATABASE_URL', databaseSecret('cms'), 'uri'),
            ...secrets.cms.keys.map(cmsSecret),
            revalidate,
            preview,
          ],
          // Strapi takes up to two minutes to start (the Dockerfile's start period).
          ...probes('/_health', 1337, 120),
          resources: { requests: { cpu: '250m', memory: '512Mi' }, limits: { cpu: '1', memory: '1Gi' } },
          volumeMounts: [{ name: 'uploads', mountPath: '/app/public/uploads' }],
        }),
        volumeClaimTemplates: [
          {
            metadata: { name: 'uploads' },
            spec: {
              accessModes: ['ReadWriteOnce'],
              storageClassName: settings.storageClass,
              resources: { requests: { storage: '10Gi' } },
            },
          },
        ],
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'cms', namespace, labels: labelsFor('cms') },
      spec: { selector: selectorFor('cms'), ports: [{ name: 'http', port: 1337, targetPort: 1337 }] },
    },
    {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: { name: 'cms', namespace, labels: labelsFor('cms') },
      spec: { selector: { matchLabels: selectorFor('cms') }, maxUnavailable: 1 },
    },
  ];
}

function rule(host: string, service: string, port: number) {
  return {
    host,
    http: {
      paths: [
        {
          path: '/',
          pathType: 'Prefix' as const,
          backend: { service: { name: service, port: { number: port } } },
        },
      ],
    },
  };
}

/** The site, the API (with its WebSocket /ws) and the CMS admin, over TLS (cert-manager). */
export function ingress(): Ingress {
  const { site: siteHost, api, cms: cmsHost } = settings.hosts;
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name: 'courtage',
      namespace,
      labels: labelsFor('ingress'),
      annotations: {
        'cert-manager.io/cluster-issuer': settings.clusterIssuer,
        // /ws sockets live long; the upload of a CRM document may reach 20 MB.
        'nginx.ingress.kubernetes.io/proxy-read-timeout': '3600',
        'nginx.ingress.kubernetes.io/proxy-send-timeout': '3600',
        'nginx.ingress.kubernetes.io/proxy-body-size': '25m',
      },
    },
    spec: {
      ingressClassName: settings.ingressClassName,
      tls: [{ hosts: [siteHost, api, cmsHost], secretName: 'courtage-tls' }],
      rules: [rule(siteHost, 'web', 4321), rule(api, 'gateway', 3000), rule(cmsHost, 'cms', 1337)],
    },
  };
}
