import { describe, expect, it } from 'vitest';
import { liveErrors, valueAt } from './live-errors.ts';

const request = (postalCode: string, email = '') => ({ credentials: { postalCode, email } });
const invalid = { field: 'credentials.postalCode', message: 'Code postal invalide : 5 chiffres attendus.' };
const required = { field: 'credentials.postalCode', message: 'Le code postal est obligatoire.' };

describe('liveErrors', () => {
  it('shows nothing before a step was checked', () => {
    expect(liveErrors(null, request('330'), [invalid])).toEqual([]);
  });

  it('drops an error once its field is fixed', () => {
    const checked = { errors: [invalid], request: request('330'), fromServer: false };
    expect(liveErrors(checked, request('330'), [invalid])).toEqual([invalid]);
    expect(liveErrors(checked, request('33000'), [])).toEqual([]);
  });

  it('follows the current problem of a field still wrong', () => {
    const checked = { errors: [invalid], request: request('330'), fromServer: false };
    expect(liveErrors(checked, request(''), [required])).toEqual([required]);
  });

  it('adds no error for a field that had none at the failed step', () => {
    const email = { field: 'credentials.email', message: 'Adresse e-mail invalide.' };
    const checked = { errors: [invalid], request: request('330'), fromServer: false };
    expect(liveErrors(checked, request('330', 'x'), [invalid, email])).toEqual([invalid]);
  });

  it('keeps a gateway error until its field changes', () => {
    const unknown = { field: 'credentials.postalCode', message: 'Code postal inconnu.' };
    const checked = { errors: [unknown], request: request('99999'), fromServer: true };
    expect(liveErrors(checked, request('99999'), [])).toEqual([unknown]);
    expect(liveErrors(checked, request('33000'), [])).toEqual([]);
  });
});

describe('valueAt', () => {
  it('reads a nested path and is undefined past a missing key', () => {
    expect(valueAt({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
    expect(valueAt({ a: {} }, 'a.b.c')).toBeUndefined();
  });
});
