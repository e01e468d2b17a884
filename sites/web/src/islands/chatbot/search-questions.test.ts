import { describe, expect, it } from 'vitest';
import { searchQuestions } from './search-questions.ts';

const categories = [
  {
    slug: 'a',
    name: 'A',
    questions: [
      { id: '1', question: 'Puis-je résilier ma mutuelle ?', paragraphs: ['Oui, après un an.'] },
      { id: '2', question: 'Comment payer ?', paragraphs: ['Par prélèvement, on peut résilier aussi.'] },
    ],
  },
];

describe('searchQuestions', () => {
  it('ignores accents and case, questions before answers', () => {
    expect(searchQuestions(categories, 'RESILIER').map((q) => q.id)).toEqual(['1', '2']);
  });
  it('needs every word and returns nothing for an empty query', () => {
    expect(searchQuestions(categories, 'payer mutuelle')).toEqual([]);
    expect(searchQuestions(categories, '  ')).toEqual([]);
  });
});
