import { describe, expect, it } from 'vitest';
import { checkForm } from '../form/define-form.ts';
import { describeAnswers, QUOTE_QUESTIONNAIRES } from './quote-questionnaires.ts';
import { normalizeQuoteRequest, quoteRequestForm } from './quote-request.ts';
import { INSURANCE_LINES } from './quotes/insurance-lines.ts';
import { sampleQuoteAnswers } from './test-quote-requests.ts';

const contact = {
  name: 'Paul Maçon',
  email: 'paul@example.fr',
  postalCode: '75011',
  city: 'Paris 11e Arrondissement',
  message: 'Demande de devis : Assurance décennale.',
  consent: true as const,
};
const decennale = {
  ...contact,
  insuranceLine: 'assurance-decennale',
  answers: {
    trade: 'gros-oeuvre',
    works: 'neuf',
    building: 'maisons',
    annualTurnover: '250 000',
    experienceYears: '12',
  },
};

describe('quote questionnaires', () => {
  it('gives every line quoted by hand a questionnaire, and none to the comparator lines', () => {
    for (const line of INSURANCE_LINES) {
      expect(Object.hasOwn(QUOTE_QUESTIONNAIRES, line.slug), line.slug).toBe(!line.comparator);
    }
  });

  it('accepts a décennale request answered in full', () => {
    expect(checkForm(quoteRequestForm, decennale)).toEqual([]);
  });

  it('asks every question of the line, each with its French message next to it', () => {
    const errors = checkForm(quoteRequestForm, { ...decennale, answers: undefined });
    expect(errors.sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      {
        field: 'answers.annualTurnover',
        message: 'Indiquez le chiffre d’affaires annuel en euros, sans décimales.',
      },
      { field: 'answers.building', message: 'Choisissez les bâtiments concernés.' },
      { field: 'answers.experienceYears', message: 'Indiquez vos années d’expérience (0 à 60).' },
      { field: 'answers.trade', message: 'Choisissez votre corps de métier.' },
      { field: 'answers.works', message: 'Choisissez le type de travaux.' },
    ]);
  });

  it('refuses an unknown choice, a negative or out-of-range number, and answers of another line', () => {
    const bad = { ...decennale.answers, trade: 'jardinage', annualTurnover: '-3', experienceYears: '99' };
    const fields = checkForm(quoteRequestForm, { ...decennale, answers: bad }).map((error) => error.field);
    expect(fields.sort()).toEqual(['answers.annualTurnover', 'answers.experienceYears', 'answers.trade']);
    const prevoyance = {
      ...contact,
      insuranceLine: 'assurance-de-personnes',
      answers: {
        age: '45',
        occupation: 'liberal',
        annualIncome: '60000',
        cover: 'arret-travail',
        trade: 'x',
      },
    };
    expect(checkForm(quoteRequestForm, prevoyance)).toEqual([
      { field: 'answers', message: 'Ces réponses ne correspondent pas à ce type d’assurance.' },
    ]);
  });

  it('checks the age of a prévoyance request and leaves optional questions optional', () => {
    const prevoyance = {
      ...contact,
      insuranceLine: 'assurance-de-personnes',
      answers: { age: '17', occupation: 'liberal', annualIncome: '60000', cover: 'deces' },
    };
    expect(checkForm(quoteRequestForm, prevoyance)).toEqual([
      { field: 'answers.age', message: 'Indiquez votre âge : entre 18 et 80 ans.' },
    ]);
    const biens = {
      ...contact,
      insuranceLine: 'assurance-des-biens',
      answers: { property: 'maison', occupancy: 'locataire' },
    };
    expect(checkForm(quoteRequestForm, biens)).toEqual([]);
  });

  it('normalizes the numbers and describes the answers with their labels', () => {
    const normalized = normalizeQuoteRequest(decennale);
    expect(normalized.answers).toEqual({ ...decennale.answers, annualTurnover: '250000' });
    expect(describeAnswers('assurance-decennale', normalized.answers)).toEqual([
      { label: 'Corps de métier', value: 'Maçonnerie, gros œuvre' },
      { label: 'Travaux réalisés', value: 'Construction neuve' },
      { label: 'Bâtiments concernés', value: 'Maisons individuelles' },
      { label: 'Chiffre d’affaires annuel', value: '250\u202f000 €' },
      { label: 'Années d’expérience', value: '12 ans' },
    ]);
  });
});

describe('sample answers', () => {
  it('are accepted by every line’s questionnaire', () => {
    for (const line of Object.keys(QUOTE_QUESTIONNAIRES)) {
      const answers = sampleQuoteAnswers(line);
      expect(checkForm(quoteRequestForm, { ...contact, insuranceLine: line, answers }), line).toEqual([]);
    }
  });
});
