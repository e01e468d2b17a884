import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  checkForm,
  NOT_A_FORM_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
} from '../form/define-form.ts';
import {
  CONTACT_QUERY_MESSAGES,
  ContactQueryInput,
  contactQueryForm,
  normalizeContactQuery,
} from './contact-query.ts';
import { ContactQueryReceivedData, contactQueryReceived } from './contact-query-received.event.ts';
import { ContactQueryCreated, createContactQuery } from './create-contact-query.rpc.ts';

const valid: ContactQueryInput = {
  name: 'Marie Dupont',
  email: 'marie.dupont@example.fr',
  phone: '06 12 34 56 78',
  postalCode: '75011',
  city: 'Paris 11e Arrondissement',
  message: 'Bonjour, je souhaite un devis pour ma famille.',
  consent: true,
};

const check = (value: unknown) => checkForm(contactQueryForm, value);

describe('contactQueryForm', () => {
  it('accepts a valid form, with or without phone', () => {
    expect(check(valid)).toEqual([]);
    const { phone: _phone, ...withoutPhone } = valid;
    expect(check(withoutPhone)).toEqual([]);
    expect(check({ ...valid, phone: '  ' })).toEqual([]);
  });

  it('reports every bad field at once, in form order, in French', () => {
    expect(
      check({
        name: ' M ',
        email: 'marie@',
        phone: '12',
        postalCode: '7501',
        city: '',
        message: 'Court',
        consent: false,
      }),
    ).toEqual([
      { field: 'name', message: 'Veuillez indiquer votre nom.' },
      { field: 'email', message: 'Adresse e-mail invalide.' },
      { field: 'phone', message: 'Numéro de téléphone invalide.' },
      { field: 'postalCode', message: 'Code postal invalide : 5 chiffres attendus.' },
      { field: 'city', message: 'Veuillez choisir votre commune.' },
      { field: 'message', message: 'Votre message doit contenir au moins 10 caractères.' },
      { field: 'consent', message: 'Vous devez accepter d’être recontacté.' },
    ]);
  });

  it('refuses a non-object as a whole', () => {
    for (const body of ['hello', null, [valid]])
      expect(check(body)).toEqual([{ field: '', message: NOT_A_FORM_MESSAGE }]);
  });

  it('refuses control characters and a null phone (no coercion)', () => {
    expect(check({ ...valid, city: 'Paris\u0000' })).toEqual([
      { field: 'city', message: CONTROL_CHARACTER_MESSAGE },
    ]);
    expect(check({ ...valid, phone: null }).map((e) => e.field)).toEqual(['phone']);
    expect(check({ ...valid, name: ['Marie Dupont'] }).map((e) => e.field)).toEqual(['name']);
  });

  it('rejects values of the wrong type', () => {
    const errors = check({ ...valid, name: 42, consent: 'true', phone: 612345678 });
    expect(errors.map((e) => e.field)).toEqual(['name', 'phone', 'consent']);
  });

  it('rejects too long name and message', () => {
    expect(check({ ...valid, name: 'a'.repeat(101), message: 'a'.repeat(2001) })).toEqual([
      { field: 'name', message: CONTACT_QUERY_MESSAGES.name.tooLong },
      { field: 'message', message: CONTACT_QUERY_MESSAGES.message.tooLong },
    ]);
  });

  it('rejects unknown properties', () => {
    expect(check({ ...valid, isAdmin: true })).toEqual([
      { field: 'isAdmin', message: UNKNOWN_FIELD_MESSAGE },
    ]);
  });
});

describe('normalizeContactQuery', () => {
  it('trims, gives the national phone and drops an empty phone', () => {
    const normalized = normalizeContactQuery({
      ...valid,
      name: '  Marie Dupont ',
      phone: '+33 6 12 34 56 78',
    });
    expect(normalized).toEqual({ ...valid, phone: '0612345678' });
    expect(normalizeContactQuery({ ...valid, phone: ' ' })).not.toHaveProperty('phone');
  });

  it('gives what the TypeBox schema accepts', () => {
    expect(Value.Check(ContactQueryInput, normalizeContactQuery(valid))).toBe(true);
    expect(Value.Check(ContactQueryInput, { ...valid, extra: 1 })).toBe(false);
  });
});

describe('createContactQuery and contactQueryReceived', () => {
  it('name the crm queue and the routing key', () => {
    expect(createContactQuery).toMatchObject({
      service: 'crm',
      type: 'crm.create-contact-query',
      version: 1,
    });
    expect(contactQueryReceived).toMatchObject({ type: 'crm.contact-query.received', version: 1 });
  });

  it('validate their payloads with TypeBox', () => {
    const id = '0b6f4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8b';
    const createdAt = new Date().toISOString();
    expect(Value.Check(ContactQueryCreated, { id, status: 'received', createdAt })).toBe(true);
    expect(Value.Check(ContactQueryCreated, { id: 'x', status: 'received', createdAt })).toBe(false);
    const { consent: _consent, ...data } = normalizeContactQuery(valid);
    expect(Value.Check(ContactQueryReceivedData, { id, ...data, createdAt })).toBe(true);
  });
});
