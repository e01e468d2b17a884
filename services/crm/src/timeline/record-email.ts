import { CRM_MESSAGES } from '@courtage/contracts/crm/crm-messages';
import { recordEmailRequested, sendRecordEmail } from '@courtage/contracts/crm/timeline/record-email.rpc';
import { RECORD_EMAIL_MESSAGES } from '@courtage/contracts/crm/timeline/record-email-templates';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';

/**
 * `crm.send-record-email`: 'Envoyer un e-mail' from a contact's record. To the contact's own
 * address; one transaction keeps the e-mail (the timeline's), audits it and writes
 * `crm.record-email.requested`, which notification queues on the `emails` queue like every
 * other e-mail (the broker's legal footer added at sending, the state in its email_log).
 */
export function sendRecordEmailHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(sendRecordEmail, async ({ entity, id, template, subject, body }, meta) => {
    const staff = requireStaffActor(meta);
    return ctx.db.transaction().execute(async (trx) => {
      const { rows: found } = await sql<{ email: string | null }>`
        select email from contacts where id = ${id} for share`.execute(trx);
      const contact = found[0];
      if (!contact) throw new AppError('NOT_FOUND', CRM_MESSAGES.contactNotFound);
      if (!contact.email) throw new AppError('CONFLICT', RECORD_EMAIL_MESSAGES.noEmail);
      const cleanSubject = subject.replace(/\s+/g, ' ').trim();
      const { rows } = await sql<{ id: string; created_at: Date }>`
        insert into record_emails (record_type, record_id, template, recipient, subject, body, author_id)
        values (${entity}, ${id}, ${template}, ${contact.email}, ${cleanSubject}, ${body}, ${staff.id})
        returning id, created_at`.execute(trx);
      const row = rows[0] as { id: string; created_at: Date };
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'send-email',
        entity,
        entityId: id,
        after: { emailId: row.id, template, to: contact.email, subject: cleanSubject },
      });
      await enqueueEvent(
        trx,
        recordEmailRequested,
        {
          emailId: row.id,
          recordType: entity,
          recordId: id,
          template,
          to: contact.email,
          subject: cleanSubject,
          body,
        },
        meta,
      );
      return {
        id: `email:${row.id}`,
        kind: 'email' as const,
        at: new Date(row.created_at).toISOString(),
        authorId: staff.id,
        subject: { entity, id },
        title: cleanSubject,
        text: body,
        status: 'queued',
        refId: row.id,
        before: null,
        after: { to: contact.email, template },
      };
    });
  });
}
