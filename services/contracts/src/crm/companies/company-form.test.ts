import { describe, expect, it } from 'vitest';
import { checkForm } from '../../form/define-form.ts';
import { addDays, parisDate } from '../../offer/dates.ts';
import { contractForm } from '../contracts/contract-form.ts';
import { quoteForm } from '../quotes/quote-form.ts';
import { taskForm } from '../tasks/task.ts';
import { companyForm } from './company-form.ts';

const company = { companyName: 'Garage Dupont', siren: '732 829 320', kind: 'prospect', zipCode: '69003' };

describe('CRM forms', () => {
  it('company: SIREN and IBAN check digits, real creation date, French messages', () => {
    expect(checkForm(companyForm, company)).toEqual([]);
    expect(
      checkForm(companyForm, {
        ...company,
        siren: '732829321',
        iban: 'FR7630006000011234567890188',
        creationDate: '2026-02-30',
      }),
    ).toEqual([
      { field: 'siren', message: 'Le numéro SIREN est invalide (9 chiffres, clé de contrôle).' },
      { field: 'creationDate', message: 'La date de création est invalide.' },
      { field: 'iban', message: 'L’IBAN est invalide.' },
    ]);
    expect(checkForm(companyForm, { ...company, companyName: ' ', zipCode: '6900' })).toEqual([
      { field: 'companyName', message: 'Veuillez saisir la raison sociale.' },
      { field: 'zipCode', message: 'Le code postal doit comporter 5 chiffres.' },
    ]);
  });

  it('contract: the holder its kind asks for, renewal after start, premium in cents', () => {
    const contract = {
      holderKind: 'company',
      companyId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11',
      insurer: 'Alan',
      product: 'Santé',
      policyNumber: 'P-1',
      startDate: '2027-01-01',
      renewalDate: '2028-01-01',
      monthlyPremium: 45.9,
      commissionRate: 12.5,
      status: 'actif',
    };
    expect(checkForm(contractForm, contract)).toEqual([]);
    expect(checkForm(contractForm, { ...contract, holderKind: 'person', renewalDate: '2026-12-31' })).toEqual(
      [
        { field: 'contactId', message: 'Veuillez choisir la personne souscriptrice.' },
        { field: 'renewalDate', message: 'La date de renouvellement doit suivre la date d’effet.' },
      ],
    );
  });

  it('quote: a company or a contact; task: a linked record needs its type', () => {
    const quote = {
      insuranceLine: 'sante',
      formula: 'Confort',
      monthlyPremium: 46,
      validUntil: addDays(parisDate(), 30),
    };
    expect(checkForm(quoteForm, quote)).toEqual([
      { field: 'companyId', message: 'Veuillez choisir une entreprise ou un contact.' },
    ]);
    const task = {
      title: 'Rappeler',
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      assigneeId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11',
    };
    expect(checkForm(taskForm, task)).toEqual([]);
    expect(checkForm(taskForm, { ...task, linkedId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11' })).toEqual([
      { field: 'linkedId', message: 'Veuillez choisir l’élément lié.' },
    ]);
  });

  it('refuses absurd dates: a company founded in the future or before 1800', () => {
    const today = parisDate();
    expect(checkForm(companyForm, { ...company, creationDate: today })).toEqual([]);
    expect(checkForm(companyForm, { ...company, creationDate: '1800-01-01' })).toEqual([]);
    expect(checkForm(companyForm, { ...company, creationDate: addDays(today, 1) })).toEqual([
      { field: 'creationDate', message: 'La date de création ne peut pas être dans le futur.' },
    ]);
    expect(checkForm(companyForm, { ...company, creationDate: '0202-05-12' })).toEqual([
      { field: 'creationDate', message: 'La date de création ne peut pas être antérieure à 1800.' },
    ]);
  });

  it('refuses absurd dates: a quote valid in the past or for more than a year', () => {
    const today = parisDate();
    const quote = {
      companyId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11',
      insuranceLine: 'sante',
      formula: 'Confort',
      monthlyPremium: 46,
    };
    expect(checkForm(quoteForm, { ...quote, validUntil: today })).toEqual([]);
    expect(checkForm(quoteForm, { ...quote, validUntil: addDays(today, 366) })).toEqual([]);
    expect(checkForm(quoteForm, { ...quote, validUntil: addDays(today, -1) })).toEqual([
      { field: 'validUntil', message: 'Veuillez saisir une date de validité à venir.' },
    ]);
    expect(checkForm(quoteForm, { ...quote, validUntil: addDays(today, 367) })).toEqual([
      { field: 'validUntil', message: 'La date de validité doit être au plus dans un an.' },
    ]);
    expect(checkForm(quoteForm, { ...quote, validUntil: '9999-12-31' })).toEqual([
      { field: 'validUntil', message: 'La date de validité doit être au plus dans un an.' },
    ]);
  });

  it('refuses absurd dates: a task due more than a year ago or more than two years ahead', () => {
    const task = { title: 'Rappeler', assigneeId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11' };
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    expect(checkForm(taskForm, { ...task, dueAt: at(-30) })).toEqual([]);
    expect(checkForm(taskForm, { ...task, dueAt: at(700) })).toEqual([]);
    expect(checkForm(taskForm, { ...task, dueAt: at(-400) })).toEqual([
      { field: 'dueAt', message: 'L’échéance ne peut pas remonter à plus d’un an.' },
    ]);
    expect(checkForm(taskForm, { ...task, dueAt: '1026-11-27T09:00:00.000Z' })).toEqual([
      { field: 'dueAt', message: 'L’échéance ne peut pas remonter à plus d’un an.' },
    ]);
    expect(checkForm(taskForm, { ...task, dueAt: at(800) })).toEqual([
      { field: 'dueAt', message: 'L’échéance doit être dans les deux ans à venir.' },
    ]);
  });
});
