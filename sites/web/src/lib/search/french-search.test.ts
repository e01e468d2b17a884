import { describe, expect, it } from 'vitest';
import { createQuestionIndex, frenchTerm } from './french-search.ts';

const questions = [
  { id: 'resilier', question: 'Puis-je résilier ma mutuelle ?', answer: 'Oui, après un an, à tout moment.' },
  {
    id: 'mot-de-passe',
    question: 'J’ai oublié mon mot de passe',
    answer: 'Cliquez sur « Mot de passe oublié » : un lien vous est envoyé par e-mail.',
  },
  {
    id: 'lunettes',
    question: 'Comment sont remboursées mes lunettes ?',
    answer:
      'Le panier 100 % Santé est remboursé sans reste à charge ; les verres à prix libres selon votre formule.',
  },
  { id: 'payer', question: 'Comment payer ?', answer: 'Par prélèvement SEPA, on peut aussi résilier.' },
];

describe('frenchTerm', () => {
  it('stems, folds accents, cuts elisions and drops stop words', () => {
    expect(frenchTerm('remboursements')).toBe(frenchTerm('rembourser'));
    expect(frenchTerm('Résilier')).toBe(frenchTerm('resilier'));
    expect(frenchTerm('l’assurance')).toBe(frenchTerm('assurance'));
    expect(frenchTerm('comment')).toBeNull();
    expect(frenchTerm('ma')).toBeNull();
  });
});

describe('createQuestionIndex', () => {
  const index = createQuestionIndex(questions);

  it('finds a question by another form of its words, with or without accents, question first', () => {
    expect(index.search('resiliation')[0]).toBe('resilier');
    expect(index.search('RÉSILIER')).toEqual(['resilier', 'payer']);
    expect(index.search('remboursement lunette')[0]).toBe('lunettes');
    expect(index.search('mot de passe')[0]).toBe('mot-de-passe');
  });

  it('finds while typing and forgives one typo in a long word', () => {
    expect(index.search('lun')[0]).toBe('lunettes');
    expect(index.search('prelevemnt')).toContain('payer');
  });

  it('gives partial matches when no question holds every word, nothing for an empty query', () => {
    expect(index.search('lunettes chien')).toEqual(['lunettes']);
    expect(index.search('   ')).toEqual([]);
    expect(index.search('hélicoptère')).toEqual([]);
  });
});
