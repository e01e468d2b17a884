import { CRM_MESSAGES } from '@courtage/contracts/crm/crm-messages';
import {
  addRecordNote,
  getRecordTimeline,
  logRecordCall,
  type TimelineItem,
} from '@courtage/contracts/crm/timeline/record-timeline.rpc';
import {
  TIMELINE_KINDS,
  TIMELINE_MESSAGES,
  type TimelineKind,
  type TimelineRecord,
} from '@courtage/contracts/crm/timeline/timeline-labels';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { type RawBuilder, sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import type { RecordsDb } from '../records-schema.ts';
import { insertCompanyComment } from '../repositories/companies-repository.ts';

/** Audit actions shown as their own kind (note, call), not again as a change. */
const NOT_CHANGES = ['comment', 'add-note', 'log-call', 'send-email'];

type Row = {
  item_id: string;
  kind: TimelineKind;
  at: Date;
  at_key: string;
  author_id: string | null;
  subject_entity: string;
  subject_id: string;
  title: string | null;
  text: string | null;
  status: string | null;
  ref_id: string | null;
  before: unknown;
  after: unknown;
};

/** The columns every branch selects, in this order. */
function columns(
  kind: TimelineKind,
  parts: {
    id: string;
    at: string;
    author: string;
    subjectEntity: string;
    subjectId: string;
    title?: string;
    text?: string;
    status?: string;
    refId?: string;
    before?: string;
    after?: string;
  },
): RawBuilder<unknown> {
  const raw = (value: string | undefined) => sql.raw(value ?? 'null');
  return sql`select ${sql.lit(`${kind}:`)} || ${raw(parts.id)}::text as item_id, ${sql.lit(kind)} as kind,
    ${raw(parts.at)} as at, ${raw(parts.author)}::text as author_id,
    ${raw(parts.subjectEntity)}::text as subject_entity, ${raw(parts.subjectId)}::text as subject_id,
    ${raw(parts.title)}::text as title, ${raw(parts.text)}::text as text, ${raw(parts.status)}::text as status,
    ${raw(parts.refId)}::text as ref_id, ${raw(parts.before)}::jsonb as before, ${raw(parts.after)}::jsonb as after`;
}

/**
 * One branch per source of the record's timeline. A company's notes are its comments; its
 * timeline also shows its contacts' notes and calls (the subject says whose).
 */
function branches(
  entity: TimelineRecord,
  id: string,
  kinds: ReadonlySet<TimelineKind>,
): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  const activitySubjects =
    entity === 'company'
      ? sql`(a.record_type = 'company' and a.record_id = ${id})
          or (a.record_type = 'contact' and a.record_id in (select c.id from contacts c where c.company_id = ${id}))`
      : sql`a.record_type = 'contact' and a.record_id = ${id}`;
  if (kinds.has('note') && entity === 'company')
    out.push(
      sql`${columns('note', {
        id: 'cc.id',
        at: 'cc.created_at',
        author: 'cc.author_id',
        subjectEntity: "'company'",
        subjectId: 'cc.company_id',
        text: 'cc.text',
      })} from company_comments cc where cc.company_id = ${id}`,
    );
  for (const kind of ['note', 'call'] as const)
    if (kinds.has(kind))
      out.push(
        sql`${columns(kind, {
          id: 'a.id',
          at: 'a.created_at',
          author: 'a.author_id',
          subjectEntity: 'a.record_type',
          subjectId: 'a.record_id',
          // On a company's timeline, whose call or note it was (its contact's name).
          title: `case when a.record_type = 'contact'
            then (select c.forename || ' ' || c.name from contacts c where c.id = a.record_id) end`,
          text: "nullif(a.text, '')",
          status: 'a.call_outcome',
        })} from record_activities a where a.kind = ${kind} and (${activitySubjects})`,
      );
  if (kinds.has('email')) {
    const emailSubjects =
      entity === 'company'
        ? sql`e.record_type = 'contact' and e.record_id in (select c.id from contacts c where c.company_id = ${id})`
        : sql`e.record_type = 'contact' and e.record_id = ${id}`;
    // The status (delivery state) is notification's: the gateway fills it in.
    out.push(
      sql`${columns('email', {
        id: 'e.id',
        at: 'e.created_at',
        author: 'e.author_id',
        subjectEntity: 'e.record_type',
        subjectId: 'e.record_id',
        title: 'e.subject',
        text: 'e.body',
        refId: 'e.id',
        after: "jsonb_build_object('to', e.recipient, 'template', e.template)",
      })} from record_emails e where ${emailSubjects}`,
    );
  }
  if (kinds.has('change'))
    out.push(
      sql`${columns('change', {
        id: 'l.id',
        at: 'l.occurred_at',
        author: 'l.actor_id',
        subjectEntity: 'l.entity',
        subjectId: 'l.entity_id',
        status: 'l.action',
        before: 'l.before',
        after: 'l.after',
      })} from audit_log l where l.entity = ${entity} and l.entity_id = ${id}
        and l.action not in (${sql.join(NOT_CHANGES)})`,
    );
  const owner = entity === 'company' ? sql.raw('company_id') : sql.raw('contact_id');
  if (kinds.has('quote'))
    out.push(
      sql`${columns('quote', {
        id: 'q.id',
        at: 'q.created_at',
        author: 'q.created_by',
        subjectEntity: "'quote'",
        subjectId: 'q.id',
        title: 'q.reference',
        status: 'q.status',
        refId: 'q.id',
        after: `jsonb_build_object('insuranceLine', q.insurance_line, 'formula', q.formula,
          'insurer', q.insurer, 'monthlyPremium', q.monthly_premium, 'sentAt', q.sent_at)`,
      })} from quotes q where q.${owner} = ${id}`,
    );
  if (kinds.has('contract'))
    out.push(
      sql`${columns('contract', {
        id: 'k.id',
        at: 'k.created_at',
        author: 'null',
        subjectEntity: "'contract'",
        subjectId: 'k.id',
        title: "k.insurer || ' · ' || k.product",
        status: 'k.status',
        refId: 'k.id',
        after: `jsonb_build_object('policyNumber', k.policy_number, 'monthlyPremium', k.monthly_premium,
          'startDate', k.start_date, 'renewalDate', k.renewal_date)`,
      })} from contracts k where k.${owner} = ${id}`,
    );
  if (kinds.has('document'))
    out.push(
      sql`${columns('document', {
        id: 'd.id',
        at: 'd.created_at',
        author: 'd.uploaded_by',
        subjectEntity: "'document'",
        subjectId: 'd.id',
        title: 'd.file_name',
        status: 'd.kind',
        refId: 'd.id',
      })} from documents d where d.owner_type = ${entity} and d.owner_id = ${id}`,
    );
  if (kinds.has('task'))
    out.push(
      sql`${columns('task', {
        id: 't.id',
        at: 't.created_at',
        author: 't.created_by',
        subjectEntity: "'task'",
        subjectId: 't.id',
        title: 't.title',
        status: 't.status',
        refId: 't.id',
        after: "jsonb_build_object('dueAt', t.due_at, 'assigneeId', t.assignee_id)",
      })} from tasks t where t.linked_type = ${entity} and t.linked_id = ${id}`,
    );
  return out;
}

