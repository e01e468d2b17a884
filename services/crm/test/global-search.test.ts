import { randomUUID } from 'node:crypto';
import { type GlobalSearchGroup, globalSearch } from '@courtage/contracts/crm/global-search.rpc';
import type { Actor } from '@courtage/contracts/define';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { rejection } from '@courtage/runtime/testing/rejection';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { isolatedRun } from '../../offer/test/support/own-database.ts';
import type { CrmDatabase } from '../src/database-schema.ts';
import { globalSearchGroups, globalSearchTerms } from '../src/search/global-search-repository.ts';
import { crmEnv } from './support/test-env.ts';

// The global search (crm.global-search) on a database of this run, migrated by a real crm process:
// the repository's ranking and caps read straight, the RPC's access through the bus.

const admin: Actor = { kind: 'admin', id: randomUUID(), role: 'admin' };
const subAdmin: Actor = { kind: 'admin', id: randomUUID(), role: 'sub-admin' };
const customer: Actor = { kind: 'customer', id: randomUUID(), role: 'customer' };

describe('crm global search', () => {
  let service: ServiceProcess;
  let bus: Bus;
  let pool: pg.Pool;
  let db: Kysely<CrmDatabase>;
  let isolation: Awaited<ReturnType<typeof isolatedRun>>;
  const ids: Record<string, string> = {};

  const insert = async (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    const { rows } = await pool.query(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       returning id`,
      Object.values(row),
    );
    return rows[0].id as string;
  };
  const search = (q: string) => globalSearchGroups(db, q);
  const labels = (groups: GlobalSearchGroup[], kind: string) =>
    groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.label) ?? [];

  beforeAll(async () => {
    isolation = await isolatedRun('crm_global_search');
    const AMQP_URL = isolation.amqpUrl;
    const DATABASE_URL = await isolation.database('crm');
    service = await startServiceProcess('services/crm/src/main.ts', { ...crmEnv(), AMQP_URL, DATABASE_URL });
    bus = await createBus({
      url: AMQP_URL,
      name: 'crm-global-search-test',
      logger: createLogger('t', 'silent'),
    });
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const company = (company_name: string, siren: string) =>
      insert('companies', { company_name, siren, zip_code: '33000', town: 'Bordeaux' });
    ids.garage = await company('Garage Dupont', '732829320');
    ids.dupont = await company('Dupont', '552100554');
    ids.freres = await company('Dupont Frères', '410910095');
    for (let i = 1; i <= 7; i++) await company(`Boulangerie Lefèvre ${i}`, String(100000000 + i));
    ids.elodie = await insert('contacts', {
      civility: 'Mme',
      forename: 'Élodie',
      name: 'Durand',
      email: 'elodie.durand@example.fr',
      phone: '0612345678',
      company_id: ids.garage,
    });
    ids.melodie = await insert('contacts', { civility: 'Mme', forename: 'Mélodie', name: 'Sainte-Élodie' });
    ids.quote = await insert('quotes', {
      company_id: ids.garage,
      insurance_line: 'multirisque-professionnelle',
      formula: 'Essentielle',
      monthly_premium: 42,
      valid_until: '2027-01-31',
      created_by: admin.id ?? '',
    });
    ids.contract = await insert('contracts', {
      holder_kind: 'person',
      contact_id: ids.elodie,
      holder_name: 'Élodie Durand',
      insurer: 'Azuréa Santé',
      product: 'Azur Référence',
      policy_number: 'POL-778899',
      start_date: '2026-01-01',
      renewal_date: '2027-01-01',
      monthly_premium: 55,
      commission_rate: 10,
      status: 'actif',
    });
    ids.task = await insert('tasks', {
      title: 'Rappeler Hélène pour l’échéance',
      due_at: new Date('2026-12-01T09:00:00Z'),
      assignee_id: admin.id,
      created_by: admin.id,
    });
    ids.linkedTask = await insert('tasks', {
      title: 'Envoyer le devis',
      due_at: new Date('2026-12-02T09:00:00Z'),
      assignee_id: admin.id,
      created_by: admin.id,
      linked_type: 'company',
      linked_id: ids.garage,
    });
    ids.offer = randomUUID();
    await pool.query(
      `insert into offer_read_model (id, comparison_id, first_name, last_name, email, phone_number, postal_code,
         city, provider, provider_code, plan_name, formula_name, insurance_line, monthly_cents, yearly_cents,
         created_at, state, state_at)
       values ($1, $2, 'Hélène', 'Lefèvre', 'helene.lefevre@example.fr', '0799887766', '69001', 'Lyon',
         'Azuréa Santé', 'azurea', 'Azur Référence', 'Renfort', 'sante', 4590, 55080, now(), 'confirmed', now())`,
      [ids.offer, randomUUID()],
    );
  }, 60_000);

  afterAll(async () => {
    await bus?.close();
    await db?.destroy();
    await service?.stop();
    await isolation?.remove();
  });

  it('finds a contact typed without accents nor capitals, and what belongs to her', async () => {
    onTestFailed(() => console.error(service.output()));
    const groups = await search('elodie');
    const contacts = groups.find((group) => group.kind === 'contact')?.hits ?? [];
    // 'Élodie Durand' starts with the text (rank 1); 'Mélodie Sainte-Élodie' has a word starting with it.
    expect(contacts.map((hit) => [hit.label, hit.rank])).toEqual([
      ['Élodie Durand', 1],
      ['Mélodie Sainte-Élodie', 2],
    ]);
    expect(contacts[0]).toMatchObject({
      id: ids.elodie,
      detail: 'elodie.durand@example.fr · 0612345678 · Garage Dupont',
    });
    expect(labels(groups, 'contract')).toEqual(['Élodie Durand']);
    expect(labels(await search('ELODIE DURAND'), 'contact')).toEqual(['Élodie Durand']);
    expect((await search('ÉLODIE durand'))[0]?.hits[0]).toMatchObject({ id: ids.elodie, rank: 0 });
  });

  it('ranks the whole name first, then names starting with it, then words starting with it', async () => {
    const groups = await search('dupont');
    expect(groups[0]?.kind).toBe('company');
    expect(groups[0]?.hits.map((hit) => [hit.label, hit.rank])).toEqual([
      ['Dupont', 0],
      ['Dupont Frères', 1],
      ['Garage Dupont', 2],
    ]);
    // The company's quote and task come with it, at its rank.
    expect(labels(groups, 'quote')).toHaveLength(1);
    expect(groups.find((group) => group.kind === 'quote')?.hits[0]).toMatchObject({
      id: ids.quote,
      companyId: ids.garage,
      rank: 2,
    });
    expect(groups.find((group) => group.kind === 'task')?.hits[0]).toMatchObject({
      id: ids.linkedTask,
      companyId: ids.garage,
      detail: 'À faire',
    });
  });

  it('finds a company by SIREN typed with spaces, a contact by phone or e-mail, a quote by reference', async () => {
    expect((await search('732 829 320'))[0]?.hits[0]).toMatchObject({ id: ids.garage, rank: 0 });
    expect((await search('7328'))[0]?.hits[0]).toMatchObject({ id: ids.garage, rank: 1 });
    expect(labels(await search('+33 6 12 34 56 78'), 'contact')).toEqual(['Élodie Durand']);
    expect(labels(await search('06 12 34'), 'contact')).toEqual(['Élodie Durand']);
    expect((await search('Elodie.Durand@example.fr'))[0]?.hits[0]).toMatchObject({ id: ids.elodie, rank: 0 });
    const { rows } = await pool.query('select reference from quotes where id = $1', [ids.quote]);
    const reference = rows[0].reference as string;
    expect((await search(reference.toLowerCase()))[0]?.hits[0]).toMatchObject({ id: ids.quote, rank: 0 });
    expect((await search('pol-7788'))[0]?.hits[0]).toMatchObject({ id: ids.contract, rank: 1 });
  });

  it('finds offers and tasks by any part, accents ignored', async () => {
    const groups = await search('helene');
    expect(groups.find((group) => group.kind === 'offer')?.hits[0]).toMatchObject({
      id: ids.offer,
      label: 'Hélène Lefèvre',
      rank: 1,
    });
    expect(labels(groups, 'task')).toEqual(['Rappeler Hélène pour l’échéance']);
    expect(labels(await search('0799887766'), 'offer')).toEqual(['Hélène Lefèvre']);
    // An e-mail address from its start (exact: rank 0), a visitor's name either way round.
    expect((await search('Helene.Lefevre@example.fr'))[0]?.hits[0]).toMatchObject({ id: ids.offer, rank: 0 });
    expect((await search('lefevre helene'))[0]?.hits[0]).toMatchObject({ id: ids.offer, rank: 0 });
  });

  it('caps each kind at 5 and ignores text with no letter nor digit; % and _ are literal', async () => {
    expect(labels(await search('boulangerie lefevre'), 'company')).toHaveLength(5);
    expect(await search(' %_ ')).toEqual([]);
    // Taken literally, they start no name: only words match (rank 2).
    for (const typed of ['dup%', 'garage_dupont']) {
      const hits = (await search(typed)).flatMap((group) => group.hits);
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((hit) => hit.rank === 2)).toBe(true);
    }
    expect(globalSearchTerms('  Élodie   Durand ')).toMatchObject({ text: 'Élodie Durand', digits: null });
  });

  it('answers Admins and Sub-admins over the bus, refuses a customer', async () => {
    for (const actor of [admin, subAdmin]) {
      const reply = await bus.call(globalSearch, { q: 'elodie' }, { actor });
      expect(reply.groups[0]?.hits[0]?.label).toBe('Élodie Durand');
    }
    const refused = await rejection(bus.call(globalSearch, { q: 'elodie' }, { actor: customer }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
  });
});
