import { Ajv } from 'ajv';

/**
 * The rules APM Server's intake (v2, `POST /intake/v2/events`, NDJSON) applies to the records the
 * Node agents send: a metadata record first, then transactions and spans. Written here from the
 * intake's published JSON schema (apm-server's docs/spec/v2), kept to what the agents of this
 * project send and what the server would refuse: the required fields, their types, the length of
 * names, the allowed outcomes. A record that breaks one of them is dropped by the server (400 for
 * the whole request), so a test that runs the agents against its own intake endpoint checks each
 * record here.
 */
const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: ['null', type], ...extra });
const keyword = nullable('string', { maxLength: 1024 });

const metadata = {
  type: 'object',
  required: ['service'],
  properties: {
    service: {
      type: 'object',
      required: ['agent', 'name'],
      properties: {
        agent: {
          type: 'object',
          required: ['name', 'version'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 1024 },
            version: { type: 'string', maxLength: 1024 },
          },
        },
        name: { type: 'string', minLength: 1, maxLength: 1024, pattern: '^[a-zA-Z0-9 _-]+$' },
        environment: keyword,
        version: keyword,
        language: { type: ['null', 'object'], required: ['name'], properties: { name: { type: 'string' } } },
        runtime: {
          type: ['null', 'object'],
          required: ['name', 'version'],
          properties: { name: { type: 'string' }, version: { type: 'string' } },
        },
      },
    },
    process: { type: ['null', 'object'], required: ['pid'], properties: { pid: { type: 'integer' } } },
    cloud: { type: ['null', 'object'], required: ['provider'], properties: { provider: { type: 'string' } } },
    labels: {
      type: ['null', 'object'],
      additionalProperties: { type: ['null', 'string', 'boolean', 'number'] },
    },
  },
};

const ids = {
  id: { type: 'string', maxLength: 1024 },
  trace_id: { type: 'string', maxLength: 1024 },
  parent_id: keyword,
  name: keyword,
  type: { type: 'string', maxLength: 1024 },
  duration: { type: 'number', minimum: 0 },
  timestamp: nullable('integer'),
  outcome: { type: ['null', 'string'], enum: ['success', 'failure', 'unknown', null] },
};

const transaction = {
  type: 'object',
  required: ['duration', 'id', 'span_count', 'trace_id', 'type'],
  properties: {
    ...ids,
    result: keyword,
    sampled: nullable('boolean'),
    sample_rate: nullable('number'),
    span_count: {
      type: 'object',
      required: ['started'],
      properties: { started: { type: 'integer' }, dropped: nullable('integer') },
    },
  },
};

const span = {
  type: 'object',
  required: ['duration', 'id', 'name', 'parent_id', 'trace_id', 'type'],
  anyOf: [
    { required: ['start'], properties: { start: { type: 'number' } } },
    { required: ['timestamp'], properties: { timestamp: { type: 'integer' } } },
  ],
  properties: {
    ...ids,
    parent_id: { type: 'string', maxLength: 1024 },
    transaction_id: keyword,
    subtype: keyword,
    action: keyword,
    sync: nullable('boolean'),
    context: {
      type: ['null', 'object'],
      properties: {
        db: {
          type: ['null', 'object'],
          properties: { statement: nullable('string'), type: nullable('string') },
        },
        destination: {
          type: ['null', 'object'],
          properties: {
            service: {
              type: ['null', 'object'],
              required: ['resource'],
              properties: { resource: { type: 'string', maxLength: 1024 } },
            },
          },
        },
      },
    },
  },
};

/** One NDJSON line: an object of exactly one kind of record. */
const record = {
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  properties: { metadata, transaction, span, error: { type: 'object' }, metricset: { type: 'object' } },
  additionalProperties: false,
};

const ajv = new Ajv({ allErrors: true, strict: false });
const check = ajv.compile(record);

/** What in one intake record APM Server would refuse; empty when it accepts it. */
export function intakeErrors(line: unknown): string[] {
  if (check(line)) return [];
  return (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());
}
