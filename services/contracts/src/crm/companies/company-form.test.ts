import { describe, expect, it } from 'vitest';
import { checkForm } from '../../form/define-form.ts';
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
      validUntil: '2027-01-31',
    };
    expect(checkForm(quoteForm, quote)).toEqual([
      { field: 'companyId', message: 'Veuillez choisir une entreprise ou un contact.' },
    ]);
    const task = {
      title: 'Rappeler',
      dueAt: '2027-01-01T09:00:00.000Z',
      assigneeId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11',
    };
    expect(checkForm(taskForm, task)).toEqual([]);
    expect(checkForm(taskForm, { ...task, linkedId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11' })).toEqual([
      { field: 'linkedId', message: 'Veuillez choisir l’élément lié.' },
    ]);
  });
});
