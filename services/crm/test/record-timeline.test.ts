import { randomUUID } from 'node:crypto';
import { addCompanyComment } from '@courtage/contracts/crm/companies/add-company-comment.rpc';
import { createCompany } from '@courtage/contracts/crm/companies/create-company.rpc';
import { createContact } from '@courtage/contracts/crm/contacts/create-contact.rpc';
import { deleteContact } from '@courtage/contracts/crm/contacts/delete-contact.rpc';
import { updateContact } from '@courtage/contracts/crm/contacts/update-contact.rpc';
import { createQuote } from '@courtage/contracts/crm/quotes/create-quote.rpc';
import { createTask } from '@courtage/contracts/crm/tasks/create-task.rpc';
import { recordEmailRequested, sendRecordEmail } from '@courtage/contracts/crm/timeline/record-email.rpc';
import {
  addRecordNote,
  getRecordTimeline,
  logRecordCall,
  type TimelineItem,
} from '@courtage/contracts/crm/timeline/record-timeline.rpc';
import { eventually } from '@courtage/runtime/testing/eventually';
import { rejection } from '@courtage/runtime/testing/rejection';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  admin,
  customer,
  newSiren,
  type RecordsEnv,
  startRecordsEnv,
  subAdmin,
} from './support/records-env.ts';

let env: RecordsEnv;
const actor = { actor: subAdmin };

beforeAll(async () => {
  env = await startRecordsEnv('timeline');
}, 60_000);

afterAll(async () => {
  if (env) expect(await env.close()).toBe(0);
});

function printOutputOnFailure(): void {
  onTestFailed(() => console.error(`--- crm output ---\n${env.service.output()}`));
}

