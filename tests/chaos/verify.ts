import { databaseUrl } from '@courtage/infra/stack/profiles';
import pg from 'pg';
import type { Load, RequestRecord } from './load.ts';

// After the load: what each accepted request must have left, read from the chaos profile's
// databases and from MailDev. A request is lost when something it needs is missing, duplicated
// when something it caused exists twice (a row, an event's effect, an email).

const SUBJECTS = {
  // services/notification/src/templates: contact-acknowledgement.ts and offer-emails.ts.
  contact: 'Nous avons bien reçu votre message',
  confirmation: 'Votre rendez-vous est confirmé',
  // A subscription (step 01) stores the file to sign and emails its signing code; the offer is
  // subscribed only once that code signs it (the visitor's next act, not part of this load).
  subscription: 'Votre code pour signer votre dossier de souscription',
} as const;

export type Verdict = {
  lost: Set<RequestRecord>;
  duplicated: Set<RequestRecord>;
  reasons: Map<RequestRecord, string>;
};

type Email = { subject: string; to: { address: string }[] };

async function query<V>(url: string, sql: string, keys: string[]): Promise<Map<string, V>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ key: string; value: V }>(sql, [keys]);
    return new Map(result.rows.map((row) => [row.key, row.value]));
  } finally {
    await client.end();
  }
}

/** `sql` selects `key` and `count` for the keys in $1. */
async function countBy(url: string, sql: string, keys: string[]): Promise<Map<string, number>> {
  const rows = await query<string>(url, sql, keys);
  return new Map([...rows].map(([key, value]) => [key, Number(value)]));
}

async function emailsBySubject(maildevUrl: string, runId: string): Promise<Map<string, number>> {
  const response = await fetch(`${maildevUrl}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  const counts = new Map<string, number>();
  for (const email of (await response.json()) as Email[]) {
    for (const to of email.to) {
      const address = to.address.toLowerCase();
      if (!address.startsWith(`chaos-${runId}-`)) continue;
      const key = `${address} ${email.subject}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** Checks every request of the run once. */
export async function verify(load: Load, runId: string, maildevUrl: string): Promise<Verdict> {
  const { records } = load;
  const accepted = records.filter((record) => record.outcome === 'accepted');
  const of = (kind: RequestRecord['kind']) => accepted.filter((record) => record.kind === kind);
  const crm = databaseUrl('crm', 'chaos');
  const offer = databaseUrl('offer', 'chaos');
  const auth = databaseUrl('auth', 'chaos');

  const contactRows = await countBy(
    crm,
    'select request_id::text as key, count(*) as value from contact_queries where request_id = any($1::uuid[]) group by 1',
    of('contact').map((record) => record.key),
  );
  const comparisonRows = await countBy(
    offer,
    'select email as key, count(*) as value from comparisons where email = any($1) group by 1',
    of('comparison').map((record) => record.key),
  );
  const comparisonIds = await query<string>(
    offer,
    'select email as key, min(id::text) as value from comparisons where email = any($1) group by 1',
    of('comparison').map((record) => record.key),
  );
  // offer.comparison.created consumed by crm (the dashboard's comparisons).
  const comparisonsInCrm = await countBy(
    crm,
    'select id::text as key, count(*) as value from offer_comparisons where id = any($1::uuid[]) group by 1',
    [...comparisonIds.values()],
  );
  const offerIds = [...of('confirmation'), ...of('subscription')].map((record) => record.offerId ?? '');
  const bookings = await countBy(
    offer,
    'select offer_id::text as key, count(*) as value from bookings where offer_id = any($1::uuid[]) group by 1',
    offerIds,
  );
  const subscriptions = await countBy(
    offer,
    'select offer_id::text as key, count(*) as value from subscriptions where offer_id = any($1::uuid[]) group by 1',
    offerIds,
  );
  // Offer's events consumed by crm: its read model of the offers.
  const confirmedInCrm = await countBy(
    crm,
    "select id::text as key, count(*) as value from offer_read_model where id = any($1::uuid[]) and date_slot <> '' group by 1",
    offerIds,
  );
  const filesToSign = await countBy(
    offer,
    "select offer_id::text as key, count(*) as value from subscription_signatures where offer_id = any($1::uuid[]) and state = 'pending' group by 1",
    offerIds,
  );
  const sessions = await countBy(
    auth,
    `select c.email as key, count(s.id) as value from customers c join sessions s
       on s.account_kind = 'customer' and s.account_id = c.id
       where c.email = any($1) and s.created_at >= to_timestamp(${load.startedAt / 1000}) group by 1`,
    load.accounts,
  );
  const emails = await emailsBySubject(maildevUrl, runId);

  const verdict: Verdict = { lost: new Set(), duplicated: new Set(), reasons: new Map() };
  const expectOne = (record: RequestRecord, what: string, count: number | undefined) => {
    if ((count ?? 0) === 0) {
      verdict.lost.add(record);
      verdict.reasons.set(record, `${what} missing`);
    } else if ((count ?? 0) > 1) {
      verdict.duplicated.add(record);
      verdict.reasons.set(record, `${what} ${count} times`);
    }
  };
  const email = (address: string, subject: string) => emails.get(`${address.toLowerCase()} ${subject}`);

  for (const record of accepted) {
    if (record.kind === 'contact') {
      expectOne(record, 'contact_queries row', contactRows.get(record.key));
      if (record.address)
        expectOne(record, `'${SUBJECTS.contact}' email`, email(record.address, SUBJECTS.contact));
    } else if (record.kind === 'comparison') {
      expectOne(record, 'comparisons row', comparisonRows.get(record.key));
      expectOne(
        record,
        'crm offer_comparisons row',
        comparisonsInCrm.get(comparisonIds.get(record.key) ?? ''),
      );
    } else if (record.kind === 'confirmation') {
      expectOne(record, 'booking', bookings.get(record.offerId ?? ''));
      expectOne(record, 'crm read model confirmation', confirmedInCrm.get(record.offerId ?? ''));
      if (record.emailQueued)
        expectOne(record, `'${SUBJECTS.confirmation}' email`, email(record.key, SUBJECTS.confirmation));
    } else if (record.kind === 'subscription') {
      expectOne(record, 'subscription row', subscriptions.get(record.offerId ?? ''));
      expectOne(record, 'file to sign', filesToSign.get(record.offerId ?? ''));
      expectOne(record, `'${SUBJECTS.subscription}' email`, email(record.key, SUBJECTS.subscription));
    }
  }
  // Sign-ins: one session per accepted sign-in of the account; more than were ever sent is a duplicate.
  for (const account of load.accounts) {
    const tries = records.filter((record) => record.kind === 'sign-in' && record.key === account);
    const ok = tries.filter((record) => record.outcome === 'accepted');
    const count = sessions.get(account) ?? 0;
    if (count < ok.length) {
      for (const record of ok.slice(count)) {
        verdict.lost.add(record);
        verdict.reasons.set(record, `${ok.length} sign-ins accepted, ${count} sessions`);
      }
    } else if (count > tries.length) {
      const last = tries.at(-1);
      if (last) {
        verdict.duplicated.add(last);
        verdict.reasons.set(last, `${tries.length} sign-ins sent, ${count} sessions`);
      }
    }
  }
  return verdict;
}
