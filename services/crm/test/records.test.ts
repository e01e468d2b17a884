import { randomUUID } from 'node:crypto';
import {
  BROKER_REMUNERATION,
  DEV_BROKER_IDENTITY,
  formatSiren,
  identityText,
} from '@courtage/contracts/broker/broker-identity';
import { addCompanyComment } from '@courtage/contracts/crm/companies/add-company-comment.rpc';
import { becomeClient } from '@courtage/contracts/crm/companies/become-client.rpc';
import { createCompany } from '@courtage/contracts/crm/companies/create-company.rpc';
import { getCompany } from '@courtage/contracts/crm/companies/get-company.rpc';
import { getRecordHistory } from '@courtage/contracts/crm/companies/get-record-history.rpc';
import { listCompanies } from '@courtage/contracts/crm/companies/list-companies.rpc';
import { revealCompanyIban } from '@courtage/contracts/crm/companies/reveal-company-iban.rpc';
import { updateCompany } from '@courtage/contracts/crm/companies/update-company.rpc';
import { getComplianceFile } from '@courtage/contracts/crm/compliance/get-compliance-file.rpc';
import { recordComplianceItem } from '@courtage/contracts/crm/compliance/record-compliance-item.rpc';
import { createContact } from '@courtage/contracts/crm/contacts/create-contact.rpc';
import { getContact } from '@courtage/contracts/crm/contacts/get-contact.rpc';
import { listContacts } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { getContractTotals } from '@courtage/contracts/crm/contracts/get-contract-totals.rpc';
import { listContracts } from '@courtage/contracts/crm/contracts/list-contracts.rpc';
import { registerDocument } from '@courtage/contracts/crm/documents/register-document.rpc';
import { createQuote } from '@courtage/contracts/crm/quotes/create-quote.rpc';
import { sendQuote } from '@courtage/contracts/crm/quotes/send-quote.rpc';
import { setQuoteStatus } from '@courtage/contracts/crm/quotes/set-quote-status.rpc';
import { createTask } from '@courtage/contracts/crm/tasks/create-task.rpc';
import { listTasks } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { rescheduleTask } from '@courtage/contracts/crm/tasks/reschedule-task.rpc';
import { setTaskStatus } from '@courtage/contracts/crm/tasks/set-task-status.rpc';
import { offerSubscribed } from '@courtage/contracts/offer/events';
import { createDatabase } from '@courtage/runtime/database';
import { createDocumentStore } from '@courtage/runtime/document-store';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { rejection } from '@courtage/runtime/testing/rejection';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { RecordsDatabase } from '../src/records-schema.ts';
import { searchPage } from '../src/repositories/search-page.ts';
import {
  admin,
  broker,
  customer,
  DATABASE_URL,
  newSiren,
  type RecordsEnv,
  startRecordsEnv,
  subAdmin,
} from './support/records-env.ts';

let env: RecordsEnv;

