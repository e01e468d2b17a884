import { defineForm } from '@courtage/contracts/form/define-form';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../auth/api-error.ts';
import { formErrors, serverFieldErrors } from './form-errors.ts';

const form = defineForm({
  schema: Type.Object({ name: Type.String({ minLength: 1 }), age: Type.Integer({ minimum: 18 }) }),
  messages: {
    name: 'Le nom est obligatoire.',
    age: { required: 'L’âge est obligatoire.', invalid: 'Majeur seulement.' },
  },
});

describe('formErrors', () => {
  it('keys each field’s French message by its path', () => {
    expect(formErrors(form, { name: '', age: 12 })).toEqual({
      name: 'Le nom est obligatoire.',
      age: 'Majeur seulement.',
    });
  });
  it('is empty for a valid value', () => {
    expect(formErrors(form, { name: 'Ada', age: 30 })).toEqual({});
  });
});

describe('serverFieldErrors', () => {
  it('reads the gateway’s details, pointer or dotted path', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', [
      { field: '/address/zipCode', message: 'Code postal inconnu.' },
      { field: 'siren', message: 'SIREN invalide.' },
      { field: 'siren', message: 'second' },
    ]);
    expect(serverFieldErrors(error)).toEqual({
      'address.zipCode': 'Code postal inconnu.',
      siren: 'SIREN invalide.',
    });
  });
  it('is empty for another failure', () => {
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});
