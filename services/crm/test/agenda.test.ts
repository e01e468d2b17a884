import { randomUUID } from 'node:crypto';
import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import {
  createAgendaFeedLink,
  getAgenda,
  getAgendaFeed,
  getAgendaFeedLink,
  revokeAgendaFeedLink,
} from '@courtage/contracts/crm/agenda.rpc';
import { getPipeline, PIPELINE_STAGES } from '@courtage/contracts/crm/pipeline.rpc';
import type { Actor } from '@courtage/contracts/define';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import type { OfferEventSummary } from '@courtage/contracts/offer/events';
import { type Bus, createBus, rpcHandler } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { rejection } from '@courtage/runtime/testing/rejection';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import ICAL from 'ical.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { isolatedRun } from '../../offer/test/support/own-database.ts';
import { crmEnv } from './support/test-env.ts';

// The broker's calendar and iCalendar feed, on a vhost and database of this run: offer's events
// (published here as offer would) feed the read model; auth's staff directory is served here.

const broker = { id: randomUUID(), name: 'Bruno Petit', email: 'bruno.petit@example.fr' };
const colleague = { id: randomUUID(), name: 'Chloé Martin', email: 'chloe.martin@example.fr' };
const subAdmin: Actor = { kind: 'admin', id: broker.id, role: 'sub-admin' };
const otherSubAdmin: Actor = { kind: 'admin', id: colleague.id, role: 'sub-admin' };
const admin: Actor = { kind: 'admin', id: randomUUID(), role: 'admin' };
const visitor: Actor = { kind: 'visitor' };

const today = parisDate();
const day1 = addDays(today, 3);
const day2 = addDays(today, 5);

function summary(lastName: string, postalCode = '57000'): OfferEventSummary {
  return {
    provider: { code: 'azurea', name: 'Azuréa Santé' },
    plan: { id: randomUUID(), code: 'azur-reference', name: 'Azur Référence' },
    formula: { id: randomUUID(), code: 'fort', name: 'Renfort' },
    insuranceLine: 'sante',
    monthlyPrice: 45.9,
    yearlyPrice: 550.8,
    startDate: '2027-01-01',
    createdAt: new Date().toISOString(),
    contact: {
      firstName: 'Marie',
      lastName,
      email: `${lastName.toLowerCase()}@example.fr`,
      phoneNumber: '0612345678',
      postalCode,
      city: postalCode.startsWith('974') ? 'Saint-Pierre' : 'Metz',
    },
  };
}

/** The feed's events by UID: start as an ISO instant and summary (parsed by ical.js). */
function parseFeed(text: string): Map<string, { start: string; summary: string; description: string }> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = new Map<string, { start: string; summary: string; description: string }>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    events.set(event.uid, {
      start: event.startDate.toJSDate().toISOString(),
      summary: event.summary,
      description: event.description ?? '',
    });
  }
  return events;
}

/** The UTC instant of a Paris wall-clock time. */
function parisInstant(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const seen = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(guess);
  const offset = Date.parse(`${seen.replace(' ', 'T')}:00Z`) - guess.getTime();
  return new Date(guess.getTime() - offset).toISOString();
}

