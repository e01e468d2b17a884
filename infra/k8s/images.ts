import { settings } from './settings.ts';

/**
 * The images these manifests run, each one a build target of a Dockerfile of the repository:
 * the gateway and the four services from infra/docker/node-app.Dockerfile with the build
 * arguments docker-compose.yml passes, the site and the CMS from their own Dockerfiles.
 * manifests.test.ts checks each against the Dockerfiles and docker-compose.yml.
 */
export interface BuildTarget {
  dockerfile: string;
  buildArgs?: { WORKSPACE: string; APP_DIR: string; ENTRY: string; PORT: string };
}

function nodeApp(workspace: string, appDir: string, entry: string, port: number): Required<BuildTarget> {
  return {
    dockerfile: 'infra/docker/node-app.Dockerfile',
    buildArgs: { WORKSPACE: workspace, APP_DIR: appDir, ENTRY: `${appDir}/${entry}`, PORT: String(port) },
  };
}

export const buildTargets = {
  gateway: nodeApp('@courtage/gateway', 'gateway', 'src/server.ts', 3000),
  auth: nodeApp('@courtage/auth', 'services/auth', 'src/main.ts', 3101),
  offer: nodeApp('@courtage/offer', 'services/offer', 'src/main.ts', 3102),
  crm: nodeApp('@courtage/crm', 'services/crm', 'src/main.ts', 3103),
  notification: nodeApp('@courtage/notification', 'services/notification', 'src/main.ts', 3104),
  web: { dockerfile: 'sites/web/Dockerfile' },
  cms: { dockerfile: 'cms/Dockerfile' },
} as const satisfies Record<string, BuildTarget>;

export type ImageName = keyof typeof buildTargets;

/** `docker build -f <dockerfile> [--build-arg …] -t <registry>/<name>:<tag> .` */
export function imageOf(name: ImageName): string {
  return `${settings.registry}/${name}:${settings.tag}`;
}

/** Images of third parties, pinned, run by these manifests (not by the operators). */
export const thirdPartyImages = {
  redis: 'redis:7.4-alpine',
  rabbitmq: 'rabbitmq:3.13-management',
  postgres: 'ghcr.io/cloudnative-pg/postgresql:15',
} as const;