/** The S3 store the crm process under test writes to (its test-profile defaults). */
const documentStore = () =>
  createDocumentStore({
    endpoint: 'http://127.0.0.1:4569',
    region: 'us-east-1',
    bucket: 'courtage-test-documents',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
const actor = { actor: subAdmin };
const sort = { field: 'createdAt' as const, direction: 'desc' as const };

beforeAll(async () => {
  env = await startRecordsEnv('records');
}, 60_000);

afterAll(async () => {
  if (env) expect(await env.close()).toBe(0);
});

function printOutputOnFailure(): void {
  onTestFailed(() => console.error(`--- crm output ---\n${env.service.output()}`));
}

const company = (overrides: Record<string, unknown> = {}) => ({
  companyName: `Boulangerie ${randomUUID().slice(0, 8)}`,
  siren: newSiren(),
  kind: 'prospect' as const,
  zipCode: '69003',
  codeNaf: '10.71C',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  ...overrides,
});

describe('crm records: companies, contacts, comments', () => {
  it('creates a prospect with the town and NAF label it derives, the IBAN encrypted and masked, audited', async () => {
    printOutputOnFailure();
    const created = await env.bus.call(createCompany, company(), actor);
    expect(created).toMatchObject({
      kind: 'prospect',
      town: 'Lyon 3e Arrondissement',
      nafActivity: 'Boulangerie et boulangerie-pâtisserie',
    });
    expect(created.ibanMasked).toBe('FR76 **** **** 0189');
    const stored = await env.pool.query('select iban_encrypted from companies where id = $1', [created.id]);
    expect(stored.rows[0].iban_encrypted).toMatch(/^v2:/);
    expect(stored.rows[0].iban_encrypted).not.toContain('3000');

    // A ciphertext copied onto another company does not decrypt (the id is associated data).
    const other = await env.bus.call(createCompany, company({ iban: undefined }), actor);
    await env.pool.query('update companies set iban_encrypted = $1 where id = $2', [
      stored.rows[0].iban_encrypted,
      other.id,
    ]);
    expect((await rejection(env.bus.call(revealCompanyIban, { id: other.id }, { actor: admin }))).code).toBe(
      'INTERNAL',
    );

    // Sub-admins cannot reveal; an admin can, and the reveal is in the history.
    expect((await rejection(env.bus.call(revealCompanyIban, { id: created.id }, actor))).code).toBe(
      'FORBIDDEN',
    );
    expect(await env.bus.call(revealCompanyIban, { id: created.id }, { actor: admin })).toEqual({
      iban: 'FR7630006000011234567890189',
    });
    const history = await env.bus.call(getRecordHistory, { entity: 'company', id: created.id }, actor);
    expect(history.entries.map((entry) => entry.action)).toEqual(['reveal-iban', 'create']);
    expect(JSON.stringify(history.entries)).not.toContain('7890189');
  });

  it('refuses a wrong SIREN, an unknown NAF code and a town outside the postal code, in French, writing nothing', async () => {
    printOutputOnFailure();
    const siren = newSiren();
    const wrong = `${siren.slice(0, 8)}${(Number(siren[8]) + 1) % 10}`;
    const error = await rejection(
      env.bus.call(createCompany, company({ siren: wrong, codeNaf: '99.99Z', town: 'Marseille' }), actor),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([
      { field: 'siren', message: 'Le numéro SIREN est invalide (9 chiffres, clé de contrôle).' },
    ]);
    const second = await rejection(
      env.bus.call(createCompany, company({ codeNaf: '99.99Z', town: 'Marseille' }), actor),
    );
    expect(second.details).toEqual([
      { field: 'town', message: 'Cette ville ne correspond pas au code postal.' },
      { field: 'codeNaf', message: 'Code NAF inconnu (format 62.01Z).' },
    ]);
    const count = await env.pool.query('select count(*)::int as n from companies where siren = $1', [wrong]);
    expect(count.rows[0].n).toBe(0);
    const taken = company();
    await env.bus.call(createCompany, taken, actor);
    expect(
      await rejection(env.bus.call(createCompany, { ...taken, companyName: 'Autre' }, actor)),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'Une entreprise avec ce numéro SIREN existe déjà.',
    });
  });

  it('finds companies by the start of a word of the name or a SIREN prefix, tabs by kind, keyset pages; customers refused', async () => {
    printOutputOnFailure();
    const marker = `Zq${randomUUID().slice(0, 6)}`;
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(
        await env.bus.call(createCompany, company({ companyName: `${marker} ${i}`, iban: undefined }), actor),
      );
    await env.bus.call(becomeClient, { id: made[0]?.id as string, reason: 'Contrat signé' }, actor);
    const first = await env.bus.call(
      listCompanies,
      { filter: { q: marker.toLowerCase() }, sort, limit: 10 },
      actor,
    );
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    const second = await env.bus.call(
      listCompanies,
      { filter: { q: marker }, sort, limit: 10, cursor: first.nextCursor as string },
      actor,
    );
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(12);
    const clients = await env.bus.call(
      listCompanies,
      { filter: { q: marker, kind: 'client' }, sort, limit: 10 },
      actor,
    );
    expect(clients.rows.map((row) => row.id)).toEqual([made[0]?.id]);
    const bySiren = await env.bus.call(
      listCompanies,
      { filter: { q: String(made[3]?.siren).slice(0, 9) }, sort, limit: 10 },
      actor,
    );
    expect(bySiren.rows.map((row) => row.id)).toContain(made[3]?.id);
    expect(
      (await rejection(env.bus.call(listCompanies, { filter: {}, sort, limit: 10 }, { actor: customer })))
        .code,
    ).toBe('FORBIDDEN');
    expect(
      (await rejection(env.bus.call(getCompany, { id: made[1]?.id as string }, { actor: customer }))).code,
    ).toBe('FORBIDDEN');
  });

  it('answers unfiltered totals from the kept counts (triggers) and caps a search’s count at 1,000', async () => {
    printOutputOnFailure();
    const marker = `Zk${randomUUID().slice(0, 6)}`.toLowerCase();
    // 1,005 companies in one statement (the trigger counts a statement's rows once), 3 clients.
    await env.pool.query(
      `insert into companies (company_name, siren, kind, zip_code, town)
       select $1 || ' ' || i, (700000000 + $2::int + i)::text,
              case when i <= 3 then 'client' else 'prospect' end, '69003', 'Lyon'
       from generate_series(1, 1005) as i`,
      [marker, Math.floor(Math.random() * 98_000_000)],
    );
    const exact = async (where: string) =>
      (await env.pool.query(`select count(*)::int as n from companies ${where}`)).rows[0].n as number;
    const all = await env.bus.call(listCompanies, { filter: {}, sort, limit: 10 }, actor);
    expect(all.total).toBe(await exact(''));
    expect(all.totalCapped).toBeUndefined();
    const clients = await env.bus.call(listCompanies, { filter: { kind: 'client' }, sort, limit: 10 }, actor);
    expect(clients.total).toBe(await exact(`where kind = 'client'`));
    await env.pool.query(`update companies set kind = 'client' where company_name = $1`, [`${marker} 4`]);
    await env.pool.query(`delete from companies where company_name = $1`, [`${marker} 5`]);
    const prospects = await env.bus.call(
      listCompanies,
      { filter: { kind: 'prospect' }, sort, limit: 10 },
      actor,
    );
    expect(prospects.total).toBe(await exact(`where kind = 'prospect'`));
    const searched = await env.bus.call(listCompanies, { filter: { q: marker }, sort, limit: 20 }, actor);
    expect(searched).toMatchObject({ total: 1000, totalCapped: true });
    expect(searched.rows).toHaveLength(20);
    // Past the cap, each page in the sort order, by date (the date index walked) and by name (all
    // matches sorted): the rows are the table's own order.
    const inOrder = async (orderBy: string) =>
      (
        await env.pool.query(
          `select id from companies where company_name like $1 order by ${orderBy} limit 40`,
          [`${marker} %`],
        )
      ).rows.map((row) => row.id as string);
    for (const [pageSort, orderBy] of [
      [sort, 'created_at desc, id desc'],
      [{ field: 'companyName', direction: 'asc' }, 'name_key asc, id asc'],
    ] as const) {
      const one = await env.bus.call(
        listCompanies,
        { filter: { q: marker }, sort: pageSort, limit: 20 },
        actor,
      );
      const two = await env.bus.call(
        listCompanies,
        { filter: { q: marker }, sort: pageSort, limit: 20, cursor: one.nextCursor as string },
        actor,
      );
      expect(two).toMatchObject({ total: 1000, totalCapped: true });
      expect([...one.rows, ...two.rows].map((row) => row.id)).toEqual(await inOrder(orderBy));
    }
    // A SIREN prefix past the cap (the 1,005 SIRENs follow each other: their first 3 digits are
    // shared unless they straddle a million), by name: the name index walked with the prefix.
    const prefix = (
      await env.pool.query('select left(siren, 3) as p from companies where company_name = $1', [
        `${marker} 500`,
      ])
    ).rows[0].p as string;
    const bySiren = await env.bus.call(
      listCompanies,
      { filter: { q: prefix }, sort: { field: 'companyName', direction: 'asc' }, limit: 20 },
      actor,
    );
    const sirenMatches = await exact(`where siren like '${prefix}%'`);
    expect(bySiren.total).toBe(Math.min(sirenMatches, 1000));
    expect(bySiren.totalCapped).toBe(sirenMatches > 1000 ? true : undefined);
    const sirenOrder = await env.pool.query(
      `select id from companies where siren like $1 order by name_key asc, id asc limit 20`,
      [`${prefix}%`],
    );
    expect(bySiren.rows.map((row) => row.id)).toEqual(sirenOrder.rows.map((row) => row.id));
    // Contacts likewise: 1,005 standalone contacts named by the marker, searched past the cap.
    await env.pool.query(
      `insert into contacts (civility, name, forename) select 'M.', $1, 'P' || i from generate_series(1, 1005) as i`,
      [marker],
    );
    for (const [contactSort, orderBy] of [
      [sort, 'created_at desc, id desc'],
      [{ field: 'name', direction: 'asc' }, 'name_key asc, id asc'],
    ] as const) {
      const one = await env.bus.call(
        listContacts,
        { filter: { q: marker }, sort: contactSort, limit: 20 },
        actor,
      );
      const two = await env.bus.call(
        listContacts,
        { filter: { q: marker }, sort: contactSort, limit: 20, cursor: one.nextCursor as string },
        actor,
      );
      expect(two).toMatchObject({ total: 1000, totalCapped: true });
      const expected = await env.pool.query(
        `select id from contacts where name = $1 order by ${orderBy} limit 40`,
        [marker],
      );
      expect([...one.rows, ...two.rows].map((row) => row.id)).toEqual(expected.rows.map((row) => row.id));
    }
    await env.pool.query('delete from contacts where name = $1', [marker]);
    const fewer = await env.bus.call(
      listCompanies,
      { filter: { q: `${marker} 100` }, sort, limit: 20 },
      actor,
    );
    // '100' as a word prefix: 100 and 1000 to 1005.
    expect(fewer).toMatchObject({ total: 7 });
    expect(fewer.totalCapped).toBeUndefined();
    const contacts = await env.bus.call(listContacts, { filter: {}, sort, limit: 10 }, actor);
    expect(contacts.total).toBe((await env.pool.query('select count(*)::int as n from contacts')).rows[0].n);
    const standalone = await env.bus.call(
      listContacts,
      { filter: { standalone: true }, sort, limit: 10 },
      actor,
    );
    expect(standalone.total).toBe(
      (await env.pool.query('select count(*)::int as n from contacts where company_id is null')).rows[0].n,
    );
    await env.pool.query(`delete from companies where company_name like $1`, [`${marker} %`]);
    const after = await env.bus.call(listCompanies, { filter: {}, sort, limit: 10 }, actor);
    expect(after.total).toBe(await exact(''));
  });

  it('pages a common word sorted by name through both plans: the bounded walk of the name index and every match sorted', async () => {
    printOutputOnFailure();
    const marker = `wk${randomUUID().slice(0, 6)}`;
    const family = `xq${randomUUID().slice(0, 6)}`;
    // 3,300 contacts of one family, every third with the marker as forename: 1,100
    // matches (past the cap), spread through the name order between rows that do not match.
    await env.pool.query(
      `insert into contacts (civility, name, forename)
       select 'Mme', $2 || ' ' || lpad(i::text, 4, '0'), case when i % 3 = 0 then $1 else 'Autre' end
       from generate_series(1, 3300) as i`,
      [marker, family],
    );
    const database = createDatabase<RecordsDatabase>(DATABASE_URL, createLogger('test', 'silent'), 2);
    try {
      const expected = (
        await env.pool.query(`select id from contacts where forename = $1 order by name_key asc, id asc`, [
          marker,
        ])
      ).rows.map((row) => row.id as string);
      // The whole list in pages of 100, with a walk long enough to find each page (spread) and
      // with a walk of one entry, which never holds a page (the second statement sorts them all).
      for (const walkLimit of [1_000_000, 1]) {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const page: { rows: { id: string }[]; nextCursor: string | null; count: unknown } =
            await searchPage(database.db, {
              table: 'contacts',
              columns: ['id', 'name', 'forename', 'name_key'],
              where: sql`search_vector @@ search_prefix_query(${marker})`,
              sortColumn: 'name_key',
              direction: 'asc',
              walkLimit,
              cursor,
              limit: 100,
            });
          if (page.rows.length > 0)
            expect(page.count, `walk ${walkLimit}`).toEqual({ total: 1000, totalCapped: true });
          seen.push(...page.rows.map((row) => row.id));
          cursor = page.nextCursor ?? undefined;
        } while (cursor !== undefined);
        expect(seen, `walk ${walkLimit}`).toEqual(expected);
      }
    } finally {
      await database.close();
      await env.pool.query('delete from contacts where name like $1', [`${family} %`]);
    }
  });

  it('adds contacts (of a company or alone), a comment, keeps the IBAN on update, and searches contacts', async () => {
    printOutputOnFailure();
    const created = await env.bus.call(createCompany, company(), actor);
    const contact = await env.bus.call(
      createContact,
      {
        civility: 'Mme',
        name: 'Durand',
        forename: 'Léa',
        email: 'Lea.Durand@Example.fr',
        phone: '+33 6 12 34 56 78',
        companyId: created.id,
      },
      actor,
    );
    expect(contact).toMatchObject({
      email: 'lea.durand@example.fr',
      phone: '0612345678',
      companyName: created.companyName,
    });
    const alone = await env.bus.call(
      createContact,
      { civility: 'M.', name: 'Seul', forename: 'Jean' },
      actor,
    );
    expect(alone.companyId).toBeNull();
    expect(
      (
        await rejection(
          env.bus.call(
            createContact,
            { civility: 'M.', name: 'X', forename: 'Y', email: 'pas-un-email' },
            actor,
          ),
        )
      ).details,
    ).toEqual([{ field: 'email', message: 'L’adresse e-mail est invalide.' }]);
    const found = await env.bus.call(
      listContacts,
      { filter: { companyId: created.id, q: '06 12 34' }, sort, limit: 10 },
      actor,
    );
    expect(found.rows.map((row) => row.id)).toEqual([contact.id]);
    expect((await env.bus.call(getContact, { id: contact.id }, actor)).forename).toBe('Léa');

    await env.bus.call(
      addCompanyComment,
      { companyId: created.id, text: 'Premier rendez-vous fixé.' },
      actor,
    );
    const { iban: _iban, ...withoutIban } = company({ siren: created.siren, companyName: 'Renommée SAS' });
    const updated = await env.bus.call(updateCompany, { id: created.id, company: withoutIban }, actor);
    expect(updated).toMatchObject({ companyName: 'Renommée SAS', ibanMasked: 'FR76 **** **** 0189' });
    const history = await env.bus.call(getRecordHistory, { entity: 'company', id: created.id }, actor);
    // The company's story includes its contact's creation; the update carries before and after.
    expect(history.entries.map((entry) => `${entry.entity}:${entry.action}`)).toEqual([
      'company:update',
      'company:comment',
      'contact:create',
      'company:create',
    ]);
    expect(history.entries[0]?.before).toMatchObject({ companyName: created.companyName });
    expect(history.entries[0]?.after).toMatchObject({ companyName: 'Renommée SAS' });
    expect(history.entries[0]?.actor).toEqual({ kind: 'admin', id: subAdmin.id, role: 'sub-admin' });
  });

  it('searches companies and contacts ignoring accents and case, either way round (PostgreSQL folds)', async () => {
    printOutputOnFailure();
    const marker = `zq${randomUUID().slice(0, 6)}`;
    const created = await env.bus.call(
      createCompany,
      company({ companyName: `Crèmerie Hélène ${marker}`, iban: undefined }),
      actor,
    );
    const contact = await env.bus.call(
      createContact,
      { civility: 'Mme', name: `Dupré${marker}`, forename: 'Élodie', companyId: created.id },
      actor,
    );
    const plain = await env.bus.call(
      createContact,
      { civility: 'Mme', name: `Dupre${marker}`, forename: 'Elodie' },
      actor,
    );
    const companyIds = async (search: string) =>
      (await env.bus.call(listCompanies, { filter: { q: search }, sort, limit: 10 }, actor)).rows.map(
        (row) => row.id,
      );
    const contactIds = async (search: string) =>
      (await env.bus.call(listContacts, { filter: { q: search }, sort, limit: 10 }, actor)).rows
        .map((row) => row.id)
        .sort();
    expect(await companyIds(`cremerie helene ${marker}`)).toEqual([created.id]);
    expect(await companyIds(`CRÈMERIE ${marker.toUpperCase()}`)).toEqual([created.id]);
    const both = [contact.id, plain.id].sort();
    expect(await contactIds(`elodie dupre${marker}`)).toEqual(both);
    expect(await contactIds(`Élodie Dupré${marker}`)).toEqual(both);
    expect(await contactIds(`ÉLODIE DUPRÉ${marker.toUpperCase()}`)).toEqual(both);
  });

  it('finds a company or a contact by a word PostgreSQL cuts its own way: 5e3d9279, a1-b2, an e-mail, a phone', async () => {
    printOutputOnFailure();
    // '5e3d9279' (a UUID's start) is stored as '5e3' (scientific notation) and 'd9279', 'a1-b2' as
    // 'a1-b2', 'a1' and 'b2': the query must be cut by the same parser (search_prefix_query).
    const marker = `zq${randomUUID().slice(0, 6)}`;
    const phone = `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const created = await env.bus.call(
      createCompany,
      company({ companyName: `Atelier 5e3d9279 a1-b2 ${marker}`, iban: undefined }),
      actor,
    );
    const contact = await env.bus.call(
      createContact,
      {
        civility: 'Mme',
        name: `Durand-5e3d9279 ${marker}`,
        forename: 'Léa',
        email: `lea.5e3d9279@${marker}.example.fr`,
        phone,
        companyId: created.id,
      },
      actor,
    );
    const companyIds = async (search: string) =>
      (await env.bus.call(listCompanies, { filter: { q: search }, sort, limit: 10 }, actor)).rows.map(
        (row) => row.id,
      );
    const contactIds = async (search: string) =>
      (await env.bus.call(listContacts, { filter: { q: search }, sort, limit: 10 }, actor)).rows.map(
        (row) => row.id,
      );
    for (const search of [`5e3d9279 ${marker}`, `${marker} 5E3D92`, `a1-b2 ${marker}`, `${marker} a1-`])
      expect(await companyIds(search), search).toEqual([created.id]);
    for (const search of [
      `${marker} 5e3d9279`,
      `durand-5e3d9279 ${marker}`,
      `lea.5e3d9279@${marker}.example.fr`,
      `lea.5e3d9279@${marker}.exa`,
      `+33 ${phone.slice(1, 2)} ${phone.slice(2, 4)} ${phone.slice(4)}`,
      `${phone.slice(0, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)} ${phone.slice(6)}`,
    ])
      expect(await contactIds(search), search).toEqual([contact.id]);
    // Only punctuation: no search (the list), not a query that finds nothing.
    expect(await companyIds(' - ')).not.toEqual([]);
  });
});

describe('crm records: quotes, contracts, compliance, tasks', () => {
  it('sends a quote as a PDF (crm.quote.sent), accepting it makes the prospect a client with a pending contract', async () => {
    printOutputOnFailure();
    const prospect = await env.bus.call(createCompany, company({ iban: undefined }), actor);
    const contact = await env.bus.call(
      createContact,
      {
        civility: 'M.',
        name: 'Bernard',
        forename: 'Paul',
        email: 'paul.bernard@example.fr',
        companyId: prospect.id,
      },
      actor,
    );
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const quote = await env.bus.call(
      createQuote,
      {
        companyId: prospect.id,
        contactId: contact.id,
        insuranceLine: 'prevoyance',
        formula: 'Formule Confort',
        insurer: 'Alan',
        monthlyPremium: 89.9,
        validUntil,
      },
      actor,
    );
    expect(quote).toMatchObject({ status: 'brouillon', hasPdf: false });
    expect(
      (await rejection(env.bus.call(setQuoteStatus, { id: quote.id, status: 'accepte' }, actor))).code,
    ).toBe('CONFLICT');
    const sent = await env.bus.call(sendQuote, { id: quote.id }, actor);
    expect(sent).toMatchObject({ status: 'envoye', hasPdf: true });
    const event = await eventually(
      async () =>
        env.observer.received.find(
          (e) => e.type === 'crm.quote.sent' && (e.data as { quoteId: string }).quoteId === quote.id,
        ),
      'crm.quote.sent',
    );
    expect(event.data).toMatchObject({ email: 'paul.bernard@example.fr', pdfKey: `quotes/${quote.id}.pdf` });

    await env.bus.call(setQuoteStatus, { id: quote.id, status: 'accepte' }, actor);
    expect((await env.bus.call(getCompany, { id: prospect.id }, actor)).kind).toBe('client');
    const contracts = await env.bus.call(
      listContracts,
      { filter: { companyId: prospect.id }, sort, limit: 10 },
      actor,
    );
    expect(contracts.rows).toHaveLength(1);
    expect(contracts.rows[0]).toMatchObject({
      status: 'en_attente',
      insurer: 'Alan',
      monthlyPremium: 89.9,
      policyNumber: sent.reference,
    });
  });

  it('prints a quote for “Dvořák Łukasz Øberg” with the broker identity, the line’s label and a signature block', async () => {
    printOutputOnFailure();
    const contact = await env.bus.call(
      createContact,
      {
        civility: 'M.',
        name: 'Łukasz Øberg',
        forename: 'Dvořák',
        email: `dvorak.${randomUUID()}@example.fr`,
      },
      actor,
    );
    const quote = await env.bus.call(
      createQuote,
      {
        contactId: contact.id,
        insuranceLine: 'responsabilite-civile-professionnelle',
        formula: 'Formule Sérénité',
        insurer: 'Assureur Ωmega',
        monthlyPremium: 1234.5,
        validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      },
      actor,
    );
    expect(await env.bus.call(sendQuote, { id: quote.id }, actor)).toMatchObject({ status: 'envoye' });
    const pdf = await documentStore().get(`quotes/${quote.id}.pdf`);
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    const line = text.replace(/\s+/g, ' ');
    expect(line).toContain('Dvořák Łukasz Øberg');
    expect(line).toContain('Assureur Ωmega');
    expect(line).toContain('Assurance : Responsabilité civile professionnelle');
    expect(line).not.toContain('responsabilite-civile-professionnelle');
    const identity = DEV_BROKER_IDENTITY;
    for (const part of [
      identity.legalName,
      `ORIAS n° ${identity.oriasNumber}`,
      `SIREN ${formatSiren(identity.siren)}`,
      identityText(identity, 'postalAddress'),
      `${identity.mediatorName}, ${identityText(identity, 'mediatorAddress')}, ${identity.mediatorWebsite}`,
      BROKER_REMUNERATION,
      'Pour le cabinet',
      'Bon pour accord',
    ])
      expect(line).toContain(part);
    expect(line).not.toContain('ACPR');
  });

  it('turns offer’s subscribed event into a contract once, with a standalone contact', async () => {
    printOutputOnFailure();
    const offerId = randomUUID();
    const email = `souscripteur-${randomUUID().slice(0, 8)}@example.fr`;
    const envelope = {
      messageId: randomUUID(),
      type: offerSubscribed.type,
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      data: {
        offerId,
        comparisonId: randomUUID(),
        from: 'confirmed',
        to: 'subscribed',
        at: new Date().toISOString(),
        offer: {
          provider: { code: 'alan', name: 'Alan' },
          plan: { id: randomUUID(), code: 'sante', name: 'Santé' },
          formula: { id: randomUUID(), code: 'f2', name: 'Équilibre' },
          insuranceLine: 'sante',
          monthlyPrice: 54.3,
          yearlyPrice: 651.6,
          startDate: '2027-01-01',
          createdAt: new Date().toISOString(),
          contact: {
            firstName: 'Inès',
            lastName: 'Moreau',
            email,
            phoneNumber: '0612345678',
            postalCode: '75011',
            city: 'Paris',
          },
        },
      },
    };
    await env.bus.publish(envelope);
    await env.bus.publish({ ...envelope }); // redelivered: same messageId, no second contract
    const contract = await eventually(async () => {
      const page = await env.bus.call(
        listContracts,
        { filter: { q: `cmp-${offerId}` }, sort, limit: 10 },
        actor,
      );
      return page.rows[0];
    }, 'the contract from the subscription');
    expect(contract).toMatchObject({
      holderName: 'Inès Moreau',
      insurer: 'Alan',
      product: 'Santé – Équilibre',
      source: 'comparator',
      startDate: '2027-01-01',
      renewalDate: '2028-01-01',
    });
    await env.bus.publish({ ...envelope, messageId: randomUUID() }); // a second event for the same offer
    await new Promise((resolve) => setTimeout(resolve, 500));
    const count = await env.pool.query('select count(*)::int as n from contracts where offer_id = $1', [
      offerId,
    ]);
    expect(count.rows[0].n).toBe(1);
    const totals = await env.bus.call(getContractTotals, { filter: { q: `cmp-${offerId}` } }, actor);
    expect(totals).toMatchObject({ count: 1, monthlyPremiums: 54.3 });
  });

  it('shows what the compliance file misses until each item is recorded', async () => {
    printOutputOnFailure();
    const client = await env.bus.call(createCompany, company({ kind: 'client', iban: undefined }), actor);
    const empty = await env.bus.call(getComplianceFile, { companyId: client.id }, actor);
    expect(empty).toMatchObject({ completeness: 0, complete: false });
    expect(empty.missing).toHaveLength(5);
    const der = await env.bus.call(
      registerDocument,
      {
        ownerType: 'company',
        ownerId: client.id,
        kind: 'der',
        key: `documents/test/${randomUUID()}`,
        fileName: 'der.pdf',
        contentType: 'application/pdf',
        size: 1200,
      },
      actor,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await rejection(
          env.bus.call(recordComplianceItem, { companyId: client.id, item: 'advice', date: today }, actor),
        )
      ).details,
    ).toEqual([{ field: 'reasons', message: 'Veuillez motiver le conseil donné.' }]);
    let file = await env.bus.call(
      recordComplianceItem,
      { companyId: client.id, item: 'der', date: today, documentId: der.id },
      actor,
    );
    expect(file.completeness).toBe(20);
    // Who recorded it by name (auth's), for the tab and the auditor's export.
    expect(file.items[0]?.recorded).toMatchObject({
      staffId: subAdmin.id,
      staffName: broker.name,
      documentName: 'der.pdf',
    });
    expect(
      (await env.bus.call(getComplianceFile, { companyId: client.id }, actor)).items[0]?.recorded,
    ).toMatchObject({ staffName: broker.name });
    for (const item of ['needs-analysis', 'ipid', 'identity'] as const)
      file = await env.bus.call(recordComplianceItem, { companyId: client.id, item, date: today }, actor);
    file = await env.bus.call(
      recordComplianceItem,
      { companyId: client.id, item: 'advice', date: today, reasons: 'Budget serré' },
      actor,
    );
    expect(file).toMatchObject({ completeness: 100, complete: true, missing: [] });
  });

  it('schedules a task reminder, moves it when the task is postponed, cancels it when done', async () => {
    printOutputOnFailure();
    const dueAt = new Date(Date.now() + 60_000).toISOString();
    const task = await env.bus.call(
      createTask,
      { title: 'Rappeler Mme Durand', dueAt, assigneeId: subAdmin.id as string },
      actor,
    );
    const scheduled = await eventually(
      async () =>
        env.observer.received.find(
          (e) => e.type === 'crm.task.scheduled' && (e.data as { taskId: string }).taskId === task.id,
        ),
      'crm.task.scheduled',
    );
    expect(scheduled.data).toEqual({
      taskId: task.id,
      title: 'Rappeler Mme Durand',
      dueAt: task.dueAt,
      assigneeId: subAdmin.id,
    });
    // The list names the assignee (the screen and the CSV export show it, not the id).
    const listed = await env.bus.call(
      listTasks,
      { filter: { mine: true }, sort: { field: 'createdAt', direction: 'desc' }, limit: 25 },
      actor,
    );
    expect(listed.rows.find((row) => row.id === task.id)).toMatchObject({ assigneeName: broker.name });
    expect(
      (await rejection(env.bus.call(createTask, { title: 'X', dueAt, assigneeId: randomUUID() }, actor)))
        .details,
    ).toEqual([{ field: 'assigneeId', message: 'Veuillez choisir la personne en charge.' }]);

    // Postponed a day: the reminder is cancelled and scheduled again at the new moment.
    const later = new Date(Date.parse(dueAt) + 86_400_000).toISOString();
    const moved = await env.bus.call(rescheduleTask, { id: task.id, dueAt: later }, actor);
    expect(moved.dueAt).toBe(later);
    await eventually(
      async () =>
        env.observer.received.find(
          (e) =>
            e.type === 'crm.task.scheduled' &&
            (e.data as { taskId: string; dueAt: string }).taskId === task.id &&
            (e.data as { dueAt: string }).dueAt === later,
        ),
      'crm.task.scheduled again',
    );
    const tooFar = new Date(Date.now() + 3 * 366 * 86_400_000).toISOString();
    expect(
      (await rejection(env.bus.call(rescheduleTask, { id: task.id, dueAt: tooFar }, actor))).details,
    ).toEqual([{ field: 'dueAt', message: 'L’échéance doit être dans les deux ans à venir.' }]);

    await env.bus.call(setTaskStatus, { id: task.id, status: 'terminee' }, actor);
    // Done: its due moment stays (409), until it is reopened.
    const refused = await rejection(env.bus.call(rescheduleTask, { id: task.id, dueAt: later }, actor));
    expect([refused.code, refused.message]).toEqual([
      'CONFLICT',
      'Seule une tâche à faire peut être reportée.',
    ]);
    await eventually(
      async () =>
        env.observer.received.find(
          (e) => e.type === 'crm.task.cancelled' && (e.data as { taskId: string }).taskId === task.id,
        ),
      'crm.task.cancelled',
    );
  });
});