/** The cursor: the last item's instant (microseconds, as PostgreSQL text) and id. */
function encodeCursor(row: Row): string {
  return Buffer.from(JSON.stringify([row.at_key, row.item_id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      typeof value[1] === 'string'
    )
      return [value[0], value[1]];
  } catch {
    // refused below
  }
  throw new AppError('VALIDATION_FAILED', TIMELINE_MESSAGES.cursorInvalid);
}

function toItem(row: Row): TimelineItem {
  return {
    id: row.item_id,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    authorId: row.author_id,
    subject: { entity: row.subject_entity, id: row.subject_id },
    title: row.title,
    text: row.text,
    status: row.status,
    refId: row.ref_id,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

async function requireRecord(db: RecordsDb, entity: TimelineRecord, id: string): Promise<void> {
  const table = entity === 'company' ? sql.raw('companies') : sql.raw('contacts');
  const { rows } = await sql`select 1 from ${table} where id = ${id}`.execute(db);
  if (rows.length === 0)
    throw new AppError(
      'NOT_FOUND',
      entity === 'company' ? CRM_MESSAGES.companyNotFound : CRM_MESSAGES.contactNotFound,
    );
}

/** One page of a record's timeline, newest first. */
export async function timelinePage(
  db: RecordsDb,
  request: { entity: TimelineRecord; id: string; kinds?: TimelineKind[]; cursor?: string; limit: number },
): Promise<{ items: TimelineItem[]; nextCursor: string | null }> {
  const kinds = new Set(request.kinds && request.kinds.length > 0 ? request.kinds : TIMELINE_KINDS);
  const parts = branches(request.entity, request.id, kinds);
  if (parts.length === 0) return { items: [], nextCursor: null };
  const after = request.cursor ? decodeCursor(request.cursor) : null;
  const { rows } = await sql<Row>`
    select i.*, i.at::text as at_key from (${sql.join(parts, sql` union all `)}) i
    ${after ? sql`where (i.at, i.item_id) < (${after[0]}::timestamptz, ${after[1]})` : sql``}
    order by i.at desc, i.item_id desc
    limit ${request.limit + 1}`.execute(db);
  const page = rows.slice(0, request.limit);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > request.limit ? encodeCursor(page[page.length - 1] as Row) : null,
  };
}

/** `crm.get-record-timeline`: a company's or a contact's activity in one list (keyset pages). */
export function getRecordTimelineHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getRecordTimeline, async (request, meta) => {
    requireStaffActor(meta);
    await requireRecord(ctx.db, request.entity, request.id);
    return timelinePage(ctx.db, request);
  });
}

