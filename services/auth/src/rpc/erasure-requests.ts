import { AppError } from '@courtage/contracts/errors';
import {
  completeErasure,
  ERASURE_MESSAGES,
  type ErasurePart,
  erasureReceiptRequested,
  getErasureRequest,
  getMyErasureRequest,
  listErasureRequests,
  requestErasure,
} from '@courtage/contracts/privacy/erasure.rpc';
import { requireCustomerActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, type RpcMeta, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import { sql, type Transaction } from 'kysely';
import type { AuthContext } from '../auth-context.ts';
import type { AuthDatabase } from '../database-schema.ts';
import { toErasureView } from '../domain/erasure-view.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { revokeAccountSessions } from '../domain/sessions.ts';
import { requireAdminActor } from '../domain/staff-actor.ts';
import { findCustomerById, fullNameOf } from '../repositories/customers-repository.ts';
import { findStaffById } from '../repositories/staff-repository.ts';
import { confirmPrivacyProofHandler, requestPrivacyProofHandler } from './privacy-proofs.ts';

/** How many requests the Admin's list shows (pending first, then the newest). */
const LIST_LIMIT = 200;

function customerActorId(meta: RpcMeta): string {
  return requireCustomerActor(meta).id;
}

/** The anonymised address an erased account keeps (unique, undeliverable: `.invalid`). */
export const erasedEmail = (customerId: string): string => `efface-${customerId}@efface.invalid`;

/** Anonymises and closes a customer account (address, names, phone, password, photo); false when none. */
async function anonymiseCustomer(
  trx: Transaction<AuthDatabase>,
  customerId: string,
  now: Date,
): Promise<boolean> {
  const updated = await trx
    .updateTable('customers')
    .set({
      email: erasedEmail(customerId),
      password_hash: null,
      first_name: '',
      last_name: '',
      full_name: '',
      phone_number: null,
      image: null,
      disabled_at: now,
      updated_at: now,
    })
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await trx.deleteFrom('customer_avatars').where('customer_id', '=', customerId).execute();
  return true;
}

/** `auth.request-erasure`: the signed-in customer asks; asking again gives the pending request. */
export function requestErasureHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(requestErasure, async (_request, meta) => {
    const customerId = customerActorId(meta);
    return ctx.db.transaction().execute(async (trx) => {
      const customer = await findCustomerById(trx, customerId);
      if (!customer || customer.disabled_at !== null)
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      const inserted = await trx
        .insertInto('erasure_requests')
        .values({
          customer_id: customerId,
          name: customer.full_name || fullNameOf(customer.first_name, customer.last_name),
          email: customer.email,
        })
        .onConflict((oc) => oc.column('customer_id').where('status', '=', 'pending').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) {
        await recordAudit(trx, {
          actor: meta.actor,
          action: 'request-erasure',
          entity: 'erasure-request',
          entityId: inserted.id,
        });
        return toErasureView(inserted);
      }
      const pending = await trx
        .selectFrom('erasure_requests')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return toErasureView(pending);
    });
  });
}

/** `auth.get-my-erasure-request`: the signed-in customer's latest request, if any. */
export function getMyErasureRequestHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(getMyErasureRequest, async (_request, meta) => {
    const customerId = customerActorId(meta);
    const row = await ctx.db
      .selectFrom('erasure_requests')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('requested_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { request: row ? toErasureView(row) : null };
  });
}

/** `auth.list-erasure-requests` (Admin): pending first, then the newest. */
export function listErasureRequestsHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(listErasureRequests, async (_request, meta) => {
    await requireAdminActor(ctx, meta);
    const rows = await ctx.db
      .selectFrom('erasure_requests')
      .selectAll()
      .orderBy('status', 'desc')
      .orderBy('requested_at', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    return { requests: rows.map(toErasureView) };
  });
}

/** `auth.get-erasure-request` (Admin). */
export function getErasureRequestHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(getErasureRequest, async ({ requestId }, meta) => {
    await requireAdminActor(ctx, meta);
    const row = await ctx.db
      .selectFrom('erasure_requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', ERASURE_MESSAGES.notFound);
    return toErasureView(row);
  });
}

/**
 * `auth.complete-erasure` (Admin), once offer and crm have erased: the account is anonymised
 * (address, names, phone, password, avatar) and disabled, its sessions revoked; the request is
 * marked executed with the report; one audit row; the receipt is emailed (outbox, same
 * transaction) to the address the request was made from.
 */
export function completeErasureHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(completeErasure, async ({ requestId, report }, meta) => {
    const adminId = await requireAdminActor(ctx, meta);
    const admin = await findStaffById(ctx.db, adminId);
    const now = ctx.now();
    const row = await ctx.db.transaction().execute(async (trx) => {
      const request = await trx
        .selectFrom('erasure_requests')
        .selectAll()
        .where('id', '=', requestId)
        .forUpdate()
        .executeTakeFirst();
      if (!request) throw new AppError('NOT_FOUND', ERASURE_MESSAGES.notFound);
      if (request.status !== 'pending') throw new AppError('CONFLICT', ERASURE_MESSAGES.alreadyExecuted);
      const authPart: ErasurePart = {
        service: 'auth',
        categories: [
          {
            label: 'Compte client (identité, coordonnées, mot de passe, photo)',
            erased: 0,
            kept: 0,
            holdReason: '',
          },
        ],
      };
      const customerId = request.customer_id;
      if (customerId !== null && (await anonymiseCustomer(trx, customerId, now))) {
        authPart.categories[0]!.erased = 1;
        await revokeAccountSessions(trx, ctx.revocations, 'customer', customerId, 'erased');
      }
      // Sign-ups awaiting activation with the address go too (an account or a prospect's).
      await trx
        .deleteFrom('pending_signups')
        .where(sql`lower(email)`, '=', request.email.toLowerCase())
        .execute();
      const fullReport = [authPart, ...report];
      const executed = await trx
        .updateTable('erasure_requests')
        .set({
          status: 'executed',
          executed_at: now,
          executed_by_id: adminId,
          executed_by_name: admin?.name ?? null,
          report: JSON.stringify(fullReport),
        })
        .where('id', '=', requestId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'execute-erasure',
        entity: 'erasure-request',
        entityId: requestId,
        before: { status: 'pending', customerId: request.customer_id },
        after: { status: 'executed', report: fullReport },
      });
      await enqueueEvent(
        trx,
        erasureReceiptRequested,
        {
          to: request.email,
          name: request.name,
          requestedAt: request.requested_at.toISOString(),
          executedAt: now.toISOString(),
          report: fullReport,
        },
        { correlationId: meta.correlationId },
      );
      return executed;
    });
    return toErasureView(row);
  });
}

export function erasureHandlers(ctx: AuthContext): RpcHandler[] {
  return [
    requestPrivacyProofHandler(ctx),
    confirmPrivacyProofHandler(ctx),
    requestErasureHandler(ctx),
    getMyErasureRequestHandler(ctx),
    listErasureRequestsHandler(ctx),
    getErasureRequestHandler(ctx),
    completeErasureHandler(ctx),
  ];
}
