import { describe, expect, it } from 'vitest';
import {
  currentTraceparent,
  inSpan,
  sampleRate,
  startTracing,
  traceLogFields,
  tracingEnabled,
} from './tracing.ts';

describe('tracing settings', () => {
  it('records one transaction in ten in production and every one elsewhere, unless told', () => {
    expect(sampleRate({ NODE_ENV: 'production' })).toBe(0.1);
    expect(sampleRate({ NODE_ENV: 'development' })).toBe(1);
    expect(sampleRate({})).toBe(1);
    expect(sampleRate({ NODE_ENV: 'production', ELASTIC_APM_TRANSACTION_SAMPLE_RATE: '0.5' })).toBe(0.5);
    expect(sampleRate({ NODE_ENV: 'production', ELASTIC_APM_TRANSACTION_SAMPLE_RATE: '' })).toBe(0.1);
    expect(sampleRate({ ELASTIC_APM_TRANSACTION_SAMPLE_RATE: '0' })).toBe(0);
    // Like the agent: a value outside 0..1 is ignored, four decimals kept.
    expect(sampleRate({ NODE_ENV: 'production', ELASTIC_APM_TRANSACTION_SAMPLE_RATE: 'un sur dix' })).toBe(
      0.1,
    );
    expect(sampleRate({ NODE_ENV: 'production', ELASTIC_APM_TRANSACTION_SAMPLE_RATE: '2' })).toBe(0.1);
    expect(sampleRate({ ELASTIC_APM_TRANSACTION_SAMPLE_RATE: '0.123456' })).toBe(0.1235);
  });

  it('stays off without a server URL: no agent, the work runs as it is, nothing added to logs', async () => {
    expect(await startTracing({ serviceName: 'test', env: {} })).toBe(false);
    expect(tracingEnabled()).toBe(false);
    expect(await inSpan('rpc x', 'messaging', 'rabbitmq', 'send', async (traceparent) => traceparent)).toBe(
      undefined,
    );
    expect(currentTraceparent()).toBeUndefined();
    expect(traceLogFields()).toEqual({});
  });
});
