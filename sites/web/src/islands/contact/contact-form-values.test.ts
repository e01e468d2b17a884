import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  toContactQuery,
  toFieldErrors,
} from './contact-form-values.ts';

describe('contact form values', () => {
  it('trims the fields and leaves an empty phone out', () => {
    const query = toContactQuery({
      ...EMPTY_CONTACT_FORM,
      name: '  Marie Curie ',
      email: ' marie@example.com',
      phone: '   ',
      postalCode: '75011',
      city: 'Paris 11e Arrondissement',
      message: ' Bonjour, je souhaite un devis. ',
      consent: true,
    });
    expect(query).toEqual({
      name: 'Marie Curie',
      email: 'marie@example.com',
      postalCode: '75011',
      city: 'Paris 11e Arrondissement',
      message: 'Bonjour, je souhaite un devis.',
      consent: true,
    });
  });

  it('keeps the first message per known field and finds the first bad field in form order', () => {
    const errors = toFieldErrors([
      { field: 'message', message: 'Trop court.' },
      { field: 'email', message: 'Adresse e-mail invalide.' },
      { field: 'email', message: 'Second message.' },
      { field: 'extra', message: 'Ce champ n’est pas attendu.' },
    ]);
    expect(errors).toEqual({ message: 'Trop court.', email: 'Adresse e-mail invalide.' });
    expect(firstInvalidField(errors)).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
