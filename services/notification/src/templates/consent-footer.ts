import { signPrivacyToken } from '@courtage/runtime/privacy-link';
import type { EmailTemplateName } from '../jobs/email-job.ts';
import { escapeHtml } from './escape-html.ts';
import type { RenderedEmail } from './types.ts';

/**
 * Without the footer link: emails to staff members (no consent of theirs to withdraw), and the
 * notice sent when someone signs up with an address that has an account (it carries no link at
 * all: nothing to click for someone who did not ask).
 */
const WITHOUT_FOOTER: ReadonlySet<EmailTemplateName> = new Set<EmailTemplateName>([
  'staff-login-code',
  'staff-password-reset',
  'staff-email-changed',
  'contact-staff-notice',
  'quote-request-staff-notice',
  'callback-assigned',
  'callback-reminder',
  'task-reminder',
  'customer-signup-existing',
]);

export const CONSENT_FOOTER_TEXT =
  'Vous ne souhaitez plus être recontacté(e) ni recevoir nos informations commerciales ? Retirez vos consentements en un clic :';
export const CONSENT_FOOTER_LINK_LABEL = 'retirer mes consentements';

export type ConsentLinks = { siteUrl: string; secret: string };

/** The site page that withdraws the consents of `to` (the token in the fragment: never sent in a Referer nor logged). */
export function consentWithdrawalLink(links: ConsentLinks, to: string, now: Date = new Date()): string {
  return `${links.siteUrl}/consentements#jeton=${signPrivacyToken(links.secret, to, now)}`;
}

/**
 * Every email to a visitor or a customer ends with the signed link that withdraws their recall
 * and marketing consents without signing in (before the broker's legal footer). Staff emails
 * go without.
 */
export function withConsentFooter(
  email: RenderedEmail,
  job: { template: EmailTemplateName; to: string },
  links: ConsentLinks | undefined,
  now: Date = new Date(),
): RenderedEmail {
  if (!links || WITHOUT_FOOTER.has(job.template)) return email;
  const link = consentWithdrawalLink(links, job.to, now);
  const html = `<p style="color: #616e7c; font-size: 12px;">${escapeHtml(CONSENT_FOOTER_TEXT)} <a href="${escapeHtml(link)}">${CONSENT_FOOTER_LINK_LABEL}</a>.</p>`;
  return {
    subject: email.subject,
    text: `${email.text.replace(/\n+$/, '')}\n\n${CONSENT_FOOTER_TEXT}\n${link}\n`,
    html: email.html.includes('</body>')
      ? email.html.replace('</body>', `${html}\n</body>`)
      : `${email.html}\n${html}`,
  };
}
