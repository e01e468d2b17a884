import { escapeHtml, escapeMultilineHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import type { ContactQueryData, RenderedEmail } from './types.ts';

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** To the staff address: every field of the query, so it can be answered from the email. */
export function renderContactStaffNotice(query: ContactQueryData): RenderedEmail {
  const name = toSingleLine(query.name);
  const fields: [label: string, value: string][] = [
    ['Nom', name],
    ['E-mail', query.email],
    ['Téléphone', query.phone ?? 'non renseigné'],
    ['Code postal', query.postalCode],
    ['Commune', query.city],
    ['Reçu le', PARIS_DATE_TIME.format(new Date(query.createdAt))],
    ['Référence', query.id],
  ];
  const subject = `Nouveau message de contact : ${name}`;

  const text = [
    'Un visiteur a écrit depuis le formulaire de contact du site.',
    '',
    ...fields.map(([label, value]) => `${label} : ${value}`),
    '',
    'Message :',
    query.message,
    '',
  ].join('\n');

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th style="text-align: left; padding-right: 12px;">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = wrapHtml(
    escapeHtml(subject),
    [
      '<p>Un visiteur a écrit depuis le formulaire de contact du site.</p>',
      `<table>\n${rows}\n</table>`,
      '<p><strong>Message :</strong></p>',
      `<blockquote style="border-left: 3px solid #cbd2d9; margin: 0; padding-left: 12px;">${escapeMultilineHtml(query.message)}</blockquote>`,
    ].join('\n'),
  );

  return { subject, text, html };
}
