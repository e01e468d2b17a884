import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlWithLinks, escapeMultilineHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves accented French text alone', () => {
    expect(escapeHtml('Éléonore à Noël, déjà reçu')).toBe('Éléonore à Noël, déjà reçu');
  });

  it('keeps line breaks of a multi-line text as <br>', () => {
    expect(escapeMultilineHtml('un\r\n<deux>\ntrois')).toBe('un<br>\n&lt;deux&gt;<br>\ntrois');
  });

  it('makes each web address a link, without the punctuation closing the sentence, and escapes the rest', () => {
    expect(escapeHtmlWithLinks('Voir https://site.fr/a?b=1&c=2. Puis <rien>.')).toBe(
      'Voir <a href="https://site.fr/a?b=1&amp;c=2" style="color: #0b5cad;">https://site.fr/a?b=1&amp;c=2</a>. ' +
        'Puis &lt;rien&gt;.',
    );
    expect(escapeHtmlWithLinks('Lien : http://x.fr/s#cle=ab')).toBe(
      'Lien : <a href="http://x.fr/s#cle=ab" style="color: #0b5cad;">http://x.fr/s#cle=ab</a>',
    );
    expect(escapeHtmlWithLinks('Aucun lien ici')).toBe('Aucun lien ici');
  });
});
