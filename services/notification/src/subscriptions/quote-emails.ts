import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { quoteSent } from '@courtage/contracts/crm/quotes/quote';
import type { BrokerIdentitySource } from '@courtage/runtime/broker-identity-source';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import { env, isTestProfile, loadConfig } from '@courtage/runtime/config';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { NotificationDatabase } from '../database-schema.ts';
import { withLegalFooter } from '../mail/create-mailer.ts';
import { renderQuoteEmail } from '../templates/quote-email.ts';

const QuoteEmailConfig = Type.Object({
  SMTP_URL: env.SMTP_URL,
  MAIL_FROM: env.MAIL_FROM,
  S3_ENDPOINT: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4569' }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_BUCKET: Type.String({ default: isTestProfile ? 'courtage-test-documents' : 'courtage-documents' }),
  S3_ACCESS_KEY_ID: Type.String({ default: 'S3RVER' }),
  S3_SECRET_ACCESS_KEY: Type.String({ default: 'S3RVER' }),
});

/**
 * On `crm.quote.sent`: fetch the quote's PDF from S3 by its key and email it, attached, to the
 * contact. Sent from the subscription rather than the `emails` queue, whose jobs carry no
 * attachment: the bus retries a failure (S3 or SMTP down) with backoff, the inbox keeps a
 * delivered event from sending twice, and the Message-ID derived from the event lets mail
 * clients merge the copy a crash between SMTP acceptance and commit could produce.
 */
export function quoteEmailsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  identity: BrokerIdentitySource;
}): Subscription {
  const config = loadConfig(QuoteEmailConfig);
  const s3 = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
  });
  const transport = nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM });
  const domain = /@([^>\s]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? 'courtage-sante.local';
  return defineSubscription({
    consumer: 'notification',
    purpose: 'quote-emails',
    events: [quoteSent],
    inboxDb: deps.db,
    maxAttempts: 8,
    retryDelayMs: 2000,
    async handle(event, { logger }) {
      const data = event.data;
      const object = await s3.send(new GetObjectCommand({ Bucket: config.S3_BUCKET, Key: data.pdfKey }));
      const pdf = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      const email = await withLegalFooter({ identity: deps.identity, logger }, renderQuoteEmail(data));
      await transport.sendMail({
        to: data.email,
        ...email,
        messageId: `<${event.messageId}.quote@${domain}>`,
        attachments: [{ filename: data.fileName, content: pdf, contentType: 'application/pdf' }],
      });
      logger.info({ quoteId: data.quoteId }, 'quote emailed with its PDF');
    },
  });
}
