import type { ContactMessageRepliedData } from '@courtage/contracts/crm/contact-messages/contact-message-replied.event';
import type { UserQueryAnsweredData } from '@courtage/contracts/crm/user-queries/user-query-events';
import { escapeHtml, escapeMultilineHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import { BRAND_NAME, type RenderedEmail } from './types.ts';

/** Staff answers emailed to the people who wrote in: a contact message's reply, a question's feedback. */
export const MESSAGE_REPLY_TEMPLATES = ['contact-reply', 'user-query-feedback'] as const;

export type MessageReplyEmail =
  | { template: 'contact-reply'; data: ContactMessageRepliedData }
  | { template: 'user-query-feedback'; data: UserQueryAnsweredData };

export const CONTACT_REPLY_SUBJECT = 'Réponse à votre message';
export const USER_QUERY_FEEDBACK_SUBJECT = 'Réponse à votre question';

function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

function render(input: {
  subject: string;
  name: string;
  intro: string;
  answer: string;
  quotedLabel: string;
  quoted: string;
  outro: string;
  authorName: string;
}): RenderedEmail {
  const name = toSingleLine(input.name);
  const author = toSingleLine(input.authorName);
  const text = [
    `Bonjour ${name},`,
    '',
    input.intro,
    '',
    input.answer,
    '',
    input.quotedLabel,
    '',
    quote(input.quoted),
    '',
    input.outro,
    '',
    'Bien cordialement,',
    `${author}, ${BRAND_NAME}`,
    '',
  ].join('\n');
  const html = wrapHtml(
    input.subject,
    [
      `<p>Bonjour ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(input.intro)}</p>`,
      `<p>${escapeMultilineHtml(input.answer)}</p>`,
      `<p>${escapeHtml(input.quotedLabel)}</p>`,
      `<blockquote style="border-left: 3px solid #cbd2d9; margin: 0; padding-left: 12px;">${escapeMultilineHtml(input.quoted)}</blockquote>`,
      `<p>${escapeHtml(input.outro)}</p>`,
      `<p>Bien cordialement,<br>\n${escapeHtml(author)}, ${BRAND_NAME}</p>`,
    ].join('\n'),
  );
  return { subject: input.subject, text, html };
}

/** Subject, text and HTML of a staff answer; every piece of user or staff text is escaped in HTML. */
export function renderMessageReplyEmail(email: MessageReplyEmail): RenderedEmail {
  if (email.template === 'contact-reply') {
    return render({
      subject: CONTACT_REPLY_SUBJECT,
      name: email.data.name,
      intro: `Un conseiller de ${BRAND_NAME} a répondu à votre message :`,
      answer: email.data.reply,
      quotedLabel: 'Votre message :',
      quoted: email.data.message,
      outro: 'Vous pouvez répondre en nous écrivant de nouveau depuis le formulaire de contact du site.',
      authorName: email.data.authorName,
    });
  }
  return render({
    subject: USER_QUERY_FEEDBACK_SUBJECT,
    name: email.data.userName,
    intro: `Un conseiller de ${BRAND_NAME} a répondu à la question posée depuis votre espace :`,
    answer: email.data.feedback,
    quotedLabel: 'Votre question :',
    quoted: email.data.query,
    outro: 'Retrouvez vos questions et nos réponses dans votre espace, rubrique « Poser une question ».',
    authorName: email.data.authorName,
  });
}
