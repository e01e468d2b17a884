import { defineEvent } from '@courtage/contracts/define';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { parseEvent } from './envelope.ts';

const received = defineEvent({
  type: 'crm.contact-query.received',
  version: 1,
  data: Type.Object({ email: Type.String({ format: 'email' }) }),
});
const base = {
  messageId: 'm1',
  type: received.type,
  version: 1,
  occurredAt: '2025-01-01T00:00:00.000Z',
  correlationId: 'c1',
};
const encode = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('parseEvent', () => {
  it('accepts a valid envelope and finds its definition', () => {
    const parsed = parseEvent(encode({ ...base, data: { email: 'a@b.fr' } }), [received]);
    expect(parsed).toMatchObject({ ok: true, def: received, envelope: { messageId: 'm1' } });
  });

  it('rejects unparseable JSON', () => {
    expect(parseEvent(Buffer.from('{'), [received])).toMatchObject({
      ok: false,
      reason: /^unparseable JSON/,
    });
  });

  it('rejects an envelope missing its messageId', () => {
    const parsed = parseEvent(encode({ ...base, messageId: undefined, data: {} }), [received]);
    expect(parsed).toMatchObject({ ok: false, reason: /^invalid envelope: messageId/ });
  });

  it('rejects an unknown type or version', () => {
    const parsed = parseEvent(encode({ ...base, version: 2, data: { email: 'a@b.fr' } }), [received]);
    expect(parsed).toEqual({ ok: false, reason: 'unexpected event crm.contact-query.received v2' });
  });

  it('rejects data that breaks the contract, formats included', () => {
    const parsed = parseEvent(encode({ ...base, data: { email: 'nope' } }), [received]);
    expect(parsed).toMatchObject({ ok: false, reason: /^invalid data: email / });
  });
});
