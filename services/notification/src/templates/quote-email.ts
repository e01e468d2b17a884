import type { quoteSent } from '@courtage/contracts/crm/quotes/quote';
import type { Static } from '@sinclair/typebox';
import { escapeHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import { BRAND_NAME, type RenderedEmail } from './types.ts';

export type QuoteSentData = Static<typeof quoteSent.data>;

/** `1234.5` -> `1 234,50 €`. */
const euros = (amount: number) =>
  `${amount
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;
const frenchDate = (day: string) => day.split('-').reverse().join('/');

/** The email carrying a quote's PDF to its contact (the PDF is attached by the subscription). */
export function renderQuoteEmail(data: QuoteSentData): RenderedEmail {
  const subject = `Votre devis ${data.reference}`;
  const name = toSingleLine(data.recipientName);
  const lines = [
    `Bonjour ${name},`,
    '',
    `Vous trouverez ci-joint notre devis ${data.reference}${data.companyName ? ` pour ${toSingleLine(data.companyName)}` : ''} : prime mensuelle de ${euros(data.monthlyPremium)} TTC, valable jusqu’au ${frenchDate(data.validUntil)}.`,
    '',
    'Le document précise notre numéro ORIAS et la mention du document d’entrée en relation (DER). Répondez simplement à cet e-mail pour toute question ou pour l’accepter.',
    '',
    'Bien cordialement,',
    BRAND_NAME,
    '',
  ];
  const html = wrapHtml(
    escapeHtml(subject),
    [
      `<p>Bonjour ${escapeHtml(name)},</p>`,
      `<p>Vous trouverez ci-joint notre devis <strong>${escapeHtml(data.reference)}</strong>${data.companyName ? ` pour ${escapeHtml(toSingleLine(data.companyName))}` : ''} : prime mensuelle de <strong>${escapeHtml(euros(data.monthlyPremium))} TTC</strong>, valable jusqu’au ${escapeHtml(frenchDate(data.validUntil))}.</p>`,
      '<p>Le document précise notre numéro ORIAS et la mention du document d’entrée en relation (DER). Répondez simplement à cet e-mail pour toute question ou pour l’accepter.</p>',
      `<p>Bien cordialement,<br>${escapeHtml(BRAND_NAME)}</p>`,
    ].join('\n'),
  );
  return { subject, text: lines.join('\n'), html };
}
