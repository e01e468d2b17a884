import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderComparisonEmail } from './comparison-email.ts';
import { renderComparisonPdf } from './comparison-pdf.ts';

const data = {
  comparisonId: '00000000-0000-4000-8000-000000000001',
  requestedAt: '2026-11-28T10:00:00.000Z',
  startDate: '2027-01-01',
  contact: { firstName: 'Zoë', lastName: 'Dvořák', email: 'zoe@example.com' },
  offersUrl: 'http://localhost:4321/?offres=a,b',
  offers: [
    {
      providerName: 'Mutuelle du Ponant',
      planName: 'Ponant Senior',
      formulaName: 'Essentiel + Renfort Hospitalisation',
      monthlyPrice: 191.5,
      yearlyPrice: 2298,
      meetsAllLevels: true,
      eligibilityNote: 'Réservée aux 60 ans et plus',
      examples: [
        { label: 'Consultation chez un généraliste (secteur 1)', price: 30, secu: 19, plan: 9, left: 2 },
        { label: 'Aide auditive de classe II (par oreille)', price: 1500, secu: 240, plan: 1000, left: 260 },
      ],
    },
  ],
};

describe('comparison PDF and email', () => {
  it('prints each offer with its examples in euros, names in any European script', async () => {
    const bytes = await renderComparisonPdf(data);
    const { text: raw } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const text = raw.replace(/\s+/g, ' ');
    expect(text).toContain('Votre comparaison de mutuelles santé');
    expect(text).toContain('Dvořák');
    expect(text).toContain('Essentiel + Renfort Hospitalisation');
    expect(text).toContain('Réservée aux 60 ans et plus');
    expect(text).toContain('Aide auditive de classe II');
    expect(text).toMatch(/1\s?000,00\s€/);
    expect(text).toContain('http://localhost:4321/?offres=a,b');
  });

  it('sends the link that reopens the offers', () => {
    const email = renderComparisonEmail(data);
    expect(email.subject).toBe('Votre comparaison de mutuelles santé (PDF)');
    expect(email.text).toContain('http://localhost:4321/?offres=a,b');
    expect(email.html).toContain('href="http://localhost:4321/?offres=a,b"');
  });
});
