import { type PurgeReportSchema, purgeCrmData } from '@courtage/contracts/privacy/purge.rpc';
import { RETENTION_RULES, retentionCutoff } from '@courtage/contracts/privacy/retention';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';

type PurgeReport = Static<typeof PurgeReportSchema>;

/** At most this many companies, contacts and messages per run (one transaction): a backlog goes over several runs. */
export const CRM_PURGE_BATCH = 2000;

/** Why a quote requester past the period stays (French, the ops console shows it). */
export const QUOTED_REQUESTER_HOLD =
  'Un devis établi à partir de sa demande reste dans le CRM : la demande suit la fiche qui porte ce devis.';

/** A contract keeps its holder: in force, or ended less than the legal period ago (RETENTION_RULES.customers). */
const HOLDING_CONTRACT = sql<boolean>`(k.status <> 'resilie' or k.updated_at >= now() - interval '60 months')`;

/**
 * The crm side of the retention purge (RETENTION_RULES.crmProspects, .contactMessages):
 * - a company or contact without any contract whose last contact (the record, its comments,
 *   quotes, tasks, documents, and a company's contacts) is older than 3 years goes, with its
 *   documents, comments, compliance items, quotes and tasks; its documents leave the object store
 *   once the transaction committed;
 * - one with a contract stays (the contract's life plus the legal period), counted as kept with
 *   the reason, its identity documents too (anti-money-laundering: 5 years after the relationship);
 * - a contact message whose last exchange (the message, a reply, a change) is older than 3 years
 *   goes with its replies.
 * `now` is the run's instant; tests shift the data's dates, never the clock.
 */
