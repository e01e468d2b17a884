import { describe, expect, it } from 'vitest';
import { toBlocks, toParagraphs } from './text.ts';

describe('editor plain text', () => {
  it('splits paragraphs on blank lines, "## " makes a heading, placeholders replaced', () => {
    expect(
      toBlocks('## Titre\n\nAppelez le {phone}\nou écrivez.\n\n\n{email}', { phone: '01', email: 'a@b' }),
    ).toEqual([
      { kind: 'heading', text: 'Titre' },
      { kind: 'paragraph', text: 'Appelez le 01 ou écrivez.' },
      { kind: 'paragraph', text: 'a@b' },
    ]);
  });
  it('keeps HTML as text (rendered escaped) and handles empty input', () => {
    expect(toParagraphs('<script>x</script>', {})).toEqual(['<script>x</script>']);
    expect(toParagraphs(null, {})).toEqual([]);
  });
});
