import { type Static, type TObject, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export type ConfigIssue = { name: string; reason: string };
export type ConfigResult<T> = { ok: true; value: T } | { ok: false; issues: ConfigIssue[] };

const PORT = (fallback?: number) =>
  Type.Integer({ minimum: 1, maximum: 65535, ...(fallback === undefined ? {} : { default: fallback }) });

/**
 * The test profile (NODE_ENV=test, set by `npm test`) uses its own vhost, Redis database,
 * databases and ports so that tests can run while `npm start` is up (docs/CONVENTIONS.md).
 */
export const isTestProfile = process.env.NODE_ENV === 'test';
/** Added to a process's dev port under the test profile (3000 -> 13000). */
export const PORT_OFFSET = isTestProfile ? 10_000 : 0;

/** Reusable property schemas with the defaults of this machine (docs/CONVENTIONS.md). */
export const env = {
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
    default: 'development',
  }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  AMQP_URL: Type.String({
    pattern: '^amqps?://',
    default: `amqp://guest:guest@127.0.0.1:5672/${isTestProfile ? 'courtage_test' : 'courtage'}`,
  }),
  REDIS_URL: Type.String({
    pattern: '^rediss?://',
    default: `redis://127.0.0.1:6379/${isTestProfile ? 1 : 0}`,
  }),
  SMTP_URL: Type.String({ pattern: '^smtps?://', default: 'smtp://127.0.0.1:1025' }),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Courtage Santé <contact@courtage-sante.local>' }),
  STAFF_EMAIL: Type.String({ pattern: '^[^@\\s]+@[^@\\s]+$', default: 'equipe@courtage-sante.local' }),
  CORS_ORIGINS: Type.String({ default: 'http://localhost:4321,http://127.0.0.1:4321' }),
  CMS_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:1337' }),
  PUBLIC_API_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:3000' }),
  MAILDEV_API_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:1080' }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  /** Builds a port schema; pass the process's dev port (PORT_OFFSET is added under NODE_ENV=test). */
  port: (devPort?: number) => PORT(devPort === undefined ? undefined : devPort + PORT_OFFSET),
  /** Builds a postgres URL schema with the given default (see databaseUrlFor). */
  databaseUrl: (fallback: string) => Type.String({ pattern: '^postgres(ql)?://', default: fallback }),
};

/**
 * `DATABASE_URL` default for a service: postgres://courtage_<svc>@127.0.0.1:5432/courtage_<svc>
 * (`courtage_test_<svc>` under NODE_ENV=test).
 */
export function databaseUrlFor(service: string): string {
  const name = `courtage_${isTestProfile ? 'test_' : ''}${service}`;
  return `postgres://${name}@127.0.0.1:5432/${name}`;
}

/** The variables every service reads (runService), for the service `name` whose dev health port is `defaultHealthPort`. */
export function serviceConfig(name: string, defaultHealthPort: number) {
  return {
    NODE_ENV: env.NODE_ENV,
    LOG_LEVEL: env.LOG_LEVEL,
    DATABASE_URL: env.databaseUrl(databaseUrlFor(name)),
    AMQP_URL: env.AMQP_URL,
    HEALTH_PORT: env.port(defaultHealthPort),
    HEALTH_HOST: env.HOST,
    // How often the outbox relay looks for rows committed by other replicas (its own are
    // published right after commit).
    OUTBOX_POLL_MS: Type.Integer({ minimum: 10, maximum: 60_000, default: 100 }),
    // Retention of the runtime's tables (see retention.ts): published outbox rows, handled
    // event ids (the duplicate-detection window), and how often a pass runs.
    OUTBOX_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3_650, default: 7 }),
    INBOX_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3_650, default: 30 }),
    RETENTION_INTERVAL_MS: Type.Integer({ minimum: 1_000, maximum: 86_400_000, default: 3_600_000 }),
  };
}

function describe(schema: TSchema, raw: string | undefined, message: string): string {
  if (raw === undefined) return 'manquante (aucune valeur par défaut)';
  const expected = schema.type === 'integer' || schema.type === 'number' ? 'un nombre attendu' : message;
  return `valeur invalide « ${raw} » : ${expected}`;
}

/** Pure part of loadConfig: reads the schema's keys from env, applies defaults, converts, checks. */
export function parseConfig<T extends TObject>(
  schema: T,
  source: NodeJS.ProcessEnv,
): ConfigResult<Static<T>> {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(schema.properties)) {
    const value = source[name];
    if (value !== undefined && value !== '') raw[name] = value;
  }
  const value = Value.Convert(schema, Value.Default(schema, { ...raw }));
  const issues: ConfigIssue[] = [];
  const seen = new Set<string>();
  for (const error of Value.Errors(schema, value)) {
    const name = error.path.split('/')[1] ?? error.path;
    if (seen.has(name)) continue;
    seen.add(name);
    const property = schema.properties[name] ?? schema;
    issues.push({ name, reason: describe(property, raw[name], error.message) });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: value as Static<T> };
}

/**
 * Reads env once, applies defaults, validates with TypeBox. On a missing or bad variable
 * prints `Configuration invalide : <NAME> <reason>` to stderr and exits 1.
 */
export function loadConfig<T extends TObject>(schema: T, source: NodeJS.ProcessEnv = process.env): Static<T> {
  const result = parseConfig(schema, source);
  if (result.ok) return Object.freeze(result.value) as Static<T>;
  for (const issue of result.issues) {
    process.stderr.write(`Configuration invalide : ${issue.name} ${issue.reason}\n`);
  }
  process.exit(1);
}