/** A company with one contact, a comment, a quote, a task and an edit of the contact. */
async function busyRecord() {
  const company = await env.bus.call(
    createCompany,
    {
      companyName: `Pharmacie ${randomUUID().slice(0, 8)}`,
      siren: newSiren(),
      kind: 'prospect',
      zipCode: '69003',
    },
    actor,
  );
  const contact = await env.bus.call(
    createContact,
    {
      civility: 'Mme',
      name: 'Durand',
      forename: 'Alice',
      email: 'alice.durand@example.fr',
      companyId: company.id,
    },
    actor,
  );
  await env.bus.call(addCompanyComment, { companyId: company.id, text: 'Premier rendez-vous pris.' }, actor);
  const quote = await env.bus.call(
    createQuote,
    {
      companyId: company.id,
      contactId: contact.id,
      insuranceLine: 'prevoyance',
      formula: 'Formule Confort',
      insurer: 'Alan',
      monthlyPremium: 89.9,
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
    actor,
  );
  const task = await env.bus.call(
    createTask,
    {
      title: 'Rappeler Mme Durand',
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      assigneeId: subAdmin.id as string,
      linkedType: 'contact',
      linkedId: contact.id,
    },
    actor,
  );
  await env.bus.call(
    updateContact,
    { id: contact.id, contact: { ...contactFields(contact), function: 'Gérante', companyId: company.id } },
    actor,
  );
  return { company, contact, quote, task };
}

function contactFields(contact: {
  civility: 'M.' | 'Mme';
  name: string;
  forename: string;
  email?: string | null;
}) {
  return {
    civility: contact.civility,
    name: contact.name,
    forename: contact.forename,
    email: contact.email ?? '',
  };
}

async function everyPage(entity: 'company' | 'contact', id: string, limit: number): Promise<TimelineItem[]> {
  const items: TimelineItem[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const reply = await env.bus.call(
      getRecordTimeline,
      { entity, id, limit, ...(cursor ? { cursor } : {}) },
      actor,
    );
    items.push(...reply.items);
    if (!reply.nextCursor) return items;
    cursor = reply.nextCursor;
  }
  throw new Error('more than 50 pages');
}

describe('crm record timeline', () => {
  it('merges a contact’s calls, notes, changes, quotes and tasks newest first, filtered by kind', async () => {
    printOutputOnFailure();
    const { contact, quote, task } = await busyRecord();
    const call = await env.bus.call(
      logRecordCall,
      { entity: 'contact', id: contact.id, outcome: 'message-laisse', note: '  Rappeler après 18 h.  ' },
      actor,
    );
    expect(call).toMatchObject({
      kind: 'call',
      status: 'message-laisse',
      text: 'Rappeler après 18 h.',
      authorId: subAdmin.id,
      subject: { entity: 'contact', id: contact.id },
    });
    const note = await env.bus.call(
      addRecordNote,
      { entity: 'contact', id: contact.id, text: 'Préfère être appelée le matin.' },
      actor,
    );

    const { items, nextCursor } = await env.bus.call(
      getRecordTimeline,
      { entity: 'contact', id: contact.id, limit: 50 },
      actor,
    );
    expect(nextCursor).toBeNull();
    expect(items.map((item) => item.kind)).toEqual(['note', 'call', 'change', 'task', 'quote', 'change']);
    expect(items[0]).toMatchObject({ id: note.id, text: 'Préfère être appelée le matin.' });
    expect(items.find((item) => item.kind === 'quote')).toMatchObject({
      refId: quote.id,
      title: quote.reference,
      status: 'brouillon',
      after: { insuranceLine: 'prevoyance', insurer: 'Alan', monthlyPremium: 89.9 },
    });
    expect(items.find((item) => item.kind === 'task')).toMatchObject({
      refId: task.id,
      title: 'Rappeler Mme Durand',
    });
    expect(items.filter((item) => item.kind === 'change').map((item) => item.status)).toEqual([
      'update',
      'create',
    ]);
    // Sorted by instant, newest first.
    expect([...items].sort((a, b) => b.at.localeCompare(a.at)).map((item) => item.id)).toEqual(
      items.map((item) => item.id),
    );

    const calls = await env.bus.call(
      getRecordTimeline,
      { entity: 'contact', id: contact.id, kinds: ['call', 'task'], limit: 50 },
      actor,
    );
    expect(calls.items.map((item) => item.kind)).toEqual(['call', 'task']);

    // The call and the note are audited on the contact.
    const audited = await env.pool.query(
      `select action, actor_id from audit_log where entity = 'contact' and entity_id = $1 order by id`,
      [contact.id],
    );
    expect(audited.rows.map((row) => row.action)).toEqual(['create', 'update', 'log-call', 'add-note']);
    expect(audited.rows[2].actor_id).toBe(subAdmin.id);
  });

  it('shows on a company its comments and its contacts’ calls; pages walk every item once', async () => {
    printOutputOnFailure();
    const { company, contact } = await busyRecord();
    for (const outcome of ['joint', 'injoignable', 'rappel-demande'] as const)
      await env.bus.call(logRecordCall, { entity: 'contact', id: contact.id, outcome }, actor);
    await env.bus.call(
      logRecordCall,
      { entity: 'company', id: company.id, outcome: 'joint', note: 'Standard' },
      actor,
    );
    const note = await env.bus.call(
      addRecordNote,
      { entity: 'company', id: company.id, text: 'Devis à relancer' },
      actor,
    );
    // A company's note is one of its comments (its 'Actualités' tab).
    const comment = await env.pool.query('select text from company_comments where id = $1', [
      note.id.slice(5),
    ]);
    expect(comment.rows).toEqual([{ text: 'Devis à relancer' }]);

    const whole = await env.bus.call(
      getRecordTimeline,
      { entity: 'company', id: company.id, limit: 100 },
      actor,
    );
    const calls = whole.items.filter((item) => item.kind === 'call');
    expect(calls.map((item) => item.subject.entity)).toEqual(['company', 'contact', 'contact', 'contact']);
    expect(calls.map((item) => item.title)).toEqual([null, 'Alice Durand', 'Alice Durand', 'Alice Durand']);
    expect(whole.items.filter((item) => item.kind === 'note').map((item) => item.text)).toEqual([
      'Devis à relancer',
      'Premier rendez-vous pris.',
    ]);
    expect(whole.items.some((item) => item.kind === 'quote')).toBe(true);
    // Changes are the company's own (the comment is a note, not a change).
    expect(whole.items.filter((item) => item.kind === 'change').map((item) => item.status)).toEqual([
      'create',
    ]);

    // Keyset pages of 2 give the same items in the same order, each once.
    const paged = await everyPage('company', company.id, 2);
    expect(paged.map((item) => item.id)).toEqual(whole.items.map((item) => item.id));
  });

  it('refuses customers, unknown records, bad outcomes and bad cursors; a deleted contact takes its activity', async () => {
    printOutputOnFailure();
    const { contact } = await busyRecord();
    expect(
      (
        await rejection(
          env.bus.call(
            getRecordTimeline,
            { entity: 'contact', id: contact.id, limit: 10 },
            { actor: customer },
          ),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await rejection(
          env.bus.call(
            logRecordCall,
            { entity: 'contact', id: contact.id, outcome: 'joint' },
            { actor: customer },
          ),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await rejection(
          env.bus.call(getRecordTimeline, { entity: 'company', id: randomUUID(), limit: 10 }, actor),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await rejection(
          env.bus.call(logRecordCall, { entity: 'contact', id: randomUUID(), outcome: 'joint' }, actor),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const bad = await rejection(
      env.bus.call(logRecordCall, { entity: 'contact', id: contact.id, outcome: 'absent' as 'joint' }, actor),
    );
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.details).toEqual([{ field: 'outcome', message: 'Veuillez choisir l’issue de l’appel.' }]);
    expect(
      (
        await rejection(
          env.bus.call(
            getRecordTimeline,
            { entity: 'contact', id: contact.id, limit: 10, cursor: 'pas-un-curseur' },
            actor,
          ),
        )
      ).code,
    ).toBe('VALIDATION_FAILED');

    await env.bus.call(
      logRecordCall,
      { entity: 'contact', id: contact.id, outcome: 'joint' },
      { actor: admin },
    );
    await env.bus.call(deleteContact, { id: contact.id }, actor);
    const left = await env.pool.query(
      'select count(*)::int as n from record_activities where record_id = $1',
      [contact.id],
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('sends an e-mail from a contact to its own address: kept, audited, one event for notification, in the timeline', async () => {
    printOutputOnFailure();
    const { company, contact } = await busyRecord();
    const sent = await env.bus.call(
      sendRecordEmail,
      {
        entity: 'contact',
        id: contact.id,
        template: 'relance-devis',
        subject: '  Votre   devis ',
        body: 'Bonjour Madame Durand,\n\nJe reviens vers vous.',
      },
      actor,
    );
    expect(sent).toMatchObject({
      kind: 'email',
      title: 'Votre devis',
      status: 'queued',
      authorId: subAdmin.id,
    });
    const event = await eventually(
      async () =>
        env.observer.received.find(
          (e) =>
            e.type === recordEmailRequested.type && (e.data as { emailId: string }).emailId === sent.refId,
        ),
      'crm.record-email.requested',
    );
    expect(event.data).toEqual({
      emailId: sent.refId,
      recordType: 'contact',
      recordId: contact.id,
      template: 'relance-devis',
      to: 'alice.durand@example.fr',
      subject: 'Votre devis',
      body: 'Bonjour Madame Durand,\n\nJe reviens vers vous.',
    });
    const timeline = await env.bus.call(
      getRecordTimeline,
      { entity: 'contact', id: contact.id, kinds: ['email'], limit: 10 },
      actor,
    );
    expect(timeline.items).toMatchObject([
      { id: sent.id, title: 'Votre devis', after: { to: 'alice.durand@example.fr' } },
    ]);
    // The company's timeline shows its contacts' e-mails too.
    const onCompany = await env.bus.call(
      getRecordTimeline,
      { entity: 'company', id: company.id, kinds: ['email'], limit: 10 },
      actor,
    );
    expect(onCompany.items.map((item) => item.id)).toEqual([sent.id]);
    const audited = await env.pool.query(
      `select after from audit_log where entity = 'contact' and entity_id = $1 and action = 'send-email'`,
      [contact.id],
    );
    expect(audited.rows[0].after).toMatchObject({ emailId: sent.refId, to: 'alice.durand@example.fr' });

    const noEmail = await env.bus.call(
      createContact,
      { civility: 'M.', name: 'Sans', forename: 'Adresse' },
      actor,
    );
    const refused = await rejection(
      env.bus.call(
        sendRecordEmail,
        { entity: 'contact', id: noEmail.id, template: 'rappel-manque', subject: 'x', body: 'y' },
        actor,
      ),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'Ce contact n’a pas d’adresse e-mail.' });
    expect(
      (
        await rejection(
          env.bus.call(
            sendRecordEmail,
            { entity: 'contact', id: contact.id, template: 'rappel-manque', subject: 'x', body: 'y' },
            { actor: customer },
          ),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });
});
