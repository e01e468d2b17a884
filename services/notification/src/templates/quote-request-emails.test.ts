import type { QuoteRequestReceivedData } from '@courtage/contracts/crm/quote-request-received.event';
import { describe, expect, it } from 'vitest';
import { renderQuoteRequestAcknowledgement, renderQuoteRequestStaffNotice } from './quote-request-emails.ts';

const request: QuoteRequestReceivedData = {
  id: '7b0c3c5e-9a47-4a0e-8f59-3f4f1a0b2c11',
  prospectId: '1d7a2a4e-2b8c-4c1e-9a8f-0f3b6a1c2d33',
  name: 'Zoé <b>Durand</b>',
  email: 'zoe@example.fr',
  postalCode: '69003',
  city: 'Lyon',
  insuranceLine: 'responsabilite-civile-professionnelle',
  message: 'Demande de devis : <script>x</script>',
  answers: { activity: 'Graphiste <i>freelance</i>', annualTurnover: '85000', staff: '0' },
  createdAt: '2026-11-28T09:30:00.000Z',
};

describe('quote request emails', () => {
  it('acknowledges the request to the visitor with the line and the answers in words', () => {
    const email = renderQuoteRequestAcknowledgement(request);
    expect(email.subject).toBe('Votre demande de devis : Responsabilité civile professionnelle');
    expect(email.text).toContain('- Chiffre d’affaires annuel : 85\u202f000 €');
    expect(email.text).toContain('- Nombre de salariés : 0');
    expect(email.html).not.toContain('<i>freelance</i>');
    expect(email.html).toContain('Graphiste &lt;i&gt;freelance&lt;/i&gt;');
    expect(email.html).not.toContain('<script>');
  });

  it('tells the team who asks, for which line, with every answer and the Paris time', () => {
    const email = renderQuoteRequestStaffNotice(request);
    expect(email.subject).toBe(
      'Nouvelle demande de devis Responsabilité civile professionnelle : Zoé <b>Durand</b>',
    );
    expect(email.text).toContain('Activité exercée : Graphiste <i>freelance</i>');
    expect(email.text).toContain('Reçue le : 28 novembre 2026 à 10:30');
    expect(email.html).not.toContain('<b>Durand</b>');
  });
});
