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
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { type Kysely, sql } from 'kysely';
import { parisDayStart } from '../repositories/paris-day.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

// A row's stage: the follow-up while booked, then subscribed (any later step) or lost.
const STAGE = sql<string>`case
  when state = 'confirmed' then callback_status
  when state in ('subscribed', 'in_review', 'signed') then 'souscrit'
  when state = 'cancelled' and confirmed_at is not null then 'perdu'
  end`;

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
};

/**
 * `crm.get-pipeline`: one statement for the totals of every column (count and monthly premium of
 * the matching offers) and one for each column's first cards by slot, run at once. Staff only (the
 * offer lists' rule: Admin and Sub-admin see every offer; moves go through offer's own rules).
 */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type; the queries are raw SQL on its tables
export function pipelineHandler(db: Kysely<any>): RpcHandler {
  return rpcHandler(getPipeline, async (filter, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(pipelineFilterForm, filter);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    const conditions = [sql`state in ('confirmed', 'subscribed', 'in_review', 'signed', 'cancelled')`];
    if (filter.assignee === 'none') conditions.push(sql`assignee_id is null`);
    else if (filter.assignee) conditions.push(sql`assignee_id = ${filter.assignee}`);
    if (filter.insurer) conditions.push(sql`provider_code = ${filter.insurer}`);
    if (filter.from) conditions.push(sql`confirmed_at >= ${parisDayStart(filter.from)}`);
    if (filter.to) conditions.push(sql`confirmed_at < ${parisDayStart(filter.to, true)}`);
    const where = sql.join(conditions, sql` and `);
    const [totals, cards] = await Promise.all([
      sql<{ stage: PipelineStage; n: string; premium: string }>`
        select stage, count(*) as n, coalesce(sum(monthly_cents), 0) as premium
        from (select ${STAGE} as stage, monthly_cents from offer_read_model where ${where}) staged
        where stage is not null group by stage`.execute(db),
      sql<CardRow>`
        select * from (
          select ${STAGE} as stage, id, first_name, last_name, provider, plan_name, formula_name,
                 monthly_cents, date_slot, time_slot, state, assignee_id, assignee_name,
                 row_number() over (partition by ${STAGE} order by slot_key, id) as rank
          from offer_read_model where ${where}) ranked
        where stage is not null and rank <= ${PIPELINE_CARDS_PER_STAGE}
        order by stage, rank`.execute(db),
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
    for (const row of cards.rows) {
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
