import { thirdPartyImages } from './images.ts';
import { secrets } from './secrets.ts';
import { labelsFor, selectorFor, settings } from './settings.ts';
import type {
  CnpgCluster,
  ConfigMap,
  PodDisruptionBudget,
  RabbitmqCluster,
  RabbitmqTopology,
  Service,
  StatefulSet,
} from './types.ts';
import { podTemplate } from './workload.ts';

const namespace = settings.namespace;

/** The databases: one per service (DESIGN.md §5) and the CMS's. */
export const databases = ['auth', 'offer', 'crm', 'notification', 'cms'] as const;

/**
 * Three RabbitMQ nodes (the cluster operator). Queues declared without a type on the vhost
 * `courtage` (the `<service>.rpc` queues) become quorum queues through the vhost's default;
 * the subscriptions' queues and DLQs are declared quorum by the runtime itself.
 */
export function rabbitmq(): (RabbitmqCluster | RabbitmqTopology)[] {
  const ref = { name: 'rabbitmq' };
  return [
    {
      apiVersion: 'rabbitmq.com/v1beta1',
      kind: 'RabbitmqCluster',
      metadata: { name: 'rabbitmq', namespace, labels: labelsFor('rabbitmq') },
      spec: {
        replicas: 3,
        image: thirdPartyImages.rabbitmq,
        resources: { requests: { cpu: '1', memory: '2Gi' }, limits: { cpu: '2', memory: '2Gi' } },
        persistence: { storageClassName: settings.storageClass, storage: '20Gi' },
        rabbitmq: {
          // pause_minority: a node cut from the other two stops rather than diverging.
          additionalConfig: [
            'cluster_partition_handling = pause_minority',
            'vm_memory_high_watermark.relative = 0.6',
          ].join('\n'),
        },
      },
    },
    {
      apiVersion: 'rabbitmq.com/v1beta1',
      kind: 'Vhost',
      metadata: { name: 'courtage', namespace },
      spec: { name: 'courtage', defaultQueueType: 'quorum', rabbitmqClusterReference: ref },
    },
    {
      apiVersion: 'rabbitmq.com/v1beta1',
      kind: 'User',
      metadata: { name: 'courtage', namespace },
      // username and password come from the secret the host created (README.md).
      spec: { tags: [], importCredentialsSecret: { name: secrets.amqp.name }, rabbitmqClusterReference: ref },
    },
    {
      apiVersion: 'rabbitmq.com/v1beta1',
      kind: 'Permission',
      metadata: { name: 'courtage-courtage', namespace },
      spec: {
        vhost: 'courtage',
        user: 'courtage',
        permissions: { configure: '.*', write: '.*', read: '.*' },
        rabbitmqClusterReference: ref,
      },
    },
  ];
}

/**
 * A PostgreSQL primary and a streaming replica per database (CloudNativePG): the replica takes
 * over on failure; `pg-<db>-ro` serves reads once the services learn to use it (README.md).
 * WAL and base backups go to the object storage.
 */
export function postgres(): CnpgCluster[] {
  return databases.map((db) => ({
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'Cluster',
    metadata: { name: `pg-${db}`, namespace, labels: labelsFor(`pg-${db}`) },
    spec: {
      instances: 2,
      imageName: thirdPartyImages.postgres,
      primaryUpdateStrategy: 'unsupervised',
      storage: { size: db === 'offer' ? '50Gi' : '20Gi', storageClass: settings.storageClass },
      resources:
        db === 'offer'
          ? { requests: { cpu: '1', memory: '2Gi' }, limits: { cpu: '2', memory: '2Gi' } }
          : { requests: { cpu: '250m', memory: '1Gi' }, limits: { cpu: '1', memory: '1Gi' } },
      postgresql: {
        parameters: { max_connections: '200', shared_buffers: db === 'offer' ? '512MB' : '256MB' },
      },
      // The role and database names of infra/postgres/init.sql.
      bootstrap: { initdb: { database: `courtage_${db}`, owner: `courtage_${db}` } },
      backup: {
        retentionPolicy: '30d',
        barmanObjectStore: {
          destinationPath: `s3://${settings.s3.backupsBucket}/${db}`,
          endpointURL: settings.s3.endpoint,
          s3Credentials: {
            accessKeyId: { name: secrets.s3.name, key: 'S3_ACCESS_KEY_ID' },
            secretAccessKey: { name: secrets.s3.name, key: 'S3_SECRET_ACCESS_KEY' },
          },
          wal: { compression: 'gzip' },
        },
      },
    },
  }));
}

