import type { EventDefinition } from '@courtage/contracts/define';
import { Type } from '@sinclair/typebox';
import { validate } from './validate.ts';

export type EventEnvelope<D = unknown> = {
  messageId: string;
  type: string;
  version: number;
  occurredAt: string;
  correlationId: string;
  data: D;
  /** The W3C trace context of the transaction that wrote the event (tracing.ts), when traced. */
  traceparent?: string;
};

const ENVELOPE = Type.Object({
  messageId: Type.String({ minLength: 1 }),
  type: Type.String({ minLength: 1 }),
  version: Type.Integer({ minimum: 1 }),
  occurredAt: Type.String({ minLength: 1 }),
  correlationId: Type.String({ minLength: 1 }),
  data: Type.Unknown(),
  traceparent: Type.Optional(Type.String({ maxLength: 64 })),
});

export type ParsedEvent =
  | { ok: true; envelope: EventEnvelope; def: EventDefinition }
  | { ok: false; reason: string };

/** Parses and validates an event body against its envelope and the matching definition. */
export function parseEvent(content: Buffer, events: readonly EventDefinition[]): ParsedEvent {
  let body: unknown;
  try {
    body = JSON.parse(content.toString('utf8'));
  } catch (error) {
    return { ok: false, reason: `unparseable JSON: ${(error as Error).message}` };
  }
  return checkEvent(body, events);
}

/** Header of a message that carries several events of one type (a JSON array of envelopes). */
export const EVENT_COUNT_HEADER = 'x-events';

/**
 * The events of a message: one envelope, or with EVENT_COUNT_HEADER an array of them (the
 * outbox relay publishes the rows of one type claimed together as one message). `null` when
 * the body is no JSON, or not an array where one is announced.
 */
export function parseEvents(
  content: Buffer,
  headers: Record<string, unknown> | undefined,
  events: readonly EventDefinition[],
): { body: unknown; parsed: ParsedEvent }[] | ParsedEvent {
  if (headers?.[EVENT_COUNT_HEADER] === undefined) return parseEvent(content, events);
  let body: unknown;
  try {
    body = JSON.parse(content.toString('utf8'));
  } catch (error) {
    return { ok: false, reason: `unparseable JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(body) || body.length === 0)
    return { ok: false, reason: 'an event batch that is not an array' };
  return body.map((item: unknown) => ({ body: item, parsed: checkEvent(item, events) }));
}

/** Checks one parsed envelope and its data against the matching definition. */
export function checkEvent(body: unknown, events: readonly EventDefinition[]): ParsedEvent {
  const envelopeErrors = validate(ENVELOPE, body);
  if (envelopeErrors.length > 0) {
    return { ok: false, reason: `invalid envelope: ${formatErrors(envelopeErrors)}` };
  }
  const envelope = body as EventEnvelope;
  const def = events.find((event) => event.type === envelope.type && event.version === envelope.version);
  if (!def) return { ok: false, reason: `unexpected event ${envelope.type} v${envelope.version}` };
  const dataErrors = validate(def.data, envelope.data);
  if (dataErrors.length > 0) return { ok: false, reason: `invalid data: ${formatErrors(dataErrors)}` };
  return { ok: true, envelope, def };
}

export function formatErrors(errors: { field: string; message: string }[]): string {
  return errors.map((error) => `${error.field || '(root)'} ${error.message}`).join('; ');
}
