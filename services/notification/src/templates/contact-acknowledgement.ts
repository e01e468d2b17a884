import { escapeHtml, escapeMultilineHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import { BRAND_NAME, type ContactQueryData, type RenderedEmail } from './types.ts';

export const CONTACT_ACKNOWLEDGEMENT_SUBJECT = 'Nous avons bien reçu votre message';

/** To the visitor: confirms the message arrived, quotes it, says what happens next. */
export function renderContactAcknowledgement(query: ContactQueryData): RenderedEmail {
  const name = toSingleLine(query.name);
  const quoted = query.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

  const text = [
    `Bonjour ${name},`,
    '',
    `Nous avons bien reçu votre message et nous vous en remercions. Un conseiller de ${BRAND_NAME} vous répondra dans les meilleurs délais.`,
    '',
    'Pour rappel, voici votre message :',
    '',
    quoted,
    '',
    'Bien cordialement,',
    `L’équipe ${BRAND_NAME}`,
    '',
  ].join('\n');

  const html = wrapHtml(
    CONTACT_ACKNOWLEDGEMENT_SUBJECT,
    [
      `<p>Bonjour ${escapeHtml(name)},</p>`,
      `<p>Nous avons bien reçu votre message et nous vous en remercions. Un conseiller de ${BRAND_NAME} vous répondra dans les meilleurs délais.</p>`,
      '<p>Pour rappel, voici votre message :</p>',
      `<blockquote style="border-left: 3px solid #cbd2d9; margin: 0; padding-left: 12px;">${escapeMultilineHtml(query.message)}</blockquote>`,
      `<p>Bien cordialement,<br>\nL’équipe ${BRAND_NAME}</p>`,
    ].join('\n'),
  );

  return { subject: CONTACT_ACKNOWLEDGEMENT_SUBJECT, text, html };
}
