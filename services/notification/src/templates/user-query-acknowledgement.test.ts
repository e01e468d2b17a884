import { describe, expect, it } from 'vitest';
import { renderUserQueryAcknowledgement } from './user-query-acknowledgement.ts';

describe('renderUserQueryAcknowledgement', () => {
  const asked = {
    id: '0b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
    customerId: '1b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
    userName: 'Jean <b>',
    userEmail: 'jean@example.fr',
    query: 'Mes lunettes sont-elles remboursées ?\n<script>x</script>',
    createdAt: '2026-11-24T09:30:00.000Z',
  };

  it('says the question arrived, quotes it and says where the answer will come', () => {
    const email = renderUserQueryAcknowledgement(asked);
    expect(email.subject).toBe('Nous avons bien reçu votre question');
    expect(email.text).toContain('Bonjour Jean <b>,');
    expect(email.text).toContain('> Mes lunettes sont-elles remboursées ?\n> <script>x</script>');
    expect(email.text).toContain('rubrique « Poser une question »');
  });

  it('escapes the customer’s name and question in the HTML part', () => {
    const email = renderUserQueryAcknowledgement(asked);
    expect(email.html).toContain('Bonjour Jean &lt;b&gt;,');
    expect(email.html).toContain('remboursées ?<br>\n&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');
  });
});
