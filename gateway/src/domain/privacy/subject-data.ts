import type { SessionUser } from '@courtage/contracts/auth/session';
import { SessionUser as SessionUserSchema } from '@courtage/contracts/auth/session';
import { listMyUserQueries } from '@courtage/contracts/crm/user-queries/list-my-user-queries.rpc';
import type { MyUserQueryRow } from '@courtage/contracts/crm/user-queries/user-query';
import { MyUserQueryRow as MyUserQueryRowSchema } from '@courtage/contracts/crm/user-queries/user-query';
import { EXPORT_PAGE_SIZE } from '@courtage/contracts/list/define-list-rpc';
import { exportSubjectData } from '@courtage/contracts/privacy/export-subject-data.rpc';
import type { Bus, CallOptions } from '@courtage/runtime/bus';
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';

/** Everything the platform holds of one customer, as the right of access gives it (JSON and PDF). */
export const SubjectDataSchema = Type.Object(
  {
    generatedAt: Type.String(),
    profile: Type.Omit(SessionUserSchema, ['auth']),
    offers: exportSubjectData.response.properties.offers,
    subscriptions: exportSubjectData.response.properties.subscriptions,
    consents: exportSubjectData.response.properties.consents,
    questions: Type.Array(MyUserQueryRowSchema),
    documents: exportSubjectData.response.properties.documents,
  },
  { additionalProperties: false },
);
export type SubjectData = Static<typeof SubjectDataSchema>;

/**
 * Gathers a customer's data from each service that holds it: the profile from auth (already
 * read for this live session), offers, subscriptions, consents and documents from offer, the
 * questions from crm (the customer is the RPC's actor, so crm answers theirs only).
 */
export async function collectSubjectData(
  bus: Bus,
  customer: SessionUser,
  options: CallOptions,
  now: Date = new Date(),
): Promise<SubjectData> {
  const [offerData, questions] = await Promise.all([
    bus.call(exportSubjectData, { userId: customer.id, email: customer.email }, options),
    allMyQuestions(bus, options),
  ]);
  const { auth: _auth, ...profile } = customer;
  return { generatedAt: now.toISOString(), profile, ...offerData, questions };
}

async function allMyQuestions(bus: Bus, options: CallOptions): Promise<MyUserQueryRow[]> {
  const rows: MyUserQueryRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await bus.call(
      listMyUserQueries,
      {
        filter: {},
        sort: { field: 'createdAt', direction: 'asc' },
        limit: EXPORT_PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
      },
      options,
    );
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}
