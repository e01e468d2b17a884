import { describe, expect, it } from 'vitest';
import { renderQuoteEmail } from './quote-email.ts';

const data = {
  quoteId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11',
  reference: 'D-2026-000042',
  email: 'paul@example.fr',
  recipientName: 'Paul\nBernard',
  companyName: 'Garage <Dupont>',
  insuranceLine: 'prevoyance',
  monthlyPremium: 1234.5,
  validUntil: '2026-12-31',
  pdfKey: 'quotes/7d7c3f2e.pdf',
  fileName: 'devis-D-2026-000042.pdf',
};

describe('quote email', () => {
  it('names the quote, its premium and validity in French, escapes what the user typed', () => {
    const email = renderQuoteEmail(data);
    expect(email.subject).toBe('Votre devis D-2026-000042');
    expect(email.text).toContain('Bonjour Paul Bernard,');
    expect(email.text).toContain('prime mensuelle de 1 234,50 € TTC, valable jusqu’au 31/12/2026');
    expect(email.text).toContain('ORIAS');
    expect(email.html).toContain('Garage &lt;Dupont&gt;');
    expect(email.html).not.toContain('<Dupont>');
  });
});
