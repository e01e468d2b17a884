import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { isValidIban } from '../validators/iban.ts';
import { CONTROL_CHARACTER_MESSAGE, checkForm, defineForm, UNKNOWN_FIELD_MESSAGE } from './define-form.ts';

const form = defineForm({
  schema: Type.Object(
    {
      name: Type.String({ minLength: 2, maxLength: 20 }),
      bank: Type.Object({ iban: Type.String({ maxLength: 40 }) }, { additionalProperties: false }),
      kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
      age: Type.Optional(Type.Integer({ minimum: 18, maximum: 120 })),
    },
    { additionalProperties: false },
  ),
  messages: {
    name: { required: 'Le nom est obligatoire.', invalid: 'Nom invalide.' },
    'bank.iban': 'IBAN invalide.',
    kind: 'Choisissez un type.',
    age: 'Âge invalide.',
  },
  rules: [
    { field: 'bank.iban', check: (v) => isValidIban(v.bank.iban) },
    {
      field: 'age',
      uses: ['kind'],
      check: (v) => v.kind !== 'b' || v.age !== undefined,
      message: 'Âge requis.',
    },
  ],
});

const valid = { name: 'Jeanne', bank: { iban: 'FR7630006000011234567890189' }, kind: 'a' };

describe('checkForm', () => {
  it('accepts a valid value', () => {
    expect(checkForm(form, valid)).toEqual([]);
  });

  it('gives one French message per field, in form order', () => {
    expect(checkForm(form, { kind: 'z', age: 3, bank: { iban: 'x' } })).toEqual([
      { field: 'name', message: 'Le nom est obligatoire.' },
      { field: 'bank.iban', message: 'IBAN invalide.' },
      { field: 'kind', message: 'Choisissez un type.' },
      { field: 'age', message: 'Âge invalide.' },
    ]);
  });

  it('tells an empty field from an invalid one', () => {
    expect(checkForm(form, { ...valid, name: '' })).toEqual([
      { field: 'name', message: 'Le nom est obligatoire.' },
    ]);
    expect(checkForm(form, { ...valid, name: 'x'.repeat(21) })).toEqual([
      { field: 'name', message: 'Nom invalide.' },
    ]);
  });

  it('runs a rule only once the fields it reads are valid', () => {
    expect(checkForm(form, { ...valid, kind: 'b' })).toEqual([{ field: 'age', message: 'Âge requis.' }]);
    expect(checkForm(form, { ...valid, kind: 'c' })).toEqual([
      { field: 'kind', message: 'Choisissez un type.' },
    ]);
  });

  it('refuses unknown fields, control characters and non-objects', () => {
    expect(checkForm(form, { ...valid, extra: 1 })).toEqual([
      { field: 'extra', message: UNKNOWN_FIELD_MESSAGE },
    ]);
    expect(checkForm(form, { ...valid, name: 'Je\u0000anne' })).toEqual([
      { field: 'name', message: CONTROL_CHARACTER_MESSAGE },
    ]);
    expect(checkForm(form, [valid])).toHaveLength(1);
    expect(checkForm(form, null)).toHaveLength(1);
  });

  it('does not coerce types', () => {
    expect(checkForm(form, { ...valid, name: 12345 })).toEqual([{ field: 'name', message: 'Nom invalide.' }]);
    expect(checkForm(form, { ...valid, age: '30' })).toEqual([{ field: 'age', message: 'Âge invalide.' }]);
  });
});

describe('lists', () => {
  const listForm = defineForm({
    schema: Type.Object(
      {
        title: Type.String({ minLength: 1 }),
        items: Type.Array(
          Type.Object({ code: Type.String({ pattern: '^[a-z]+$' }), qty: Type.Integer({ minimum: 1 }) }),
          { minItems: 1 },
        ),
      },
      { additionalProperties: false },
    ),
    messages: {
      title: 'Titre obligatoire.',
      items: 'Ajoutez un article.',
      'items.*.code': 'Code invalide.',
      'items.*.qty': 'Quantité invalide.',
    },
    checks: [
      (v) =>
        v.items.flatMap((item, i) =>
          v.items.findIndex((other) => other.code === item.code) < i
            ? [{ field: `items.${i}.code`, message: 'Code en double.' }]
            : [],
        ),
    ],
  });

  it('names each item of a list by its path, with the message of its `*` key, in form order', () => {
    expect(
      checkForm(listForm, {
        title: '',
        items: [
          { code: 'A', qty: 1 },
          { code: 'b', qty: 0 },
        ],
      }),
    ).toEqual([
      { field: 'title', message: 'Titre obligatoire.' },
      { field: 'items.0.code', message: 'Code invalide.' },
      { field: 'items.1.qty', message: 'Quantité invalide.' },
    ]);
  });

  it('runs the list checks once the schema passed', () => {
    const twice = {
      title: 't',
      items: [
        { code: 'a', qty: 1 },
        { code: 'a', qty: 2 },
      ],
    };
    expect(checkForm(listForm, twice)).toEqual([{ field: 'items.1.code', message: 'Code en double.' }]);
    expect(checkForm(listForm, { ...twice, title: '' })).toEqual([
      { field: 'title', message: 'Titre obligatoire.' },
    ]);
  });
});
