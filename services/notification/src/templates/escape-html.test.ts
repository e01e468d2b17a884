import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMultilineHtml } from './escape-html.ts';

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
});
