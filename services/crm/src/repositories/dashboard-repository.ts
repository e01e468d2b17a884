import { addDays } from '@courtage/contracts/offer/dates';
import { type Kysely, sql } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import type { parisDayStart } from './paris-day.ts';

type Split = { key: string; label: string; confirmed: string; subscribed: string; premium: string };

let tasksTableExists = false;

/**
 * Open tasks due by the end of today. The tasks table comes with the CRM records' migrations
 * (0008); until a database has it there is nothing due (checked until it appears, then no more).
 */
async function tasksDue(
  db: Kysely<CrmDatabase>,
  endOfToday: ReturnType<typeof parisDayStart>,
): Promise<number> {
  if (!tasksTableExists) {
    const found = await sql<{ name: string | null }>`select to_regclass('tasks')::text as name`.execute(db);
    tasksTableExists = Boolean(found.rows[0]?.name);
    if (!tasksTableExists) return 0;
  }
  const due = await sql<{ n: string }>`select count(*) as n from tasks
    where status = 'a_faire' and due_at < ${endOfToday}`.execute(db);
  return Number(due.rows[0]?.n ?? 0);
}

/**
 * The dashboard's five queries on crm's own tables and the tasks due, run at once: the steps
 * and comparisons per day (migration 0030), today's callbacks and the open counts.
 */
export async function dashboardRows(
  db: Kysely<CrmDatabase>,
  from: string,
  to: string,
  today: string,
  endOfToday: ReturnType<typeof parisDayStart>,
) {
  const inPeriod = sql`day >= ${from}::date and day <= ${to}::date`;
  const [groups, days, comparisonDays, todayCallbacks, open, tasks] = await Promise.all([
    sql<Split & { kind: 'total' | 'insurer' | 'line'; signed: string }>`
      select case when grouping(provider_code) = 0 then 'insurer'
                  when grouping(insurance_line) = 0 then 'line' else 'total' end as kind,
             coalesce(provider_code, insurance_line, '') as key,
             case when grouping(provider_code) = 0 then max(provider) else coalesce(insurance_line, '') end as label,
             coalesce(sum(confirmed), 0) as confirmed,
             coalesce(sum(subscribed), 0) as subscribed,
             coalesce(sum(signed), 0) as signed,
             coalesce(sum(premium_cents), 0) as premium
      from offer_dashboard_days
      where ${inPeriod} and (confirmed <> 0 or subscribed <> 0 or signed <> 0)
      group by grouping sets ((), (provider_code), (insurance_line))
      order by 4 desc, 5 desc, 2`.execute(db),
    sql<{ day: string; confirmed: string; subscribed: string }>`
      select day::text as day, sum(confirmed) as confirmed, sum(subscribed) as subscribed
      from offer_dashboard_days where ${inPeriod} group by day`.execute(db),
    sql<{ day: string; n: string }>`
      select day::text as day, sum(n) as n from offer_comparison_days where ${inPeriod} group by day`.execute(
      db,
    ),
    sql<{
      id: string;
      time_slot: string;
      first_name: string;
      last_name: string;
      phone_number: string;
      provider: string;
      state: string;
      assignee_id: string | null;
      assignee_name: string;
    }>`select id, time_slot, first_name, last_name, phone_number, provider, state, assignee_id, assignee_name
       from offer_read_model where slot_key >= ${`${today} `} and slot_key < ${`${addDays(today, 1)} `}
       order by slot_key, id limit 200`.execute(db),
    // Open contact messages: the count kept by a trigger (migration 0032), spread over 8 rows.
    sql<{ messages: string; queries: string; quotes: string }>`select
       (select coalesce(sum(n), 0) from crm_open_counts where scope = 'contact_queries:open') as messages,
       (select count(*) from user_queries where status = 'pending') as queries,
       (select count(*) from quote_requests where status = 'received') as quotes`.execute(db),
    tasksDue(db, endOfToday),
  ]);

  return { groups, days, comparisonDays, todayCallbacks, open, tasks };
}
