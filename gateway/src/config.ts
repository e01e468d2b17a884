import { env, loadConfig, PORT_OFFSET, parseConfig } from '@courtage/runtime/config';
import { type Static, Type } from '@sinclair/typebox';

/** Every setting of the gateway, read once from env (docs/CONVENTIONS.md lists the shared ones). */
export const GatewayConfigSchema = Type.Object({
  NODE_ENV: env.NODE_ENV,
  LOG_LEVEL: env.LOG_LEVEL,
  HOST: env.HOST,
  PORT: env.port(3000),
  AMQP_URL: env.AMQP_URL,
  REDIS_URL: env.REDIS_URL,
  /** Comma-separated origins allowed to call the API from a browser. */
  CORS_ORIGINS: env.CORS_ORIGINS,
  /** Contact-form submissions per IP per minute. */
  CONTACT_RATE_LIMIT: Type.Integer({ minimum: 1, default: 5 }),
  /** Offer confirmations (call-back bookings) per IP per hour (slots exhausted anonymously). */
  /** Any request per IP per minute (the 404 handler included). */
  RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 300 }),
  /**
   * Requests being handled at once at most (body read, checks, calls to services); beyond,
   * 503 with the French message and Retry-After at once, so that an overload (a slow service,
   * database or queue) costs a bounded memory. /health and websockets do not count.
   */
  MAX_REQUESTS_IN_FLIGHT: Type.Integer({ minimum: 1, default: 256 }),
  /**
   * The same 503 while the gateway's own event loop is this late on average (ms, over the last
   * half second): when the gateway itself is the bottleneck, requests wait before any hook runs,
   * so the bound above is never reached; 0 turns the check off.
   */
  MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, default: 1000 }),
  /** How long the gateway waits for a service's RPC reply before answering 504. */
  RPC_TIMEOUT_MS: Type.Integer({ minimum: 10, default: 5000 }),
  /** Port of the Prometheus page (`GET /metrics`), on HOST; 0 (the default): not served. The stack
   * runner sets it (3090 in dev, 13090 test, 23090 bench). */
  METRICS_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 0 }),
  /** The stack's Prometheus, read by the ops console (alerts, charts); the stack runner sets it. */
  PROMETHEUS_URL: Type.String({ pattern: '^https?://', default: `http://127.0.0.1:${9095 + PORT_OFFSET}` }),
  /** Services whose RPC queue the gateway watches (GET /health per service, 503 at once when one
   * has no consumer); comma-separated. */
  WATCHED_SERVICES: Type.String({
    pattern: '^[a-z0-9-]+(,[a-z0-9-]+)*$',
    default: 'auth,offer,crm,notification',
  }),
  /** Set when a reverse proxy sits in front, so that rate limits apply to the client's IP. */
  TRUST_PROXY: Type.Boolean({ default: false }),
  /** `/ws`: how long a new socket has to send its access token before it is closed. */
  WS_AUTH_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5000 }),
  /** `/ws`: how often the sessions of open sockets are checked against the revocation list (ms). */
  WS_REVOCATION_CHECK_MS: Type.Integer({ minimum: 50, maximum: 1000, default: 500 }),
  /** `/ws`: ping interval; a socket that did not answer the previous ping is dropped. */
  WS_PING_MS: Type.Integer({ minimum: 100, default: 30000 }),
  /** CRM documents and quote PDFs: the S3-compatible store (s3rver from ensure-servers.sh in dev and tests). */
  S3_ENDPOINT: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4569' }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_BUCKET: Type.String({
    default: process.env.NODE_ENV === 'test' ? 'courtage-test-documents' : 'courtage-documents',
  }),
  S3_ACCESS_KEY_ID: Type.String({ default: 'S3RVER' }),
  S3_SECRET_ACCESS_KEY: Type.String({ default: 'S3RVER' }),
  /** Verifies access tokens (shared with auth, which signs them); required in production (resolveJwtSecret). */
  JWT_SECRET: Type.Optional(Type.String()),
  /** Sign-in, code, refresh and reset routes: requests per IP per minute and route. */
  AUTH_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
  /** Where the email-verification link lands (the site's origin). */
  PUBLIC_SITE_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:4321' }),
  /** Verifies the emails' consent-withdrawal links (notification signs them); required in production. */
  PRIVACY_LINK_SECRET: Type.Optional(Type.String()),
  /** HMAC key of the partner CRM's webhook; empty: the webhook answers 503. */
  EXTERNAL_CRM_WEBHOOK_SECRET: Type.String({ default: '' }),
});

export type GatewayConfig = Static<typeof GatewayConfigSchema>;

/** For server.ts: exits with a French message naming the bad variable. */
export function loadGatewayConfig(source: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(GatewayConfigSchema, source);
}

/** For tests: throws instead of exiting. */
export function parseGatewayConfig(source: NodeJS.ProcessEnv): GatewayConfig {
  const result = parseConfig(GatewayConfigSchema, source);
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.name} ${i.reason}`).join('; '));
  return result.value;
}

/** `CORS_ORIGINS` as a list, blanks dropped. */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin.length > 0);
}
