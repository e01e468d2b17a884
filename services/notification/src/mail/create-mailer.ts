import type { BrokerIdentitySource } from '@courtage/runtime/broker-identity-source';
import { env, loadConfig } from '@courtage/runtime/config';
import type { Logger } from '@courtage/runtime/logger';
import { Type } from '@sinclair/typebox';
import nodemailer from 'nodemailer';
import { withBrokerFooter } from '../templates/layout.ts';

export type EmailAttachment = { filename: string; content: Buffer; contentType: string };
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments?: EmailAttachment[];
};

export type Mailer = {
  /** Resolves once the SMTP server accepted the message. */
  send(email: OutgoingEmail): Promise<void>;
  /** Domain used on the right of Message-IDs (the sender's domain). */
  messageIdDomain: string;
  close(): void;
};

const MailerConfig = Type.Object({ SMTP_URL: env.SMTP_URL, MAIL_FROM: env.MAIL_FROM });

/**
 * The only way mail leaves the platform. Settings, read from env once:
 * - `SMTP_URL`: `smtp://[user:pass@]host:port` or `smtps://...` (TLS); default
 *   `smtp://127.0.0.1:1025`, the local MailDev. Query parameters are nodemailer options
 *   (e.g. `?pool=true`).
 * - `MAIL_FROM`: the sender, `Name <address>`; default `Courtage Santé <contact@courtage-sante.local>`.
 * A bad value stops the process with `Configuration invalide : <NAME> ...`.
 * Every email ends with the broker's legal footer (identity of the CMS's site settings); while no
 * identity can be had (production, CMS never reached) it goes without, rather than not at all.
 */
export function createMailer(
  deps: { identity: BrokerIdentitySource; logger: Logger },
  source: NodeJS.ProcessEnv = process.env,
): Mailer {
  const config = loadConfig(MailerConfig, source);
  const transport = nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM });
  const messageIdDomain = /@([^>\s]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? 'courtage-sante.local';
  return {
    messageIdDomain,
    async send(outgoing) {
      const email = await withLegalFooter(deps, outgoing);
      await transport.sendMail({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        ...(outgoing.attachments?.length ? { attachments: outgoing.attachments } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The email with the broker's legal footer, or as it is while no identity can be had (logged). */
export async function withLegalFooter<T extends { subject: string; text: string; html: string }>(
  deps: { identity: BrokerIdentitySource; logger: Logger },
  email: T,
): Promise<T> {
  try {
    return { ...email, ...withBrokerFooter(email, await deps.identity.get()) };
  } catch (error) {
    deps.logger.warn({ err: error }, 'broker identity unavailable: email sent without its legal footer');
    return email;
  }
}
