import type { RecordEmailRequestedData } from '@courtage/contracts/crm/timeline/record-email.rpc';
import { escapeHtml, escapeMultilineHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import type { RenderedEmail } from './types.ts';

/**
 * An e-mail a broker wrote from a contact's record (a template he edited): his text as he
 * wrote it, escaped in HTML, one paragraph per blank line. The broker's legal footer and the
 * consent link are added when it is sent, as for every e-mail to a visitor or a customer.
 */
export function renderRecordEmail(data: Pick<RecordEmailRequestedData, 'subject' | 'body'>): RenderedEmail {
  const subject = toSingleLine(data.subject);
  const body = data.body.replace(/\r\n/g, '\n').trim();
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeMultilineHtml(paragraph)}</p>`)
    .join('\n');
  return { subject, text: `${body}\n`, html: wrapHtml(escapeHtml(subject), paragraphs) };
}
