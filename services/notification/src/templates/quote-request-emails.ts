import { describeAnswers } from '@courtage/contracts/crm/quote-questionnaires';
import type { QuoteRequestReceivedData } from '@courtage/contracts/crm/quote-request-received.event';
import { insuranceLineLabel } from '@courtage/contracts/crm/quotes/insurance-lines';
import { escapeHtml, escapeMultilineHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import { BRAND_NAME, type RenderedEmail } from './types.ts';

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

const QUOTED = 'border-left: 3px solid #cbd2d9; margin: 0; padding-left: 12px;';

function table(rows: { label: string; value: string }[]): string {
  const cells = rows
    .map(
      ({ label, value }) =>
        `<tr><th style="text-align: left; padding-right: 12px;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table>\n${cells}\n</table>`;
}

/** To the visitor: the request for this line arrived, with the answers given, and what happens next. */
export function renderQuoteRequestAcknowledgement(request: QuoteRequestReceivedData): RenderedEmail {
  const name = toSingleLine(request.name);
  const line = insuranceLineLabel(request.insuranceLine);
  const answers = describeAnswers(request.insuranceLine, request.answers);
  const subject = `Votre demande de devis : ${line}`;
  const text = [
    `Bonjour ${name},`,
    '',
    `Nous avons bien reçu votre demande de devis « ${line} ». Un conseiller de ${BRAND_NAME} l’étudie et vous recontacte avec une proposition.`,
    '',
    ...(answers.length > 0
      ? ['Vos réponses :', ...answers.map(({ label, value }) => `- ${label} : ${value}`), '']
      : []),
    'Votre message :',
    ...request.message.split(/\r?\n/).map((text) => `> ${text}`),
    '',
    'Bien cordialement,',
    `L’équipe ${BRAND_NAME}`,
    '',
  ].join('\n');
  const html = wrapHtml(
    escapeHtml(subject),
    [
      `<p>Bonjour ${escapeHtml(name)},</p>`,
      `<p>Nous avons bien reçu votre demande de devis « ${escapeHtml(line)} ». Un conseiller de ${BRAND_NAME} l’étudie et vous recontacte avec une proposition.</p>`,
      ...(answers.length > 0 ? ['<p>Vos réponses :</p>', table(answers)] : []),
      '<p>Votre message :</p>',
      `<blockquote style="${QUOTED}">${escapeMultilineHtml(request.message)}</blockquote>`,
      `<p>Bien cordialement,<br>\nL’équipe ${BRAND_NAME}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/** To the staff address: who asks, for which line, every answer and the message. */
export function renderQuoteRequestStaffNotice(request: QuoteRequestReceivedData): RenderedEmail {
  const name = toSingleLine(request.name);
  const line = insuranceLineLabel(request.insuranceLine);
  const subject = `Nouvelle demande de devis ${line} : ${name}`;
  const contact = [
    { label: 'Nom', value: name },
    { label: 'E-mail', value: request.email },
    { label: 'Téléphone', value: request.phone ?? 'non renseigné' },
    { label: 'Code postal', value: request.postalCode },
    { label: 'Commune', value: request.city },
    { label: 'Assurance', value: line },
    { label: 'Reçue le', value: PARIS_DATE_TIME.format(new Date(request.createdAt)) },
    { label: 'Référence', value: request.id },
  ];
  const answers = describeAnswers(request.insuranceLine, request.answers);
  const intro = 'Un visiteur demande un devis depuis la page de l’assurance sur le site.';
  const text = [
    intro,
    '',
    ...contact.map(({ label, value }) => `${label} : ${value}`),
    '',
    ...(answers.length > 0
      ? ['Réponses au questionnaire :', ...answers.map(({ label, value }) => `- ${label} : ${value}`), '']
      : []),
    'Message :',
    request.message,
    '',
    'À traiter dans le back-office : Devis, demandes du site.',
    '',
  ].join('\n');
  const html = wrapHtml(
    escapeHtml(subject),
    [
      `<p>${intro}</p>`,
      table(contact),
      ...(answers.length > 0 ? ['<p><strong>Réponses au questionnaire :</strong></p>', table(answers)] : []),
      '<p><strong>Message :</strong></p>',
      `<blockquote style="${QUOTED}">${escapeMultilineHtml(request.message)}</blockquote>`,
      '<p>À traiter dans le back-office : Devis, demandes du site.</p>',
    ].join('\n'),
  );
  return { subject, text, html };
}
