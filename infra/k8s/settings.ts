/**
 * What a host changes before applying: namespace, public host names, image registry, object
 * storage. The defaults describe a Scaleway deployment in Paris (fr-par); README.md shows the
 * OVHcloud and Outscale equivalents.
 */
export const settings = {
  namespace: 'courtage',
  /** Container registry and tag of the images built from this repository's Dockerfiles. */
  registry: 'rg.fr-par.scw.cloud/courtage',
  tag: '0.1.0',
  hosts: {
    site: 'www.courtage-sante.fr',
    api: 'api.courtage-sante.fr',
    cms: 'cms.courtage-sante.fr',
  },
  ingressClassName: 'nginx',
  /** cert-manager issuer of the TLS certificates of the three hosts. */
  clusterIssuer: 'letsencrypt',
  s3: {
    endpoint: 'https://s3.fr-par.scw.cloud',
    region: 'fr-par',
    documentsBucket: 'courtage-documents',
    backupsBucket: 'courtage-pg-backups',
  },
  storageClass: 'sbs-default',
} as const;

export const partOf = { 'app.kubernetes.io/part-of': 'courtage' } as const;

export function labelsFor(app: string): Record<string, string> {
  return { 'app.kubernetes.io/name': app, ...partOf };
}

export function selectorFor(app: string): Record<string, string> {
  return { 'app.kubernetes.io/name': app };
}
