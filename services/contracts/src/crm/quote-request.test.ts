import { describe, expect, it } from 'vitest';
import { normalizeQuoteRequest, validateQuoteRequest } from './quote-request.ts';

const valid = {
  name: 'Paul Maçon',
  email: 'Paul@Example.fr',
  postalCode: '75011',
  city: 'Paris 11e Arrondissement',
  message: 'Demande de devis : Assurance décennale.',
  consent: true as const,
  insuranceLine: 'assurance-decennale',
};

describe('quote request', () => {
  it('accepts the contact fields plus an insurance-line slug', () => {
    expect(validateQuoteRequest(valid)).toEqual([]);
  });
  it('gives French messages for the contact fields and the line', () => {
    expect(validateQuoteRequest({ ...valid, email: 'x', insuranceLine: 'Pas un slug' })).toEqual([
      { field: 'email', message: 'Adresse e-mail invalide.' },
      { field: 'insuranceLine', message: 'Type d’assurance inconnu.' },
    ]);
  });
  it('keys prospects by the e-mail in lower case', () => {
    expect(normalizeQuoteRequest(valid).email).toBe('paul@example.fr');
  });
});
