import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { decodeCursor, defineListRpc, encodeCursor } from './define-list-rpc.ts';

describe('list RPC', () => {
  const list = defineListRpc({
    service: 'crm',
    type: 'crm.list-things',
    row: Type.Object({ id: Type.String(), name: Type.String() }),
    filter: Type.Object(
      { q: Type.Optional(Type.String({ maxLength: 100 })) },
      { additionalProperties: false },
    ),
    sortFields: ['name', 'createdAt'],
  });

  it('accepts the page sizes of the specification and refuses others', () => {
    const request = { filter: {}, sort: { field: 'name', direction: 'asc' }, limit: 25 };
    expect(Value.Check(list.request, request)).toBe(true);
    expect(Value.Check(list.request, { ...request, limit: 30 })).toBe(false);
    expect(Value.Check(list.request, { ...request, sort: { field: 'email', direction: 'asc' } })).toBe(false);
  });

  it('round-trips a cursor, accents included, and refuses a forged one', () => {
    const cursor = encodeCursor('Société Générale', '0b6f1f0e-8f0a-4f3e-9d43-7c6a6d1b2c3d');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(['Société Générale', '0b6f1f0e-8f0a-4f3e-9d43-7c6a6d1b2c3d']);
    expect(decodeCursor(encodeCursor(null, 'x'))).toEqual([null, 'x']);
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(btoa(JSON.stringify({ a: 1 })))).toBeNull();
  });
});
