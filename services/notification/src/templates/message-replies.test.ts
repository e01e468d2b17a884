import { describe, expect, it } from 'vitest';
import { renderMessageReplyEmail } from './message-replies.ts';

const hostile = 'Zoé <b>Durand</b> & "fils"';

describe('renderMessageReplyEmail', () => {
  it('sends the contact reply with the visitor’s message quoted, escaped in HTML', () => {
    const email = renderMessageReplyEmail({
      template: 'contact-reply',
      data: {
        contactId: '0b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
        replyId: '1b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
        name: hostile,
        email: 'zoe@example.fr',
        message: 'Bonjour,\n<script>alert("x")</script>',
        reply: 'Voici notre <i>réponse</i>.\nDeuxième ligne.',
        authorName: 'Claire Martin',
        repliedAt: '2026-11-24T09:30:00.000Z',
      },
    });
    expect(email.subject).toBe('Réponse à votre message');
    expect(email.text).toContain('Bonjour Zoé <b>Durand</b> & "fils",');
    expect(email.text).toContain('Voici notre <i>réponse</i>.\nDeuxième ligne.');
    expect(email.text).toContain('> <script>alert("x")</script>');
    expect(email.text).toContain('Claire Martin, Courtage Santé');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<i>réponse</i>');
    expect(email.html).toContain('Voici notre &lt;i&gt;réponse&lt;/i&gt;.<br>\nDeuxième ligne.');
  });

  it('sends a question’s feedback with the question quoted and the way back to the customer area', () => {
    const email = renderMessageReplyEmail({
      template: 'user-query-feedback',
      data: {
        id: '0b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
        userName: 'Jean Dupont',
        userEmail: 'jean@example.fr',
        query: 'Mon contrat couvre-t-il les lunettes ?',
        feedback: 'Oui, à hauteur de 150 € par an.',
        authorName: 'Claire Martin',
        answeredAt: '2026-11-24T09:30:00.000Z',
      },
    });
    expect(email.subject).toBe('Réponse à votre question');
    expect(email.text).toContain('Oui, à hauteur de 150 € par an.');
    expect(email.text).toContain('> Mon contrat couvre-t-il les lunettes ?');
    expect(email.text).toContain('« Poser une question »');
    expect(email.html).toContain('<html lang="fr">');
  });
});
