import {
  type BrokerIdentity,
  identityText,
  registrationLine,
} from '@courtage/contracts/broker/broker-identity';
import { escapeHtml } from './escape-html.ts';
import type { RenderedEmail } from './types.ts';

/**
 * Wraps an already escaped HTML body in the minimal markup mail clients render well; the broker's
 * legal footer is added when the email is sent (withBrokerFooter).
 */
export function wrapHtml(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    `<head><meta charset="utf-8"><title>${title}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5;">',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

/** A subject line holds one line: user text in it must not break the header. */
export function toSingleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The broker identity's lines every email ends with (the same fields as the site's footer). */
export function brokerFooterLines(identity: BrokerIdentity): string[] {
  return [
    `${identity.brandName}, courtier en assurances, ORIAS n° ${identity.oriasNumber} (www.orias.fr).`,
    `${identity.legalName}, ${registrationLine(identity)}, ${identityText(identity, 'postalAddress')}.`,
    `Téléphone : ${identity.phone}. E-mail : ${identity.email}.`,
    `Réclamations : ${identity.email}. Médiateur : ${identity.mediatorName}, ${identityText(identity, 'mediatorAddress')}, ${identity.mediatorWebsite}.`,
  ];
}

/** The email with the broker's legal footer: after a `-- ` line in text, a small grey paragraph in HTML. */
export function withBrokerFooter(email: RenderedEmail, identity: BrokerIdentity): RenderedEmail {
  const lines = brokerFooterLines(identity);
  const footer = `<p style="color: #616e7c; font-size: 12px;">${lines.map(escapeHtml).join('<br>')}</p>`;
  return {
    subject: email.subject,
    text: `${email.text.replace(/\n+$/, '')}\n\n-- \n${lines.join('\n')}\n`,
    html: email.html.includes('</body>')
      ? email.html.replace('</body>', `${footer}\n</body>`)
      : `${email.html}\n${footer}`,
  };
}
