import { CONTROL_CHARACTER_MESSAGE, defineForm } from '@courtage/contracts/form/define-form';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { validate } from './validate.ts';

describe('validate', () => {
  const schema = Type.Object({
    email: Type.String({ format: 'email' }),
    when: Type.String({ format: 'date-time' }),
    nested: Type.Object({ count: Type.Integer() }),
  });

  it('returns no errors for a valid value', () => {
    expect(validate(schema, { email: 'a@b.fr', when: '2025-01-01T10:00:00Z', nested: { count: 1 } })).toEqual(
      [],
    );
  });

  it('lists field errors with dotted paths, formats checked', () => {
    const errors = validate(schema, { email: 'nope', when: '2025-13-45T99:00:00Z', nested: { count: 1.5 } });
    expect(errors.map((error) => error.field)).toEqual(['email', 'when', 'nested.count']);
  });
});

describe('validate with a form', () => {
  it('checks a form schema by its form: French messages, rules, control characters', () => {
    const form = defineForm({
      schema: Type.Object({ code: Type.String({ maxLength: 5 }) }, { additionalProperties: false }),
      messages: { code: 'Code invalide.' },
      rules: [{ field: 'code', check: (v) => v.code !== '00000', message: 'Code réservé.' }],
    });
    expect(validate(form.schema, { code: '12345' })).toEqual([]);
    expect(validate(form.schema, { code: 12 })).toEqual([{ field: 'code', message: 'Code invalide.' }]);
    expect(validate(form.schema, { code: '00000' })).toEqual([{ field: 'code', message: 'Code réservé.' }]);
    expect(validate(form.schema, { code: 'a\u0000' })).toEqual([
      { field: 'code', message: CONTROL_CHARACTER_MESSAGE },
    ]);
  });
});