/** `crm.log-record-call`: 'Journaliser un appel' (outcome and note), audited. */
export function logRecordCallHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(logRecordCall, async ({ entity, id, outcome, note }, meta) => {
    const staff = requireStaffActor(meta);
    return ctx.db.transaction().execute(async (trx) => {
      await requireRecord(trx, entity, id);
      const text = note?.trim() ?? '';
      const { rows } = await sql<{ id: string; created_at: Date }>`
        insert into record_activities (record_type, record_id, kind, call_outcome, text, author_id)
        values (${entity}, ${id}, 'call', ${outcome}, ${text}, ${staff.id})
        returning id, created_at`.execute(trx);
      const row = rows[0] as { id: string; created_at: Date };
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'log-call',
        entity,
        entityId: id,
        after: { callId: row.id, outcome, note: text },
      });
      return activityItem('call', entity, id, row, staff.id, text, outcome);
    });
  });
}

/** `crm.add-record-note`: a contact's note, or a company's comment (its 'Actualités'), audited. */
export function addRecordNoteHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(addRecordNote, async ({ entity, id, text: typed }, meta) => {
    const staff = requireStaffActor(meta);
    const text = typed.trim();
    return ctx.db.transaction().execute(async (trx) => {
      await requireRecord(trx, entity, id);
      if (entity === 'company') {
        const comment = await insertCompanyComment(trx, { companyId: id, text, authorId: staff.id });
        await recordAudit(trx, {
          actor: meta.actor,
          action: 'comment',
          entity,
          entityId: id,
          after: { commentId: comment.id, text },
        });
        return activityItem('note', entity, id, comment, staff.id, text, null);
      }
      const { rows } = await sql<{ id: string; created_at: Date }>`
        insert into record_activities (record_type, record_id, kind, text, author_id)
        values (${entity}, ${id}, 'note', ${text}, ${staff.id})
        returning id, created_at`.execute(trx);
      const row = rows[0] as { id: string; created_at: Date };
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'add-note',
        entity,
        entityId: id,
        after: { noteId: row.id, text },
      });
      return activityItem('note', entity, id, row, staff.id, text, null);
    });
  });
}

function activityItem(
  kind: 'note' | 'call',
  entity: TimelineRecord,
  id: string,
  row: { id: string; created_at: Date },
  authorId: string,
  text: string,
  status: string | null,
): TimelineItem {
  return {
    id: `${kind}:${row.id}`,
    kind,
    at: new Date(row.created_at).toISOString(),
    authorId,
    subject: { entity, id },
    title: null,
    text: text === '' ? null : text,
    status,
    refId: null,
    before: null,
    after: null,
  };
}
