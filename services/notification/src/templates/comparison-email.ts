import type { ComparisonEmailRequestedData } from '@courtage/contracts/offer/events';
import { escapeHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import { BRAND_NAME, type RenderedEmail } from './types.ts';

/** The email carrying the comparison's PDF (attached by the subscription) and the link back. */
export function renderComparisonEmail(data: ComparisonEmailRequestedData): RenderedEmail {
  const subject = 'Votre comparaison de mutuelles santé (PDF)';
  const name = toSingleLine(data.contact.firstName);
  const count = data.offers.length;
  const offers = `${count} offre${count > 1 ? 's' : ''}`;
  const lines = [
    `Bonjour ${name},`,
    '',
    `Vous trouverez ci-joint votre comparaison (${offers}), avec pour chacune des exemples de remboursement en euros.`,
    `Pour retrouver ces offres sur notre site : ${data.offersUrl}`,
    '',
    'Bien cordialement,',
    BRAND_NAME,
    '',
  ];
  const html = wrapHtml(
    escapeHtml(subject),
    [
      `<p>Bonjour ${escapeHtml(name)},</p>`,
      `<p>Vous trouverez ci-joint votre comparaison (${escapeHtml(offers)}), avec pour chacune des exemples de remboursement en euros.</p>`,
      `<p><a href="${escapeHtml(data.offersUrl)}">Retrouver ces offres sur notre site</a></p>`,
      `<p>Bien cordialement,<br>${escapeHtml(BRAND_NAME)}</p>`,
    ].join('\n'),
  );
  return { subject, text: lines.join('\n'), html };
}
