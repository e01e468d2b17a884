import { createHash } from 'node:crypto';
import {
  CONSENT_TEXTS,
  type ConsentKind,
  type ConsentTextId,
  WITHDRAWABLE_CONSENT_KINDS,
} from '@courtage/contracts/privacy/consent-texts';
import type { ConsentRecord } from '@courtage/contracts/privacy/consents.rpc';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

type Db = Kysely<OfferDatabase> | Transaction<OfferDatabase>;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Writes every consent text the forms show (id, version, exact text, hash): a record points at
 * the text it was given with. A text already written keeps its row; one whose text changed
 * under the same version is refused, so a changed text cannot pass for the old one.
 */
export async function writeConsentTexts(db: Kysely<OfferDatabase>): Promise<void> {
  const rows = Object.entries(CONSENT_TEXTS).map(([id, entry]) => ({
    id,
    version: entry.version,
    kind: entry.kind,
    channel: entry.channel,
    text: entry.text,
    sha256: sha256(entry.text),
  }));
  await db
    .insertInto('consent_texts')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stored = await db.selectFrom('consent_texts').select(['id', 'version', 'sha256']).execute();
  for (const row of rows) {
    const same = stored.find((s) => s.id === row.id && s.version === row.version);
    if (same && same.sha256 !== row.sha256) {
      throw new Error(`consent text ${row.id} v${row.version} changed without a new version`);
    }
  }
}

/** The consents given with a subscription (terms, SEPA, marketing), in its transaction. */
export async function recordSubscriptionConsents(
  trx: Transaction<OfferDatabase>,
  input: {
    email: string;
    userId: string | null;
    subscriptionId: string;
    givenAt: Date;
    consent: { termsAccepted: boolean; autoDebitAccepted: boolean; communicationAccepted: boolean };
  },
): Promise<void> {
  const given: ConsentTextId[] = [];
  if (input.consent.termsAccepted) given.push('subscription.terms');
  if (input.consent.autoDebitAccepted) given.push('subscription.sepa');
  if (input.consent.communicationAccepted) given.push('subscription.marketing');
  if (given.length === 0) return;
  await trx
    .insertInto('consent_records')
    .values(
      given.map((id) => ({
        email: input.email.toLowerCase(),
        user_id: input.userId,
        kind: CONSENT_TEXTS[id].kind,
        text_id: id,
        text_version: CONSENT_TEXTS[id].version,
        channel: CONSENT_TEXTS[id].channel,
        source_id: input.subscriptionId,
        given_at: input.givenAt,
      })),
    )
    .execute();
}

/** A person's records: by account, or by the address they gave (the comparator has no account). */
export type Subject = { userId?: string | undefined; email: string };

function ofSubject(subject: Subject) {
  const email = subject.email.toLowerCase();
  return sql<boolean>`(consent_records.email = ${email}${subject.userId ? sql` or consent_records.user_id = ${subject.userId}` : sql``})`;
}

export async function listConsents(db: Db, subject: Subject): Promise<ConsentRecord[]> {
  const rows = await db
    .selectFrom('consent_records')
    .innerJoin('consent_texts', (join) =>
      join
        .onRef('consent_texts.id', '=', 'consent_records.text_id')
        .onRef('consent_texts.version', '=', 'consent_records.text_version'),
    )
    .select([
      'consent_records.id',
      'consent_records.kind',
      'consent_records.channel',
      'consent_records.text_id',
      'consent_records.text_version',
      'consent_texts.text',
      'consent_texts.sha256',
      'consent_records.given_at',
      'consent_records.withdrawn_at',
      'consent_records.withdrawn_via',
    ])
    .where(ofSubject(subject))
    .orderBy('consent_records.given_at', 'desc')
    .orderBy('consent_records.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ConsentKind,
    channel: row.channel,
    textId: row.text_id,
    textVersion: row.text_version,
    text: row.text,
    textSha256: row.sha256,
    givenAt: row.given_at.toISOString(),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    withdrawnVia: row.withdrawn_via,
    withdrawable: WITHDRAWABLE_CONSENT_KINDS.includes(row.kind as ConsentKind),
  }));
}

/** Withdraws every standing consent of one kind of a person; answers how many were withdrawn. */
export async function withdrawConsents(
  db: Db,
  subject: Subject,
  kind: ConsentKind,
  via: 'espace_client' | 'lien_email',
  at: Date = new Date(),
): Promise<number> {
  const result = await db
    .updateTable('consent_records')
    .set({ withdrawn_at: at, withdrawn_via: via })
    .where(ofSubject(subject))
    .where('kind', '=', kind)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
