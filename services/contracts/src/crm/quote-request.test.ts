import { describe, expect, it } from 'vitest';
import { checkForm } from '../form/define-form.ts';
import { normalizeQuoteRequest, quoteRequestForm } from './quote-request.ts';

const validateQuoteRequest = (value: unknown) => checkForm(quoteRequestForm, value);

const valid = {
  name: 'Paul Maçon',
  email: 'Paul@Example.fr',
  postalCode: '75011',
  city: 'Paris 11e Arrondissement',
  message: 'Demande de devis : Assurance décennale.',
  consent: true as const,
  insuranceLine: 'assurance-decennale',
  answers: {
    trade: 'gros-oeuvre',
    works: 'renovation',
    building: 'maisons',
    annualTurnover: '180000',
    experienceYears: '8',
  },
};

describe('quote request', () => {
  it('accepts the contact fields plus an insurance-line slug', () => {
    expect(validateQuoteRequest(valid)).toEqual([]);
  });
  it('gives French messages for the contact fields and the line', () => {
    expect(validateQuoteRequest({ ...valid, email: 'x', insuranceLine: 'Pas un slug' })).toEqual([
      { field: 'insuranceLine', message: 'Type d’assurance inconnu.' },
      { field: 'email', message: 'Adresse e-mail invalide.' },
    ]);
  });
  it('keys prospects by the e-mail in lower case', () => {
    expect(normalizeQuoteRequest(valid).email).toBe('paul@example.fr');
  });
});
