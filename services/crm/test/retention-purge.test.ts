import { randomUUID } from 'node:crypto';
import { purgeCrmData } from '@courtage/contracts/privacy/purge.rpc';
import { RETENTION_RULES } from '@courtage/contracts/privacy/retention';
import { createDocumentStore } from '@courtage/runtime/document-store';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { admin, newSiren, type RecordsEnv, startRecordsEnv } from './support/records-env.ts';

// The crm side of the retention purge, against a real crm process, PostgreSQL and the local S3:
// the data's dates are shifted (never the clock) and the test checks row by row, object by
// object, exactly what goes and what stays under a legal hold.

const store = createDocumentStore({
  endpoint: 'http://127.0.0.1:4569',
  region: 'us-east-1',
  bucket: 'courtage-test-documents',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});
const PDF = new TextEncoder().encode('%PDF-1.4 purge test');

let env: RecordsEnv;
beforeAll(async () => {
  env = await startRecordsEnv('retention-purge');
}, 60_000);

const held: string[] = [];
afterAll(async () => {
  // The held ones would be counted as kept again by the next run: they go by hand.
  if (env) {
    await env.pool.query('delete from contracts where company_id = any($1) or contact_id = any($1)', [held]);
    await env.pool.query('delete from documents where owner_id = any($1)', [held]);
    await env.pool.query('delete from contacts where id = any($1)', [held]);
    await env.pool.query('delete from companies where id = any($1)', [held]);
    expect(await env.close()).toBe(0);
  }
});

const ago = (years: number, days = 0) => `now() - interval '${years} years' - interval '${days} days'`;

async function company(name: string, at: string): Promise<string> {
  const { rows } = await env.pool.query(
    `insert into companies (company_name, siren, zip_code, town, created_at, updated_at)
     values ($1, $2, '69003', 'Lyon', ${at}, ${at}) returning id`,
    [`${name} ${randomUUID().slice(0, 6)}`, newSiren()],
  );
  return rows[0].id;
}

async function contact(name: string, at: string, companyId: string | null = null): Promise<string> {
  const { rows } = await env.pool.query(
    `insert into contacts (civility, name, forename, email, company_id, created_at, updated_at)
     values ('Mme', $1, 'Claire', $2, $3, ${at}, ${at}) returning id`,
    [name, `${randomUUID().slice(0, 8)}@example.fr`, companyId],
  );
  return rows[0].id;
}

/** A document row and its object in S3. */
async function document(ownerType: 'company' | 'contact', ownerId: string, kind: string, at: string) {
  const key = `documents/${ownerType}/${ownerId}/${randomUUID()}.pdf`;
  await store.put(key, PDF, 'application/pdf');
  await env.pool.query(
    `insert into documents (owner_type, owner_id, kind, key, file_name, content_type, size, uploaded_by, created_at)
     values ($1, $2, $3, $4, 'piece.pdf', 'application/pdf', $5, 'test', ${at})`,
    [ownerType, ownerId, kind, key, PDF.length],
  );
  return key;
}

async function contract(holder: { companyId?: string; contactId?: string }, status: string, at: string) {
  await env.pool.query(
    `insert into contracts (holder_kind, company_id, contact_id, holder_name, insurer, product, policy_number,
       start_date, renewal_date, monthly_premium, commission_rate, status, created_at, updated_at)
     values ($1, $2, $3, 'Titulaire', 'Assureur', 'Santé', $4, '2020-01-01', '2027-01-01', 50, 10, $5, ${at}, ${at})`,
    [
      holder.companyId ? 'company' : 'person',
      holder.companyId ?? null,
      holder.contactId ?? null,
      randomUUID(),
      status,
    ],
  );
}

