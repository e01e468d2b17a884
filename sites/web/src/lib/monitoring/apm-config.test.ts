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

  it('refuses a bad service name before starting', () => {
    expect(() => buildApmConfig({ serviceName: 'bad/name', serverUrl: 'http://apm' })).toThrow(
      /service name/,
    );
  });
});
