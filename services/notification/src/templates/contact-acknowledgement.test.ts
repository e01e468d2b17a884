import { describe, expect, it } from 'vitest';
import { renderContactAcknowledgement } from './contact-acknowledgement.ts';
import { hostileContactQuery } from './test-query.ts';

describe('renderContactAcknowledgement', () => {
  const email = renderContactAcknowledgement(hostileContactQuery());

  it('has the French subject of the contract', () => {
    expect(email.subject).toBe('Nous avons bien reçu votre message');
  });

  it('greets the visitor, quotes the message and signs as the brokerage in the text part', () => {
    expect(email.text).toContain('Bonjour Zoé <b>Durand</b> & "fils",');
    expect(email.text).toContain('> <script>alert("x")</script>');
    expect(email.text).toContain('> Quelle mutuelle pour ma famille ?');
    expect(email.text).toContain('L’équipe Courtage Santé');
  });

  it('escapes every piece of user input in the HTML part', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Durand</b>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('Bonjour Zoé &lt;b&gt;Durand&lt;/b&gt; &amp; &quot;fils&quot;,');
    expect(email.html).toContain('<html lang="fr">');
  });
});