export async function purgeDueCrmData(
  ctx: Pick<RecordsContext, 'db' | 'store' | 'logger'>,
  now: Date,
): Promise<PurgeReport> {
  const cutoff = retentionCutoff('crmProspects', now);
  const messagesCutoff = retentionCutoff('contactMessages', now);
  const requestsCutoff = retentionCutoff('quoteRequests', now);
  if (!cutoff || !messagesCutoff || !requestsCutoff)
    throw new Error('crm prospects have no retention period');
  const result = await ctx.db.transaction().execute(async (trx) => {
    const companyLastContact = sql`greatest(
        c.updated_at,
        coalesce((select max(m.created_at) from company_comments m where m.company_id = c.id), c.updated_at),
        coalesce((select max(q.updated_at) from quotes q where q.company_id = c.id), c.updated_at),
        coalesce((select max(t.updated_at) from tasks t where t.linked_type = 'company' and t.linked_id = c.id), c.updated_at),
        coalesce((select max(d.created_at) from documents d where d.owner_type = 'company' and d.owner_id = c.id), c.updated_at),
        coalesce((select max(p.updated_at) from contacts p where p.company_id = c.id), c.updated_at))`;
    const contactLastContact = sql`greatest(
        p.updated_at,
        coalesce((select max(q.updated_at) from quotes q where q.contact_id = p.id), p.updated_at),
        coalesce((select max(t.updated_at) from tasks t where t.linked_type = 'contact' and t.linked_id = p.id), p.updated_at),
        coalesce((select max(d.created_at) from documents d where d.owner_type = 'contact' and d.owner_id = p.id), p.updated_at))`;
    const companyHeld = sql`exists (select 1 from contracts k where k.company_id = c.id and ${HOLDING_CONTRACT})`;
    const contactHeld = sql`exists (select 1 from contracts k where k.contact_id = p.id and ${HOLDING_CONTRACT})`;

    const companies = (
      await sql<{ id: string }>`select c.id from companies c
        where ${companyLastContact} < ${cutoff} and not ${companyHeld}
        order by c.created_at limit ${CRM_PURGE_BATCH} for update of c skip locked`.execute(trx)
    ).rows.map((r) => r.id);
    // A company's contacts go with it when they have no activity and no contract of their own;
    // the others stay standalone (the foreign key sets their company to null).
    const contacts = (
      await sql<{ id: string }>`select p.id from contacts p
        where ${contactLastContact} < ${cutoff} and not ${contactHeld}
          and (p.company_id is null or p.company_id = any(${companies}::uuid[]))
        order by p.created_at limit ${CRM_PURGE_BATCH} for update of p skip locked`.execute(trx)
    ).rows.map((r) => r.id);
    const keptCompanies = Number(
      (
        await sql<{ n: string }>`select count(*) as n from companies c
          where ${companyLastContact} < ${cutoff} and ${companyHeld}`.execute(trx)
      ).rows[0]?.n ?? 0,
    );
    const keptContacts = Number(
      (
        await sql<{ n: string }>`select count(*) as n from contacts p
          where ${contactLastContact} < ${cutoff} and ${contactHeld}`.execute(trx)
      ).rows[0]?.n ?? 0,
    );
    const keptIdentity = Number(
      (
        await sql<{ n: string }>`select count(*) as n from documents d where d.kind = 'identity' and (
          (d.owner_type = 'company' and exists (select 1 from companies c where c.id = d.owner_id
             and ${companyLastContact} < ${cutoff} and ${companyHeld}))
          or (d.owner_type = 'contact' and exists (select 1 from contacts p where p.id = d.owner_id
             and ${contactLastContact} < ${cutoff} and ${contactHeld})))`.execute(trx)
      ).rows[0]?.n ?? 0,
    );

    const keys: string[] = [];
    if (companies.length > 0 || contacts.length > 0) {
      const documents = await sql<{ key: string }>`delete from documents
        where (owner_type = 'company' and owner_id = any(${companies}::uuid[]))
           or (owner_type = 'contact' and owner_id = any(${contacts}::uuid[]))
        returning key`.execute(trx);
      keys.push(...documents.rows.map((d) => d.key));
      const quotes = await sql<{ pdf_key: string | null }>`delete from quotes
        where company_id = any(${companies}::uuid[]) or contact_id = any(${contacts}::uuid[])
        returning pdf_key`.execute(trx);
      keys.push(...quotes.rows.flatMap((q) => (q.pdf_key ? [q.pdf_key] : [])));
      await sql`delete from tasks where (linked_type = 'company' and linked_id = any(${companies}::uuid[]))
        or (linked_type = 'contact' and linked_id = any(${contacts}::uuid[]))`.execute(trx);
      await sql`delete from contacts where id = any(${contacts}::uuid[])`.execute(trx);
      // Comments and compliance items go by cascade.
      await sql`delete from companies where id = any(${companies}::uuid[])`.execute(trx);
    }

    const messages = await sql<{ id: string }>`delete from contact_queries q where q.id in (
        select q2.id from contact_queries q2
        where greatest(q2.updated_at, coalesce((select max(r.created_at) from contact_query_replies r
                                                 where r.contact_query_id = q2.id), q2.updated_at)) < ${messagesCutoff}
        order by q2.created_at limit ${CRM_PURGE_BATCH} for update skip locked)
      returning q.id`.execute(trx);

    // The site's quote requesters: one goes with their requests when their last request (or its
    // last change) is older than 3 years and no quote still made from one of them remains (such a
    // quote belongs to a company or contact, kept by their own rule above).
    const requesters = (
      await sql<{ id: string }>`select r.id from prospects r
        where greatest(r.updated_at, coalesce((select max(q.updated_at) from quote_requests q
                                               where q.prospect_id = r.id), r.updated_at)) < ${requestsCutoff}
          and not exists (select 1 from quote_requests q join quotes k on k.quote_request_id = q.id
                          where q.prospect_id = r.id)
        order by r.created_at limit ${CRM_PURGE_BATCH} for update of r skip locked`.execute(trx)
    ).rows.map((r) => r.id);
    await sql`delete from quote_requests where prospect_id = any(${requesters}::uuid[])`.execute(trx);
    await sql`delete from prospects where id = any(${requesters}::uuid[])`.execute(trx);
    const keptRequesters = Number(
      (
        await sql<{ n: string }>`select count(distinct r.id) as n from prospects r
          join quote_requests q on q.prospect_id = r.id join quotes k on k.quote_request_id = q.id
          where greatest(r.updated_at, q.updated_at) < ${requestsCutoff}`.execute(trx)
      ).rows[0]?.n ?? 0,
    );
    return {
      requesters: requesters.length,
      keptRequesters,
      companies: companies.length,
      contacts: contacts.length,
      documents: keys.length,
      keys,
      messages: messages.rows.length,
      keptCompanies,
      keptContacts,
      keptIdentity,
    };
  });

  let storeFailures = 0;
  for (const key of result.keys) {
    await ctx.store.delete(key).catch((error) => {
      storeFailures += 1;
      ctx.logger.warn({ err: error, key }, 'purged document object not deleted');
    });
  }
  if (storeFailures > 0) ctx.logger.error({ storeFailures }, 'retention purge left objects in the store');
  const kept = result.keptCompanies + result.keptContacts;
  return {
    service: 'crm',
    ranAt: now.toISOString(),
    categories: [
      {
        category: RETENTION_RULES.crmProspects.category,
        deleted: result.companies + result.contacts,
        kept: 0,
        holdReason: '',
      },
      {
        category: RETENTION_RULES.contactMessages.category,
        deleted: result.messages,
        kept: 0,
        holdReason: '',
      },
      {
        category: RETENTION_RULES.quoteRequests.category,
        deleted: result.requesters,
        kept: result.keptRequesters,
        holdReason: result.keptRequesters > 0 ? QUOTED_REQUESTER_HOLD : '',
      },
      {
        category: RETENTION_RULES.customers.category,
        deleted: 0,
        kept,
        holdReason: kept > 0 ? RETENTION_RULES.customers.basis : '',
      },
      {
        category: RETENTION_RULES.identityDocuments.category,
        deleted: 0,
        kept: result.keptIdentity,
        holdReason: result.keptIdentity > 0 ? RETENTION_RULES.identityDocuments.basis : '',
      },
    ],
  };
}

/** `crm.purge-due-data`: the retention purge, run by the scheduled job (notification's BullMQ). */
export function purgeCrmDataHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(purgeCrmData, async () => {
    const report = await purgeDueCrmData(ctx, new Date());
    ctx.logger.info({ report }, 'retention purge');
    return report;
  });
}
