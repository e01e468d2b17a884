/**
 * The few Kubernetes and operator fields these manifests use, typed by hand: the repository
 * does not depend on @kubernetes/client-node, and these types are narrow on purpose, so that
 * a misspelt field fails `tsc` instead of being silently ignored by the API server.
 */

export type Labels = Record<string, string>;

export interface ObjectMeta {
  name: string;
  namespace?: string;
  labels?: Labels;
  annotations?: Record<string, string>;
}

export interface SecretKeySelector {
  name: string;
  key: string;
  optional?: boolean;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef: SecretKeySelector };
}

export interface Probe {
  httpGet?: { path: string; port: number };
  exec?: { command: string[] };
  initialDelaySeconds?: number;
  periodSeconds: number;
  timeoutSeconds: number;
  failureThreshold: number;
}

export interface ResourceList {
  cpu: string;
  memory: string;
}

export interface Resources {
  requests: ResourceList;
  limits: ResourceList;
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports: { name: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources: Resources;
  volumeMounts?: { name: string; mountPath: string }[];
  lifecycle?: { preStop: { exec: { command: string[] } } };
  securityContext?: {
    allowPrivilegeEscalation: boolean;
    capabilities: { drop: string[] };
  };
}

export interface PodTemplate {
  metadata: { labels: Labels };
  spec: {
    containers: Container[];
    terminationGracePeriodSeconds?: number;
    securityContext?: { runAsNonRoot: boolean; runAsUser: number; fsGroup?: number };
    topologySpreadConstraints?: {
      maxSkew: number;
      topologyKey: string;
      whenUnsatisfiable: 'ScheduleAnyway' | 'DoNotSchedule';
      labelSelector: { matchLabels: Labels };
    }[];
    volumes?: { name: string; configMap?: { name: string } }[];
  };
}

export interface Deployment {
  apiVersion: 'apps/v1';
  kind: 'Deployment';
  metadata: ObjectMeta;
  spec: {
    replicas: number;
    selector: { matchLabels: Labels };
    strategy?: { type: 'RollingUpdate'; rollingUpdate: { maxUnavailable: number; maxSurge: number } };
    template: PodTemplate;
  };
}

export interface StatefulSet {
  apiVersion: 'apps/v1';
  kind: 'StatefulSet';
  metadata: ObjectMeta;
  spec: {
    serviceName: string;
    replicas: number;
    selector: { matchLabels: Labels };
    template: PodTemplate;
    volumeClaimTemplates: {
      metadata: { name: string };
      spec: {
        accessModes: ['ReadWriteOnce'];
        storageClassName?: string;
        resources: { requests: { storage: string } };
      };
    }[];
  };
}

export interface Service {
  apiVersion: 'v1';
  kind: 'Service';
  metadata: ObjectMeta;
  spec: {
    selector: Labels;
    clusterIP?: 'None';
    ports: { name: string; port: number; targetPort: number }[];
  };
}

export interface ConfigMap {
  apiVersion: 'v1';
  kind: 'ConfigMap';
  metadata: ObjectMeta;
  data: Record<string, string>;
}

export interface HorizontalPodAutoscaler {
  apiVersion: 'autoscaling/v2';
  kind: 'HorizontalPodAutoscaler';
  metadata: ObjectMeta;
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1'; kind: 'Deployment'; name: string };
    minReplicas: number;
    maxReplicas: number;
    metrics: {
      type: 'Resource';
      resource: { name: 'cpu' | 'memory'; target: { type: 'Utilization'; averageUtilization: number } };
    }[];
  };
}

export interface PodDisruptionBudget {
  apiVersion: 'policy/v1';
  kind: 'PodDisruptionBudget';
  metadata: ObjectMeta;
  spec: { selector: { matchLabels: Labels }; minAvailable?: number; maxUnavailable?: number };
}

export interface IngressRule {
  host: string;
  http: {
    paths: {
      path: string;
      pathType: 'Prefix';
      backend: { service: { name: string; port: { number: number } } };
    }[];
  };
}

export interface Ingress {
  apiVersion: 'networking.k8s.io/v1';
  kind: 'Ingress';
  metadata: ObjectMeta;
  spec: { ingressClassName: string; tls: { hosts: string[]; secretName: string }[]; rules: IngressRule[] };
}

export interface Namespace {
  apiVersion: 'v1';
  kind: 'Namespace';
  metadata: ObjectMeta;
}

/** RabbitMQ cluster operator (rabbitmq.com/v1beta1): the fields used here. */
export interface RabbitmqCluster {
  apiVersion: 'rabbitmq.com/v1beta1';
  kind: 'RabbitmqCluster';
  metadata: ObjectMeta;
  spec: {
    replicas: number;
    image: string;
    resources: Resources;
    persistence: { storageClassName?: string; storage: string };
    rabbitmq: { additionalConfig: string; additionalPlugins?: string[] };
  };
}

/** RabbitMQ messaging topology operator (rabbitmq.com/v1beta1): vhost, user, permission. */
export type RabbitmqTopology =
  | {
      apiVersion: 'rabbitmq.com/v1beta1';
      kind: 'Vhost';
      metadata: ObjectMeta;
      spec: { name: string; defaultQueueType: 'quorum'; rabbitmqClusterReference: { name: string } };
    }
  | {
      apiVersion: 'rabbitmq.com/v1beta1';
      kind: 'User';
      metadata: ObjectMeta;
      spec: {
        tags: string[];
        importCredentialsSecret: { name: string };
        rabbitmqClusterReference: { name: string };
      };
    }
  | {
      apiVersion: 'rabbitmq.com/v1beta1';
      kind: 'Permission';
      metadata: ObjectMeta;
      spec: {
        vhost: string;
        user: string;
        permissions: { configure: string; write: string; read: string };
        rabbitmqClusterReference: { name: string };
      };
    };

/** CloudNativePG (postgresql.cnpg.io/v1): the fields used here. */
export interface CnpgCluster {
  apiVersion: 'postgresql.cnpg.io/v1';
  kind: 'Cluster';
  metadata: ObjectMeta;
  spec: {
    instances: number;
    imageName: string;
    primaryUpdateStrategy: 'unsupervised';
    storage: { size: string; storageClass?: string };
    resources: Resources;
    postgresql: { parameters: Record<string, string> };
    bootstrap: { initdb: { database: string; owner: string } };
    backup: {
      retentionPolicy: string;
      barmanObjectStore: {
        destinationPath: string;
        endpointURL: string;
        s3Credentials: { accessKeyId: SecretKeySelector; secretAccessKey: SecretKeySelector };
        wal: { compression: 'gzip' };
      };
    };
  };
}

export type Manifest =
  | Namespace
  | Deployment
  | StatefulSet
  | Service
  | ConfigMap
  | HorizontalPodAutoscaler
  | PodDisruptionBudget
  | Ingress
  | RabbitmqCluster
  | RabbitmqTopology
  | CnpgCluster;