/**
 * Redis for BullMQ, rate limits and revoked sessions: a StatefulSet of two, pod 0 the primary,
 * pod 1 its replica. Failover is manual (README.md): the clients connect to one address
 * (REDIS_URL), not through Sentinel, so no Sentinel runs. AOF on and no eviction: BullMQ's jobs
 * are data.
 */
export function redis(): (ConfigMap | StatefulSet | Service | PodDisruptionBudget)[] {
  const script = [
    'set -e',
    'args="--appendonly yes --maxmemory-policy noeviction --requirepass $REDIS_PASSWORD --masterauth $REDIS_PASSWORD"',
    'case "$(hostname)" in',
    '  *-0) exec redis-server $args ;;',
    `  *) exec redis-server $args --replicaof redis-0.redis-headless.${namespace}.svc.cluster.local 6379 ;;`,
    'esac',
  ].join('\n');
  const redisPing = {
    exec: { command: ['sh', '-c', 'redis-cli -a "$REDIS_PASSWORD" --no-auth-warning ping | grep -q PONG'] },
    timeoutSeconds: 3,
  };
  const template = podTemplate(
    'redis',
    {
      name: 'redis',
      image: thirdPartyImages.redis,
      command: ['sh', '/config/start.sh'],
      ports: [{ name: 'redis', containerPort: 6379 }],
      env: [
        {
          name: 'REDIS_PASSWORD',
          valueFrom: { secretKeyRef: { name: secrets.redis.name, key: 'password' } },
        },
      ],
      // Redis speaks no HTTP: its probes ask redis-cli for a PONG.
      readinessProbe: { ...redisPing, periodSeconds: 10, failureThreshold: 2 },
      livenessProbe: { ...redisPing, periodSeconds: 10, failureThreshold: 6 },
      resources: { requests: { cpu: '250m', memory: '512Mi' }, limits: { cpu: '1', memory: '1Gi' } },
      volumeMounts: [
        { name: 'data', mountPath: '/data' },
        { name: 'config', mountPath: '/config' },
      ],
    },
    [{ name: 'config', configMap: { name: 'redis-config' } }],
  );
  return [
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'redis-config', namespace, labels: labelsFor('redis') },
      data: { 'start.sh': script },
    },
    {
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      metadata: { name: 'redis', namespace, labels: labelsFor('redis') },
      spec: {
        serviceName: 'redis-headless',
        replicas: 2,
        selector: { matchLabels: selectorFor('redis') },
        template,
        volumeClaimTemplates: [
          {
            metadata: { name: 'data' },
            spec: {
              accessModes: ['ReadWriteOnce'],
              storageClassName: settings.storageClass,
              resources: { requests: { storage: '5Gi' } },
            },
          },
        ],
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'redis-headless', namespace, labels: labelsFor('redis') },
      spec: {
        selector: selectorFor('redis'),
        clusterIP: 'None',
        ports: [{ name: 'redis', port: 6379, targetPort: 6379 }],
      },
    },
    {
      // The clients' address: the primary only (writes go there; the replica is a hot copy).
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'redis', namespace, labels: labelsFor('redis') },
      spec: {
        selector: { ...selectorFor('redis'), 'statefulset.kubernetes.io/pod-name': 'redis-0' },
        ports: [{ name: 'redis', port: 6379, targetPort: 6379 }],
      },
    },
    {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: { name: 'redis', namespace, labels: labelsFor('redis') },
      spec: { selector: { matchLabels: selectorFor('redis') }, maxUnavailable: 1 },
    },
  ];
}
