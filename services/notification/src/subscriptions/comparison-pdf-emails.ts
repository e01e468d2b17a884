import { comparisonEmailRequested } from '@courtage/contracts/offer/events';
import type { BrokerIdentitySource } from '@courtage/runtime/broker-identity-source';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import { env, loadConfig } from '@courtage/runtime/config';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { NotificationDatabase } from '../database-schema.ts';
import { withLegalFooter } from '../mail/create-mailer.ts';
import { renderComparisonEmail } from '../templates/comparison-email.ts';
import { renderComparisonPdf } from '../templates/comparison-pdf.ts';

const ComparisonEmailConfig = Type.Object({ SMTP_URL: env.SMTP_URL, MAIL_FROM: env.MAIL_FROM });

/**
 * On `offer.comparison.email-requested`: render the comparison's PDF and email it, attached, with
 * the link that reopens the offers. Sent from the subscription like the quote emails (the
 * `emails` queue's jobs carry no attachment): the bus retries a failure, the inbox keeps a
 * delivered event from sending twice, the Message-ID comes from the event.
 */
export function comparisonPdfEmailsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  identity: BrokerIdentitySource;
}): Subscription {
  const config = loadConfig(ComparisonEmailConfig);
  const transport = nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM });
  const domain = /@([^>\s]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? 'courtage-sante.local';
  return defineSubscription({
    consumer: 'notification',
    purpose: 'comparison-pdf-emails',
    events: [comparisonEmailRequested],
    inboxDb: deps.db,
    maxAttempts: 8,
    retryDelayMs: 2000,
    async handle(event, { logger }) {
      const data = event.data;
      const pdf = Buffer.from(await renderComparisonPdf(data));
      const email = await withLegalFooter({ identity: deps.identity, logger }, renderComparisonEmail(data));
      await transport.sendMail({
        to: data.contact.email,
        ...email,
        messageId: `<${event.messageId}.comparison@${domain}>`,
        attachments: [
          { filename: 'comparaison-mutuelles.pdf', content: pdf, contentType: 'application/pdf' },
        ],
      });
      logger.info(
        { comparisonId: data.comparisonId, offers: data.offers.length },
        'comparison emailed as PDF',
      );
    },
  });
}
