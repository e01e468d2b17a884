/** Settings of the real-user monitoring agent (specification §9). */
export type ApmConfig = {
  serviceName: string;
  serverUrl: string;
  serviceVersion: string;
  environment: string;
  transactionSampleRate: number;
  eventsLimit: number;
  flushInterval: number;
  session: boolean;
  sessionTimeout?: number;
  logLevel: 'info';
  /** Origins whose calls carry `traceparent`, so the gateway's transaction continues the page's. */
  distributedTracingOrigins: string[];
};

/** Letters, digits, space, underscore and hyphen only. */
const SERVICE_NAME = /^[a-zA-Z0-9 _-]+$/;

export function isValidServiceName(name: string): boolean {
  return SERVICE_NAME.test(name);
}

export const APM_DEFAULTS = {
  serviceVersion: '1.0.0',
  transactionSampleRate: 1,
  eventsLimit: 80,
  flushInterval: 500,
  sessionTimeoutMs: 30 * 60 * 1000,
  logLevel: 'info',
} as const;

/** The agent's init options, or an Error naming the bad setting (checked before start). */
export function buildApmConfig(input: {
  serviceName: string;
  serverUrl: string;
  environment?: string;
  /** Space-separated origins (the API's): its calls join the page's trace. */
  tracingOrigins?: string;
}): ApmConfig {
  if (!isValidServiceName(input.serviceName)) {
    throw new Error(`invalid APM service name "${input.serviceName}": letters, digits, space, _ and - only`);
  }
  return {
    serviceName: input.serviceName,
    serverUrl: input.serverUrl,
    serviceVersion: APM_DEFAULTS.serviceVersion,
    environment: input.environment ?? 'production',
    transactionSampleRate: APM_DEFAULTS.transactionSampleRate,
    eventsLimit: APM_DEFAULTS.eventsLimit,
    flushInterval: APM_DEFAULTS.flushInterval,
    session: true,
    sessionTimeout: APM_DEFAULTS.sessionTimeoutMs,
    logLevel: APM_DEFAULTS.logLevel,
    distributedTracingOrigins: (input.tracingOrigins ?? '').split(/\s+/).filter(Boolean),
  };
}
