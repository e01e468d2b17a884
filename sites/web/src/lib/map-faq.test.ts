import { describe, expect, it } from 'vitest';
import { mapFaq } from './map-faq.ts';

const contact = { phone: '01 99 00 12 34', email: 'contact@courtage-sante.local' };

describe('mapFaq', () => {
  it('keeps Strapi order, replaces placeholders and splits answers into paragraphs', () => {
    const categories = mapFaq(
      {
        data: [
          {
            name: 'Support technique',
            items: [
              {
                question: 'Comment vous joindre ?',
                answer: 'Par téléphone au {phone}.\n\nOu par e-mail : {email}.',
              },
            ],
          },
          { name: 'Paiements et tarifs', items: [{ question: 'Est-ce gratuit ?', answer: 'Oui.' }] },
        ],
      },
      contact,
    );
    expect(categories).toEqual([
      {
        title: 'Support technique',
        entries: [
          {
            question: 'Comment vous joindre ?',
            paragraphs: ['Par téléphone au 01 99 00 12 34.', 'Ou par e-mail : contact@courtage-sante.local.'],
          },
        ],
      },
      { title: 'Paiements et tarifs', entries: [{ question: 'Est-ce gratuit ?', paragraphs: ['Oui.'] }] },
    ]);
  });

  it('drops incomplete items and categories left empty', () => {
    const categories = mapFaq(
      {
        data: [
          {
            name: 'Vide',
            items: [{ question: 'Sans réponse ?', answer: '  ' }, { answer: 'Sans question' }],
          },
          { name: '', items: [{ question: 'Q ?', answer: 'R.' }] },
          { name: 'Sans items', items: null },
        ],
      },
      contact,
    );
    expect(categories).toEqual([]);
  });

  it('reads a missing data list as no FAQ and rejects a malformed one', () => {
    expect(mapFaq({}, contact)).toEqual([]);
    expect(() => mapFaq({ data: { name: 'x' } } as never, contact)).toThrow(TypeError);
  });
});