async function message(at: string, replyAt?: string): Promise<string> {
  const { rows } = await env.pool.query(
    `insert into contact_queries (name, email, postal_code, city, message, created_at, updated_at)
     values ('Paul', 'paul@example.fr', '75011', 'Paris', 'Bonjour', ${at}, ${at}) returning id`,
  );
  if (replyAt)
    await env.pool.query(
      `insert into contact_query_replies (contact_query_id, author_id, author_name, body, created_at)
       values ($1, $2, 'Claire', 'Réponse', ${replyAt})`,
      [rows[0].id, randomUUID()],
    );
  return rows[0].id;
}

const exists = async (table: string, id: string) =>
  ((await env.pool.query(`select 1 from ${table} where id = $1`, [id])).rowCount ?? 0) > 0;
const stored = async (key: string) =>
  store.get(key).then(
    () => true,
    () => false,
  );

describe('crm retention purge (shifted dates, real PostgreSQL and S3)', () => {
  it('deletes the prospects and messages past 3 years with their documents, keeps the rest with the reason', async () => {
    onTestFailed(() => console.error(env.service.output()));
    // Due: a prospect company untouched for 3 years and a day, with a contact, a comment and an identity document.
    const oldProspect = await company('Ancien prospect', ago(3, 1));
    const oldProspectContact = await contact('Durand', ago(3, 2), oldProspect);
    await env.pool.query(
      `insert into company_comments (company_id, text, author_id, created_at) values ($1, 'vu', 'x', ${ago(3, 5)})`,
      [oldProspect],
    );
    const oldProspectDoc = await document('company', oldProspect, 'identity', ago(3, 10));
    // Due: a standalone contact untouched for 4 years, with a document.
    const oldContact = await contact('Martin', ago(4));
    const oldContactDoc = await document('contact', oldContact, 'other', ago(4));
    // Kept: an old prospect company with a recent comment (last contact 1 year ago).
    const revived = await company('Prospect relancé', ago(5));
    await env.pool.query(
      `insert into company_comments (company_id, text, author_id, created_at) values ($1, 'rappel', 'x', ${ago(1)})`,
      [revived],
    );
    // Kept: a recent prospect; held: a contact of the old prospect with a contract of their own.
    const recent = await company('Prospect récent', ago(1));
    const activeContact = await contact('Petit', ago(4), oldProspect);
    held.push(activeContact);
    await contract({ contactId: activeContact }, 'actif', ago(4));
    // Held: an old client with a contract in force, and its identity document.
    const client = await company('Client ancien', ago(6));
    held.push(client);
    await contract({ companyId: client }, 'actif', ago(6));
    const clientDoc = await document('company', client, 'identity', ago(6));
    // Held: a contact whose contract ended 2 years ago (within the legal 5 years).
    const formerClient = await contact('Bernard', ago(4));
    held.push(formerClient);
    await contract({ contactId: formerClient }, 'resilie', ago(2));
    // Due: a contract ended 6 years ago no longer holds its holder.
    const longGone = await contact('Leroy', ago(7));
    await contract({ contactId: longGone }, 'resilie', ago(6));
    // Messages: one past 3 years, one answered last year, one recent.
    const oldMessage = await message(ago(3, 1));
    const answered = await message(ago(4), ago(1));
    const recentMessage = await message(ago(0, 10));

    const report = await env.bus.call(purgeCrmData, {}, { actor: admin, timeoutMs: 60_000 });
    const line = (category: string) => report.categories.find((c) => c.category === category);

    // Exactly these went, with their objects in S3.
    for (const [table, id] of [
      ['companies', oldProspect],
      ['contacts', oldProspectContact],
      ['contacts', oldContact],
      ['contacts', longGone],
      ['contact_queries', oldMessage],
    ] as const) {
      expect(await exists(table, id), `${table} ${id} deleted`).toBe(false);
    }
    expect(await stored(oldProspectDoc)).toBe(false);
    expect(await stored(oldContactDoc)).toBe(false);
    expect(
      (await env.pool.query('select 1 from company_comments where company_id = $1', [oldProspect])).rowCount,
    ).toBe(0);
    // And these stayed.
    for (const [table, id] of [
      ['companies', revived],
      ['companies', recent],
      ['companies', client],
      ['contacts', activeContact],
      ['contacts', formerClient],
      ['contact_queries', answered],
      ['contact_queries', recentMessage],
    ] as const) {
      expect(await exists(table, id), `${table} ${id} kept`).toBe(true);
    }
    expect(await stored(clientDoc)).toBe(true);
    // The contact of the deleted company who holds a contract stays, standalone.
    expect(
      (await env.pool.query('select company_id from contacts where id = $1', [activeContact])).rows[0],
    ).toEqual({
      company_id: null,
    });

    // The report: what went, what the legal holds keep and why.
    expect(line('crmProspects')?.deleted).toBeGreaterThanOrEqual(4);
    expect(line('contactMessages')?.deleted).toBeGreaterThanOrEqual(1);
    expect(line('customers')).toMatchObject({ deleted: 0, holdReason: RETENTION_RULES.customers.basis });
    expect(line('customers')?.kept).toBeGreaterThanOrEqual(3);
    expect(line('identityDocuments')).toMatchObject({ holdReason: RETENTION_RULES.identityDocuments.basis });
    expect(line('identityDocuments')?.kept).toBeGreaterThanOrEqual(1);

    // A second run finds nothing more of these.
    const again = await env.bus.call(purgeCrmData, {}, { actor: admin, timeoutMs: 60_000 });
    expect(again.categories.find((c) => c.category === 'crmProspects')?.deleted).toBe(0);
  }, 90_000);

  it('deletes the site’s quote requesters past 3 years with their requests, keeps one whose request became a quote', async () => {
    onTestFailed(() => console.error(env.service.output()));
    const requester = async (at: string, requestAt: string) => {
      const { rows } = await env.pool.query(
        `insert into prospects (name, email, postal_code, city, created_at, updated_at)
         values ('Jeanne Roux', $1, '69003', 'Lyon', ${at}, ${at}) returning id`,
        [`${randomUUID().slice(0, 8)}@example.fr`],
      );
      const request = await env.pool.query(
        `insert into quote_requests (prospect_id, insurance_line, message, created_at, updated_at)
         values ($1, 'prevoyance', 'Un devis svp', ${requestAt}, ${requestAt}) returning id`,
        [rows[0].id],
      );
      return { id: rows[0].id as string, requestId: request.rows[0].id as string };
    };
    // Due: asked 3 years and a day ago, nothing since.
    const old = await requester(ago(3, 1), ago(3, 1));
    // Kept: an old requester who asked again last year.
    const returning = await requester(ago(5), ago(1));
    // Kept: an old request a broker turned into a quote (the quote's company keeps it).
    const quoted = await requester(ago(4), ago(4));
    const quotedCompany = await company('Devis depuis le site', ago(0, 5));
    await env.pool.query(
      `insert into quotes (company_id, insurance_line, formula, monthly_premium, valid_until, source, quote_request_id, created_by)
       values ($1, 'prevoyance', 'Essentielle', 30, current_date + 30, 'site', $2, 'test')`,
      [quotedCompany, quoted.requestId],
    );

    const report = await env.bus.call(purgeCrmData, {}, { actor: admin, timeoutMs: 60_000 });
    const line = report.categories.find((c) => c.category === RETENTION_RULES.quoteRequests.category);

    expect(await exists('prospects', old.id)).toBe(false);
    expect(await exists('quote_requests', old.requestId)).toBe(false);
    expect(await exists('prospects', returning.id)).toBe(true);
    expect(await exists('quote_requests', returning.requestId)).toBe(true);
    expect(await exists('prospects', quoted.id)).toBe(true);
    expect(await exists('quote_requests', quoted.requestId)).toBe(true);
    expect(line?.deleted).toBeGreaterThanOrEqual(1);
    expect(line?.kept).toBeGreaterThanOrEqual(1);
    expect(line?.holdReason).not.toBe('');

    await env.pool.query('delete from quotes where company_id = $1', [quotedCompany]);
  }, 90_000);
});
