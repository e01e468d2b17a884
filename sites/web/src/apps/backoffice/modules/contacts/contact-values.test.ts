import { contactForm } from '@courtage/contracts/crm/contacts/contact-form';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../../lib/forms/form-errors.ts';
import { EMPTY_CONTACT, toContactInput } from './contact-values.ts';

describe('toContactInput', () => {
  it('gives a standalone contact the contract accepts', () => {
    const input = toContactInput(
      { ...EMPTY_CONTACT, civility: 'Mme', name: ' Durand ', forename: 'Léa' },
      null,
    );
    expect(input).toEqual({ civility: 'Mme', name: 'Durand', forename: 'Léa', companyId: null });
    expect(formErrors(contactForm, input)).toEqual({});
  });
  it('asks for the civility and refuses a bad e-mail and phone in French', () => {
    const errors = formErrors(
      contactForm,
      toContactInput({ ...EMPTY_CONTACT, name: 'Durand', forename: 'Léa', email: 'lea@', phone: '12' }, null),
    );
    expect(errors).toEqual({
      civility: 'Veuillez choisir la civilité (M. ou Mme).',
      email: 'L’adresse e-mail est invalide.',
      phone: 'Le numéro de téléphone est invalide (10 chiffres ou +33).',
    });
  });
});
