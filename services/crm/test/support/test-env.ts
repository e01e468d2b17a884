/**
 * The test profile of docs/CONVENTIONS.md. The vhost is the shared one on purpose: a
 * test-profile stack running at the same time uses the same database, so its outbox
 * relay may publish this test's events; on the same vhost the observer sees them anyway
 * (and its crm process, running the same code, may answer the RPC: still the same result).
 */
export const AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672/courtage_test';
export const DATABASE_URL = 'postgres://courtage_test_crm@127.0.0.1:5432/courtage_test_crm';

/** Env of a crm process under test; HEALTH_PORT is chosen by startServiceProcess. */
export function crmEnv(): Record<string, string> {
  return { NODE_ENV: 'test', LOG_LEVEL: 'info', AMQP_URL, DATABASE_URL };
}
