import { describe, expect, it } from 'vitest';
import { messageReplyEmailOf } from './message-reply-emails.ts';

describe('messageReplyEmailOf', () => {
  it('sends a contact reply to the visitor and a question’s feedback to the customer', () => {
    const reply = {
      contactId: '0b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
      replyId: '1b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
      name: 'Zoé',
      email: 'zoe@example.fr',
      message: 'Bonjour',
      reply: 'Voici',
      authorName: 'Claire',
      repliedAt: '2026-11-24T09:30:00.000Z',
    };
    expect(
      messageReplyEmailOf({ type: 'crm.contact-message.replied', data: reply, correlationId: 'c1' }),
    ).toEqual({
      version: 1,
      template: 'contact-reply',
      to: 'zoe@example.fr',
      data: reply,
      correlationId: 'c1',
    });
    const answer = {
      id: '0b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
      userName: 'Jean',
      userEmail: 'jean@example.fr',
      query: 'Q',
      feedback: 'R',
      authorName: 'Claire',
      answeredAt: '2026-11-24T09:30:00.000Z',
    };
    expect(
      messageReplyEmailOf({ type: 'crm.user-query.answered', data: answer, correlationId: 'c2' }),
    ).toMatchObject({
      template: 'user-query-feedback',
      to: 'jean@example.fr',
    });
  });

  it('acknowledges a customer’s question to the customer', () => {
    const asked = {
      id: '0b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
      customerId: '1b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
      userName: 'Jean',
      userEmail: 'jean@example.fr',
      query: 'Q',
      createdAt: '2026-11-24T09:30:00.000Z',
    };
    expect(messageReplyEmailOf({ type: 'crm.user-query.asked', data: asked, correlationId: 'c3' })).toEqual({
      version: 1,
      template: 'user-query-acknowledgement',
      to: 'jean@example.fr',
      data: asked,
      correlationId: 'c3',
    });
  });
});
