import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { markChecked, takeChecked } from './checked-values.ts';

describe('checked values', () => {
  const schema = Type.Object({ name: Type.String() });

  it('answers true once for the object and schema that were marked', () => {
    const value = { name: 'Dupont' };
    markChecked(schema, value);
    expect(takeChecked(schema, value)).toBe(true);
    expect(takeChecked(schema, value)).toBe(false);
  });

  it('does not count a mark made with another schema, or for another object with the same content', () => {
    const value = { name: 'Dupont' };
    markChecked(schema, value);
    expect(takeChecked(Type.Object({ name: Type.String() }), value)).toBe(false);
    expect(takeChecked(schema, { name: 'Dupont' })).toBe(false);
    expect(takeChecked(schema, value)).toBe(true);
  });

  it('never marks a primitive', () => {
    markChecked(schema, 'Dupont');
    expect(takeChecked(schema, 'Dupont')).toBe(false);
  });
});
