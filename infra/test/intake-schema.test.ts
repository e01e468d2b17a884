import { describe, expect, it } from 'vitest';
import { intakeErrors } from '../src/elastic/intake-schema.ts';

// The intake rules infra/test/tracing.test.ts checks every record against: they must refuse
// what APM Server refuses, or that check proves nothing.
const transaction = {
  id: '451ce9f51a31b1e1',
  trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
  parent_id: '00f067aa0ba902b7',
  name: 'GET /api/v1/confirm-offer/slots',
  type: 'request',
  duration: 12.5,
  timestamp: 1795829708353793,
  span_count: { started: 1 },
  outcome: 'success',
};
const span = {
  id: '8a81f4e4e6864347',
  trace_id: transaction.trace_id,
  parent_id: transaction.id,
  transaction_id: transaction.id,
  name: 'SELECT slots',
  type: 'db',
  subtype: 'postgresql',
  timestamp: 1795829708353000,
  duration: 3.2,
};
const metadata = {
  service: { name: 'gateway', agent: { name: 'nodejs', version: '4.18.0' }, environment: 'test' },
  process: { pid: 12 },
};

describe('APM intake rules', () => {
  it('accepts the records the agent sends', () => {
    expect(intakeErrors({ metadata })).toEqual([]);
    expect(intakeErrors({ transaction })).toEqual([]);
    expect(intakeErrors({ span })).toEqual([]);
  });

  it('refuses a fractional timestamp, a missing field, a bad outcome or service name, two records in one', () => {
    expect(intakeErrors({ span: { ...span, timestamp: 1795829708353793.8 } })).not.toEqual([]);
    expect(intakeErrors({ span: { ...span, parent_id: undefined } })).not.toEqual([]);
    const { span_count: _, ...withoutCount } = transaction;
    expect(intakeErrors({ transaction: withoutCount })).not.toEqual([]);
    expect(intakeErrors({ transaction: { ...transaction, outcome: 'ok' } })).not.toEqual([]);
    expect(
      intakeErrors({ metadata: { ...metadata, service: { ...metadata.service, name: 'gate/way' } } }),
    ).not.toEqual([]);
    expect(intakeErrors({ transaction, span })).not.toEqual([]);
    expect(intakeErrors({ trace: {} })).not.toEqual([]);
  });
});
