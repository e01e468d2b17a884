import {
  getPipeline,
  PIPELINE_CARDS_PER_STAGE,
  PIPELINE_STAGES,
  type PipelineCard,
  type PipelineColumn,
  type PipelineStage,
  pipelineFilterForm,
} from '@courtage/contracts/crm/pipeline.rpc';
import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { parisDayStart } from '../repositories/paris-day.ts';

// A row's stage: the follow-up while booked, then subscribed (any later step) or lost.
const STAGE = sql<string>`case
  when state = 'confirmed' then callback_status
  when state in ('subscribed', 'in_review', 'signed') then 'souscrit'
  when state = 'cancelled' and confirmed_at is not null then 'perdu'
  end`;

const BOARD_STATES = sql`state in ('confirmed', 'subscribed', 'in_review', 'signed', 'cancelled')`;
const CARD_COLUMNS = sql`id, first_name, last_name, provider, plan_name, formula_name, monthly_cents,
  date_slot, time_slot, state, assignee_id, assignee_name, slot_key`;

/** The offers of one state (and condition) in slot order, the first cards of a column at most. */
function inSlotOrder(condition: RawBuilder<unknown>, where: RawBuilder<unknown>) {
  return sql`select ${CARD_COLUMNS} from offer_read_model where ${condition} and ${where}
    order by slot_key, id limit ${PIPELINE_CARDS_PER_STAGE}`;
}

/**
 * A column's first cards by slot, each state's walked on its index in slot order (STAGE's cases,
 * one by one): 50 rows read per state, whatever the number of offers.
 */
function firstCards(stage: PipelineStage, where: RawBuilder<unknown>) {
  const label = sql.lit(stage);
  if (stage === 'souscrit') {
    const parts = (['subscribed', 'in_review', 'signed'] as const).map(
      (state) => sql`(${inSlotOrder(sql`state = ${sql.lit(state)}`, where)})`,
    );
    return sql`select ${label} as stage, * from (${sql.join(parts, sql` union all `)}) merged
      order by slot_key, id limit ${PIPELINE_CARDS_PER_STAGE}`;
  }
  const condition =
    stage === 'perdu'
      ? sql`state = 'cancelled' and confirmed_at is not null`
      : sql`state = 'confirmed' and callback_status = ${sql.lit(stage)}`;
  return sql`select ${label} as stage, * from (${inSlotOrder(condition, where)}) cards`;
}

type CardRow = {
  stage: PipelineStage;
  id: string;
  first_name: string;
  last_name: string;
  provider: string;
  plan_name: string;
  formula_name: string;
  monthly_cents: number;
  date_slot: string;
  time_slot: string;
  state: string;
  assignee_id: string | null;
  assignee_name: string;
  slot_key: string;
};

/**
 * `crm.get-pipeline`: one statement for the totals of every column (count and monthly premium of
 * the matching offers, from the board's index alone) and one for every column's first cards by
 * slot (each walked on an index in slot order), run at once. Staff only (the
 * offer lists' rule: Admin and Sub-admin see every offer; moves go through offer's own rules).
 */
export function pipelineHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(getPipeline, async (filter, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(pipelineFilterForm, filter);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    const conditions = [sql`true`];
    if (filter.assignee === 'none') conditions.push(sql`assignee_id is null`);
    else if (filter.assignee) conditions.push(sql`assignee_id = ${filter.assignee}`);
    if (filter.insurer) conditions.push(sql`provider_code = ${filter.insurer}`);
    if (filter.from) conditions.push(sql`confirmed_at >= ${parisDayStart(filter.from)}`);
    if (filter.to) conditions.push(sql`confirmed_at < ${parisDayStart(filter.to, true)}`);
    const where = sql.join(conditions, sql` and `);
    const [totals, cards] = await Promise.all([
      sql<{ stage: PipelineStage; n: string; premium: string }>`
        select stage, count(*) as n, coalesce(sum(monthly_cents), 0) as premium
        from (select ${STAGE} as stage, monthly_cents from offer_read_model where ${BOARD_STATES} and ${where}) staged
        where stage is not null group by stage`.execute(db),
      sql<CardRow>`${sql.join(
        PIPELINE_STAGES.map((stage) => sql`(${firstCards(stage, where)})`),
        sql` union all `,
      )}`.execute(db),
    ]);
    const columns: PipelineColumn[] = PIPELINE_STAGES.map((stage) => {
      const total = totals.rows.find((row) => row.stage === stage);
      return {
        stage,
        count: Number(total?.n ?? 0),
        monthlyPremium: Number(total?.premium ?? 0) / 100,
        cards: [] as PipelineCard[],
      };
    });
    // In slot order within each column (the order of a union of selects is not guaranteed).
    const bySlot = (a: CardRow, b: CardRow) =>
      a.slot_key < b.slot_key ? -1 : a.slot_key > b.slot_key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    for (const row of [...cards.rows].sort(bySlot)) {
      columns
        .find((column) => column.stage === row.stage)
        ?.cards.push({
          offerId: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          provider: row.provider,
          planName: row.plan_name,
          formulaName: row.formula_name,
          monthlyPrice: row.monthly_cents / 100,
          dateSlot: row.date_slot,
          timeSlot: row.time_slot,
          state: row.state as OfferState,
          assigneeId: row.assignee_id,
          assigneeName: row.assignee_name || null,
        });
    }
    return { columns };
  });
}
