import { nodeApps } from './apps.ts';
import { postgres, rabbitmq, redis } from './data.ts';
import { labelsFor, settings } from './settings.ts';
import type { Manifest } from './types.ts';
import { cms, ingress, site } from './web.ts';

/** Every object of the platform, in an order `kubectl apply -f` accepts in one pass. */
export function manifests(): Manifest[] {
  return [
    {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: settings.namespace, labels: labelsFor('courtage') },
    },
    ...rabbitmq(),
    ...postgres(),
    ...redis(),
    ...nodeApps(),
    ...site(),
    ...cms(),
    ingress(),
  ];
}
