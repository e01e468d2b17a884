import { describe, expect, it } from 'vitest';
import { buildApmConfig, isValidServiceName } from './apm-config.ts';

describe('APM settings', () => {
  it('accepts letters, digits, space, underscore and hyphen only', () => {
    expect(isValidServiceName('courtage-web 1_a')).toBe(true);
    for (const bad of ['', 'web/site', 'web.site', 'é', 'a:b']) expect(isValidServiceName(bad)).toBe(false);
  });

  it('uses the specification values', () => {
    expect(buildApmConfig({ serviceName: 'courtage-web', serverUrl: 'http://apm:8200' })).toMatchObject({
      serviceName: 'courtage-web',
      serverUrl: 'http://apm:8200',
      serviceVersion: '1.0.0',
      transactionSampleRate: 1,
      eventsLimit: 80,
      flushInterval: 500,
      sessionTimeout: 1_800_000,
      logLevel: 'info',
    });
  });

  it('sends the trace context to the API origin only (distributed tracing)', () => {
    expect(
      buildApmConfig({
        serviceName: 'courtage-web',
        serverUrl: 'http://apm:8200',
        tracingOrigins: 'https://api.example.fr',
      }).distributedTracingOrigins,
    ).toEqual(['https://api.example.fr']);
    expect(buildApmConfig({ serviceName: 'w', serverUrl: 'http://apm' }).distributedTracingOrigins).toEqual(
      [],
    );
  });

  it('refuses a bad service name before starting', () => {
    expect(() => buildApmConfig({ serviceName: 'bad/name', serverUrl: 'http://apm' })).toThrow(
      /service name/,
    );
  });
});