describe('crm agenda: call-backs and tasks by broker, the iCalendar feed follows a reschedule', () => {
  let service: ServiceProcess;
  let bus: Bus;
  let authBus: Bus;
  let pool: pg.Pool;
  let isolation: Awaited<ReturnType<typeof isolatedRun>>;

  const publish = (type: string, data: object, occurredAt = new Date().toISOString()) =>
    bus.publish({ messageId: randomUUID(), type, version: 1, occurredAt, correlationId: 'agenda', data });

  beforeAll(async () => {
    isolation = await isolatedRun('crm_agenda');
    const AMQP_URL = isolation.amqpUrl;
    const DATABASE_URL = await isolation.database('crm');
    const logger = createLogger('t', 'silent');
    authBus = await createBus({ url: AMQP_URL, name: 'auth-agenda-test', logger });
    await authBus.serve('auth', [
      rpcHandler(listStaffRecipients, async ({ staffIds }) => ({
        staff: [broker, colleague].filter((member) => (staffIds ?? []).includes(member.id)),
      })),
    ]);
    service = await startServiceProcess('services/crm/src/main.ts', { ...crmEnv(), AMQP_URL, DATABASE_URL });
    bus = await createBus({ url: AMQP_URL, name: 'crm-agenda-test', logger });
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  }, 60_000);

  afterAll(async () => {
    await bus?.close();
    await authBus?.close();
    await pool?.end();
    await service?.stop();
    await isolation?.remove();
  });

  it('lists each broker’s call-backs and tasks, moves a rescheduled call-back, and serves it in the feed', async () => {
    onTestFailed(() => console.error(service.output()));
    const mine = randomUUID();
    const theirs = randomUUID();
    const confirmedAt = new Date(Date.now() - 60_000).toISOString();
    for (const [offerId, lastName, postalCode, time] of [
      [mine, 'Hoarau', '97410', '10:00'],
      [theirs, 'Durand', '57000', '14:00'],
    ] as const) {
      await publish('offer.offer.confirmed', {
        offerId,
        comparisonId: randomUUID(),
        from: 'proposed',
        to: 'confirmed',
        at: confirmedAt,
        dateSlot: day1,
        timeSlot: time,
        offer: summary(lastName, postalCode),
      });
    }
    for (const [offerId, member] of [
      [mine, broker],
      [theirs, colleague],
    ] as const) {
      await publish('offer.offer.assigned', {
        offerId,
        comparisonId: randomUUID(),
        assigneeId: member.id,
        assigneeName: member.name,
        assignedBy: null,
        at: new Date(Date.now() - 30_000).toISOString(),
        state: 'confirmed',
        dateSlot: day1,
        timeSlot: offerId === mine ? '10:00' : '14:00',
        offer: offerId === mine ? summary('Hoarau', '97410') : summary('Durand'),
      });
    }
    const taskId = randomUUID();
    await pool.query(
      `insert into tasks (id, title, due_at, assignee_id, created_by) values ($1, 'Relancer le devis Hoarau', $2, $3, 'Bruno Petit'),
       ($4, 'Tâche de Chloé', $2, $5, 'Chloé Martin')`,
      [taskId, parisInstant(day1, '16:30'), broker.id, randomUUID(), colleague.id],
    );

    const period = { from: today, to: addDays(today, 6) };
    // The Sub-admin sees their own calendar only, and may not ask for a colleague's.
    const own = await eventually(async () => {
      const agenda = await bus.call(getAgenda, period, { actor: subAdmin });
      return agenda.callbacks.length === 1 && agenda.callbacks[0]?.assigneeId === broker.id
        ? agenda
        : undefined;
    }, 'the broker’s call-back in the agenda');
    expect(own.brokerId).toBe(broker.id);
    expect(own.callbacks[0]).toMatchObject({
      offerId: mine,
      dateSlot: day1,
      timeSlot: '10:00',
      postalCode: '97410',
    });
    expect(own.tasks.map((task) => task.id)).toEqual([taskId]);
    expect(own.tasks[0]?.assigneeName).toBe('Bruno Petit');
    expect(
      (await rejection(bus.call(getAgenda, { ...period, brokerId: colleague.id }, { actor: subAdmin }))).code,
    ).toBe('FORBIDDEN');
    expect((await rejection(bus.call(getAgenda, period, { actor: visitor }))).code).toBe('FORBIDDEN');
    // An Admin sees everyone's, or one broker's.
    const everyone = await bus.call(getAgenda, period, { actor: admin });
    expect(everyone.callbacks.map((callback) => callback.offerId).sort()).toEqual([mine, theirs].sort());
    expect(everyone.tasks).toHaveLength(2);
    const colleagues = await bus.call(getAgenda, { ...period, brokerId: colleague.id }, { actor: admin });
    expect(colleagues.callbacks.map((callback) => callback.offerId)).toEqual([theirs]);
    const tooLong = await rejection(
      bus.call(getAgenda, { from: today, to: addDays(today, 60) }, { actor: admin }),
    );
    expect(tooLong.code).toBe('VALIDATION_FAILED');

    // The feed link: none, then one (shown once, kept hashed), opened without a session.
    expect(await bus.call(getAgendaFeedLink, {}, { actor: subAdmin })).toEqual({
      active: false,
      createdAt: null,
    });
    const { token } = await bus.call(createAgendaFeedLink, {}, { actor: subAdmin });
    const stored = await pool.query('select token_hash from agenda_feed_tokens where staff_id = $1', [
      broker.id,
    ]);
    expect(Buffer.from(stored.rows[0].token_hash).toString('base64url')).not.toBe(token);
    expect((await bus.call(getAgendaFeedLink, {}, { actor: subAdmin })).active).toBe(true);
    expect((await bus.call(getAgendaFeedLink, {}, { actor: otherSubAdmin })).active).toBe(false);

    const feed = parseFeed((await bus.call(getAgendaFeed, { token }, { actor: visitor })).calendar);
    const callbackUid = `rappel-${mine}@courtage-sante`;
    expect([...feed.keys()].sort()).toEqual([callbackUid, `tache-${taskId}@courtage-sante`].sort());
    expect(feed.get(callbackUid)).toMatchObject({
      start: parisInstant(day1, '10:00'),
      summary: 'Rappel : Marie Hoarau',
    });
    expect(feed.get(callbackUid)?.description).toContain('à La Réunion');
    expect(feed.get(`tache-${taskId}@courtage-sante`)?.start).toBe(parisInstant(day1, '16:30'));

    // A broker moves the call-back: the agenda and the feed follow; an older event arriving
    // late (the assignment, with the old slot) does not move it back.
    await publish('offer.callback.rescheduled', {
      offerId: mine,
      contact: { firstName: 'Marie', lastName: 'Hoarau', email: 'hoarau@example.fr' },
      dateSlot: day2,
      timeSlot: '15:00',
      previousDateSlot: day1,
      previousTimeSlot: '10:00',
      offer: {
        offerId: mine,
        providerName: 'Azuréa Santé',
        planName: 'Azur Référence',
        formulaName: 'Renfort',
        monthlyPrice: 45.9,
        yearlyPrice: 550.8,
        meetsAllLevels: true,
      },
      postalCode: '97410',
    });
    await eventually(async () => {
      const agenda = await bus.call(getAgenda, period, { actor: subAdmin });
      return agenda.callbacks[0]?.dateSlot === day2 ? agenda : undefined;
    }, 'the rescheduled call-back in the agenda');
    await publish('offer.offer.assigned', {
      offerId: mine,
      comparisonId: randomUUID(),
      assigneeId: broker.id,
      assigneeName: broker.name,
      assignedBy: null,
      at: new Date(Date.now() - 20_000).toISOString(),
      state: 'confirmed',
      dateSlot: day1,
      timeSlot: '10:00',
      offer: summary('Hoarau', '97410'),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const moved = parseFeed((await bus.call(getAgendaFeed, { token }, { actor: visitor })).calendar);
    expect(moved.get(callbackUid)?.start).toBe(parisInstant(day2, '15:00'));

    // A new link replaces the old; a revoked one opens nothing.
    const renewed = await bus.call(createAgendaFeedLink, {}, { actor: subAdmin });
    expect((await rejection(bus.call(getAgendaFeed, { token }, { actor: visitor }))).code).toBe('NOT_FOUND');
    expect((await bus.call(getAgendaFeed, { token: renewed.token }, { actor: visitor })).calendar).toContain(
      'BEGIN:VCALENDAR',
    );
    await bus.call(revokeAgendaFeedLink, {}, { actor: subAdmin });
    expect(
      (await rejection(bus.call(getAgendaFeed, { token: renewed.token }, { actor: visitor }))).code,
    ).toBe('NOT_FOUND');
  }, 60_000);

  it('gives each column the same first cards, count and premium as a window over every row, filtered or not', async () => {
    onTestFailed(() => console.error(service.output()));
    const owner = randomUUID();
    // 400 offers of one broker over every board state and follow-up, 60 days of slots, 8 insurers:
    // the first column holds more than a screen of cards (50).
    await pool.query(
      `INSERT INTO offer_read_model (
         id, comparison_id, first_name, last_name, email, phone_number, postal_code, city,
         provider, provider_code, plan_name, formula_name, insurance_line, monthly_cents, yearly_cents,
         date_slot, time_slot, created_at, state, state_at, confirmed_at, assignee_id, assignee_name,
         callback_status)
       SELECT gen_random_uuid(), gen_random_uuid(), 'Prénom', 'Board' || i, 'board' || i || '@example.fr',
         '0612345678', '57000', 'Metz', 'Assureur ' || (i % 8), 'board-insurer-' || (i % 8), 'Plan', 'Formule',
         'sante', 2000 + i * 7, (2000 + i * 7) * 12,
         to_char(current_date + (i * 7919 % 60), 'YYYY-MM-DD'), (ARRAY['09:00','11:00','14:00','16:00'])[1 + i % 4],
         now() - interval '10 days', (ARRAY['confirmed','confirmed','confirmed','subscribed','in_review','signed','cancelled','proposed'])[1 + i % 8],
         now(), CASE WHEN i % 8 = 7 OR (i % 8 = 6 AND i % 16 = 14) THEN NULL ELSE now() - (i % 30) * interval '1 day' END,
         $1, 'Bea Board', (ARRAY['a_rappeler','a_rappeler','injoignable','rappel_effectue','devis_envoye'])[1 + i % 5]
       FROM generate_series(1, 400) AS i`,
      [owner],
    );
    // The reference: the board's first implementation, a window over every matching row.
    const reference = async (extra: string, params: unknown[]) => {
      const stage = `case when state = 'confirmed' then callback_status
        when state in ('subscribed', 'in_review', 'signed') then 'souscrit'
        when state = 'cancelled' and confirmed_at is not null then 'perdu' end`;
      const where = `assignee_id = $1 ${extra}`;
      const totals = await pool.query(
        `select stage, count(*)::int as n, sum(monthly_cents)::int as premium
         from (select ${stage} as stage, monthly_cents from offer_read_model where ${where}) s
         where stage is not null group by stage`,
        [owner, ...params],
      );
      const cards = await pool.query(
        `select stage, id from (select ${stage} as stage, id,
           row_number() over (partition by ${stage} order by slot_key, id) as rank
           from offer_read_model where ${where}) r
         where stage is not null and rank <= 50 order by stage, rank`,
        [owner, ...params],
      );
      return PIPELINE_STAGES.map((name) => {
        const total = totals.rows.find((row) => row.stage === name);
        return {
          stage: name,
          count: total?.n ?? 0,
          monthlyPremium: (total?.premium ?? 0) / 100,
          cards: cards.rows.filter((row) => row.stage === name).map((row) => row.id as string),
        };
      });
    };
    const shown = async (filter: Record<string, string>) =>
      (await bus.call(getPipeline, { assignee: owner, ...filter }, { actor: admin })).columns.map(
        (column) => ({
          stage: column.stage,
          count: column.count,
          monthlyPremium: column.monthlyPremium,
          cards: column.cards.map((card) => card.offerId),
        }),
      );
    const all = await reference('', []);
    expect(all.find((column) => column.stage === 'a_rappeler')?.count).toBeGreaterThan(50);
    expect(all.find((column) => column.stage === 'perdu')?.count).toBeGreaterThan(0);
    expect(await shown({})).toEqual(all);
    expect(await shown({ insurer: 'board-insurer-3' })).toEqual(
      await reference('and provider_code = $2', ['board-insurer-3']),
    );
    const from = addDays(today, -9);
    expect(await shown({ from, to: today })).toEqual(
      await reference('and confirmed_at >= $2 and confirmed_at < $3', [
        parisInstant(from, '00:00'),
        parisInstant(addDays(today, 1), '00:00'),
      ]),
    );
  }, 60_000);

  it('puts each booked offer in its pipeline column by follow-up, with totals, and keeps the newest move', async () => {
    onTestFailed(() => console.error(service.output()));
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const booker = randomUUID();
    for (const [index, offerId] of ids.entries()) {
      await publish('offer.offer.confirmed', {
        offerId,
        comparisonId: randomUUID(),
        from: 'proposed',
        to: 'confirmed',
        at: new Date(Date.now() - 60_000).toISOString(),
        dateSlot: day1,
        timeSlot: '11:00',
        offer: { ...summary(`Pipe${index}`), monthlyPrice: 10 + index },
      });
      await publish('offer.offer.assigned', {
        offerId,
        comparisonId: randomUUID(),
        assigneeId: booker,
        assigneeName: 'Paul Pipe',
        assignedBy: null,
        at: new Date(Date.now() - 50_000).toISOString(),
        state: 'confirmed',
        dateSlot: day1,
        timeSlot: '11:00',
        offer: { ...summary(`Pipe${index}`), monthlyPrice: 10 + index },
      });
    }
    const statusEvent = (offerId: string, from: string, to: string, secondsAgo: number) =>
      publish('offer.callback.status-changed', {
        offerId,
        from,
        to,
        at: new Date(Date.now() - secondsAgo * 1000).toISOString(),
      });
    await eventually(async () => {
      const board = await bus.call(getPipeline, { assignee: booker }, { actor: subAdmin });
      return board.columns.find((column) => column.stage === 'a_rappeler')?.count === 3 ? board : undefined;
    }, 'three offers to call back');
    await statusEvent(ids[0]!, 'a_rappeler', 'rappel_effectue', 20);
    await statusEvent(ids[0]!, 'rappel_effectue', 'devis_envoye', 10);
    // An older move handled last changes nothing.
    await statusEvent(ids[0]!, 'a_rappeler', 'injoignable', 30);
    await statusEvent(ids[1]!, 'a_rappeler', 'injoignable', 5);
    await publish('offer.offer.subscribed', {
      offerId: ids[2],
      comparisonId: randomUUID(),
      from: 'confirmed',
      to: 'subscribed',
      at: new Date().toISOString(),
      offer: { ...summary('Pipe2'), monthlyPrice: 12 },
    });
    const board = await eventually(async () => {
      const answer = await bus.call(getPipeline, { assignee: booker }, { actor: subAdmin });
      const count = (stage: string) => answer.columns.find((column) => column.stage === stage)?.count;
      return count('devis_envoye') === 1 && count('injoignable') === 1 && count('souscrit') === 1
        ? answer
        : undefined;
    }, 'the moves in the pipeline');
    expect(board.columns.map((column) => column.stage)).toEqual([
      'a_rappeler',
      'injoignable',
      'rappel_effectue',
      'devis_envoye',
      'souscrit',
      'perdu',
    ]);
    const column = (stage: string) => board.columns.find((candidate) => candidate.stage === stage);
    expect(column('a_rappeler')?.count).toBe(0);
    expect(column('devis_envoye')).toMatchObject({ count: 1, monthlyPremium: 10 });
    expect(column('devis_envoye')?.cards[0]).toMatchObject({ offerId: ids[0], assigneeName: 'Paul Pipe' });
    expect(column('injoignable')?.cards.map((card) => card.offerId)).toEqual([ids[1]]);
    expect(column('souscrit')).toMatchObject({ count: 1, monthlyPremium: 12 });
    expect((await rejection(bus.call(getPipeline, {}, { actor: visitor }))).code).toBe('FORBIDDEN');
  }, 60_000);
});
