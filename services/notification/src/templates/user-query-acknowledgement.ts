import type { UserQueryAskedData } from '@courtage/contracts/crm/user-queries/user-query-events';
import { escapeHtml, escapeMultilineHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import { BRAND_NAME, type RenderedEmail } from './types.ts';

export const USER_QUERY_ACKNOWLEDGEMENT_SUBJECT = 'Nous avons bien reçu votre question';

/** To the customer who asked a question in the customer area: it arrived, what happens next. */
export function renderUserQueryAcknowledgement(data: UserQueryAskedData): RenderedEmail {
  const name = toSingleLine(data.userName);
  const quoted = data.query
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const next = `Un conseiller de ${BRAND_NAME} vous répondra par e-mail ; vous retrouverez aussi sa réponse dans votre espace client, rubrique « Poser une question ».`;
  const text = [
    `Bonjour ${name},`,
    '',
    'Nous avons bien reçu votre question et nous vous en remercions.',
    next,
    '',
    'Votre question :',
    '',
    quoted,
    '',
    'Bien cordialement,',
    `L’équipe ${BRAND_NAME}`,
    '',
  ].join('\n');
  const html = wrapHtml(
    USER_QUERY_ACKNOWLEDGEMENT_SUBJECT,
    [
      `<p>Bonjour ${escapeHtml(name)},</p>`,
      `<p>Nous avons bien reçu votre question et nous vous en remercions. ${escapeHtml(next)}</p>`,
      '<p>Votre question :</p>',
      `<blockquote style="border-left: 3px solid #cbd2d9; margin: 0; padding-left: 12px;">${escapeMultilineHtml(data.query)}</blockquote>`,
      `<p>Bien cordialement,<br>\nL’équipe ${BRAND_NAME}</p>`,
    ].join('\n'),
  );
  return { subject: USER_QUERY_ACKNOWLEDGEMENT_SUBJECT, text, html };
}
