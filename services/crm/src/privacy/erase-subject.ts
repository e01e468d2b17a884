import { eraseCrmSubject } from '@courtage/contracts/privacy/erasure.rpc';
import { exportContactMessages } from '@courtage/contracts/privacy/prospect-requests.rpc';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { type Kysely, sql } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';

export const CRM_ERASURE_LABELS = {
  questions: 'Questions posées depuis l’espace client',
  contactMessages: 'Messages du formulaire de contact (et réponses)',
} as const;

/**
 * `crm.erase-subject` (Admin): a customer's questions (by account) and contact messages (by
 * address, with the replies) go; with dryRun, only counted for the Admin's review. Companies,
 * contacts and their documents are the broker's records of a business relationship: the
 * retention purge handles them, not a customer's request.
 */
export function eraseCrmSubjectHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(eraseCrmSubject, async ({ subject, dryRun }, meta) => {
    requireAdminActor(meta);
    const email = subject.email.toLowerCase();
    return db.transaction().execute(async (trx) => {
      const questions = subject.userId
        ? await trx
            .selectFrom('user_queries')
            .select('id')
            .where((eb) =>
              eb.or([
                eb('customer_id', '=', subject.userId as string),
                eb(sql`lower(user_email)`, '=', email),
              ]),
            )
            .forUpdate()
            .execute()
        : await trx
            .selectFrom('user_queries')
            .select('id')
            .where(sql`lower(user_email)`, '=', email)
            .forUpdate()
            .execute();
      const messages = await trx
        .selectFrom('contact_queries')
        .select('id')
        .where(sql`lower(email)`, '=', email)
        .forUpdate()
        .execute();
      if (!dryRun) {
        if (questions.length > 0)
          await trx
            .deleteFrom('user_queries')
            .where(
              'id',
              'in',
              questions.map((q) => q.id),
            )
            .execute();
        if (messages.length > 0)
          await trx
            .deleteFrom('contact_queries')
            .where(
              'id',
              'in',
              messages.map((m) => m.id),
            )
            .execute();
      }
      return {
        service: 'crm' as const,
        categories: [
          { label: CRM_ERASURE_LABELS.questions, erased: questions.length, kept: 0, holdReason: '' },
          { label: CRM_ERASURE_LABELS.contactMessages, erased: messages.length, kept: 0, holdReason: '' },
        ],
      };
    });
  });
}

/** `crm.export-contact-messages`: the contact messages of an address (a proven prospect's copy of their data). */
export function exportContactMessagesHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(exportContactMessages, async ({ email }) => {
    const rows = await db
      .selectFrom('contact_queries')
      .select(['id', 'created_at', 'name', 'message', 'status'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .orderBy('created_at')
      .limit(500)
      .execute();
    return {
      messages: rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at.toISOString(),
        name: row.name,
        message: row.message,
        status: row.status,
      })),
    };
  });
}
