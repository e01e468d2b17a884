import { AppError } from '@courtage/contracts/errors';
import {
  confirmPrivacyProof,
  PRIVACY_PROOF_MAX_PER_HOUR,
  PRIVACY_PROOF_VALID_MINUTES,
  PROSPECT_REQUEST_MESSAGES,
  requestPrivacyProof,
} from '@courtage/contracts/privacy/prospect-requests.rpc';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { AuthContext } from '../auth-context.ts';
import { toErasureView } from '../domain/erasure-view.ts';
import { requestEmail } from '../domain/request-email.ts';
import { generateToken, hashSecret } from '../domain/secrets.ts';
import { findCustomerByEmail } from '../repositories/customers-repository.ts';
import { countRecentHits, insertHit } from '../repositories/throttle-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The site page that spends the proof (the token in the fragment: never in a Referer nor a log). */
export const privacyProofLink = (ctx: AuthContext, token: string): string =>
  `${ctx.siteUrl}/mes-donnees-personnelles#jeton=${token}`;

/**
 * `auth.request-privacy-proof` (public, the site's form): a single-use link to the address,
 * whether or not anything is held for it (the answer says nothing either way); past
 * PRIVACY_PROOF_MAX_PER_HOUR links to one address in the hour, nothing more is sent.
 */
export function requestPrivacyProofHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(requestPrivacyProof, async ({ email, kind }, meta) => {
    const address = email.trim().toLowerCase();
    const bucket = `privacy-proof:${address}`;
    await ctx.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
      if ((await countRecentHits(trx, bucket, HOUR_MS)) >= PRIVACY_PROOF_MAX_PER_HOUR) return;
      await insertHit(trx, bucket);
      const token = generateToken();
      const now = ctx.now();
      await trx
        .insertInto('privacy_proofs')
        .values({
          token_hash: hashSecret(token),
          email: address,
          kind,
          expires_at: new Date(now.getTime() + PRIVACY_PROOF_VALID_MINUTES * 60_000),
        })
        .execute();
      await requestEmail(
        trx,
        {
          template: kind === 'erasure' ? 'privacy-erasure-proof' : 'privacy-access-proof',
          to: address,
          name: '',
          link: privacyProofLink(ctx, token),
          validForMinutes: PRIVACY_PROOF_VALID_MINUTES,
        },
        meta.correlationId,
      );
    });
    return {};
  });
}

/**
 * `auth.confirm-privacy-proof` (public, the page the link opens): spends the proof once. An
 * erasure is recorded as a request for the Admin (linked to the account of the address if there
 * is one; the pending one when it exists); an access gives the proven address.
 */
export function confirmPrivacyProofHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(confirmPrivacyProof, async ({ token }, meta) => {
    return ctx.db.transaction().execute(async (trx) => {
      const proof = await trx
        .updateTable('privacy_proofs')
        .set({ consumed_at: ctx.now() })
        .where('token_hash', '=', hashSecret(token))
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', ctx.now())
        .returning(['email', 'kind'])
        .executeTakeFirst();
      if (!proof) throw new AppError('VALIDATION_FAILED', PROSPECT_REQUEST_MESSAGES.invalid);
      if (proof.kind === 'access') return { kind: 'access' as const, email: proof.email, request: null };
      const account = await findCustomerByEmail(trx, proof.email);
      const pending = await trx
        .selectFrom('erasure_requests')
        .selectAll()
        .where(sql`lower(email)`, '=', proof.email)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) return { kind: 'erasure' as const, email: proof.email, request: toErasureView(pending) };
      const inserted = await trx
        .insertInto('erasure_requests')
        .values({
          customer_id: account && account.disabled_at === null ? account.id : null,
          name: account ? account.full_name : '',
          email: proof.email,
        })
        .onConflict((oc) => oc.column('customer_id').where('status', '=', 'pending').doNothing())
        .returningAll()
        .executeTakeFirst();
      const request =
        inserted ??
        (await trx
          .selectFrom('erasure_requests')
          .selectAll()
          .where('customer_id', '=', account?.id ?? null)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow());
      if (inserted) {
        await recordAudit(trx, {
          actor: { kind: 'visitor', ...(meta.actor.address ? { address: meta.actor.address } : {}) },
          action: 'request-erasure',
          entity: 'erasure-request',
          entityId: inserted.id,
        });
      }
      return { kind: 'erasure' as const, email: proof.email, request: toErasureView(request) };
    });
  });
}
