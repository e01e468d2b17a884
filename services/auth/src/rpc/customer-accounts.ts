import {
  getCustomer,
  getCustomerAvatar,
  resendCustomerVerification,
  setCustomerAvatar,
  signInCustomer,
  signUpCustomer,
  updateCustomer,
  verifyCustomerEmail,
} from '@courtage/contracts/auth/customer.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Transaction } from 'kysely';
import type { AuthContext } from '../auth-context.ts';
import type { AuthDatabase } from '../database-schema.ts';
import { avatarBytes, avatarPath, loadAvatar, saveAvatarBytes } from '../domain/avatars.ts';
import {
  consumeLinkToken,
  EMAIL_VERIFICATION_TTL_MS,
  issueLinkToken,
  voidLinkTokens,
} from '../domain/link-tokens.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import {
  normalizePhone,
  requireEmail,
  requireName,
  requirePasswordRules,
} from '../domain/normalize-input.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { requestEmail } from '../domain/request-email.ts';
import { isSessionLive, openSession } from '../domain/sessions.ts';
import { accountBucket, assertNotThrottled, clearHits, recordHit } from '../domain/throttle.ts';
import { toSessionUser } from '../domain/to-session-user.ts';
import {
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  fullNameOf,
  insertCustomer,
  updateCustomerRow,
} from '../repositories/customers-repository.ts';

/** The link of a verification email: the gateway marks the email verified and redirects to the site. */
export function verificationLink(ctx: AuthContext, token: string): string {
  return `${ctx.apiUrl}/auth/v1/user/verify-email/${token}`;
}

/** A new single-use verification link (EMAIL_VERIFICATION_TTL_MS), emailed through the outbox. */
async function sendVerificationEmail(
  trx: Transaction<AuthDatabase>,
  ctx: AuthContext,
  row: CustomerRow,
  correlationId: string,
): Promise<void> {
  const token = await issueLinkToken(trx, {
    purpose: 'email-verification',
    kind: 'customer',
    accountId: row.id,
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    now: ctx.now(),
  });
  await requestEmail(
    trx,
    {
      template: 'customer-email-verification',
      to: row.email,
      name: row.full_name,
      link: verificationLink(ctx, token),
      validForMinutes: EMAIL_VERIFICATION_TTL_MS / 60_000,
    },
    correlationId,
  );
}

function signUp(ctx: AuthContext): RpcHandler {
  return rpcHandler(signUpCustomer, async (input, meta) => {
    const email = requireEmail(input.email);
    const firstName = requireName(input.firstName, 'firstName');
    const lastName = requireName(input.lastName, 'lastName');
    const phone = normalizePhone(input.phoneNumber);
    requirePasswordRules(input.password);
    const passwordHash = await hashPassword(input.password);
    return ctx.db.transaction().execute(async (trx) => {
      const row = await insertCustomer(trx, {
        email,
        password_hash: passwordHash,
        first_name: firstName,
        last_name: lastName,
        full_name: fullNameOf(firstName, lastName),
        phone_number: phone,
      });
      if (!row) {
        throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, [
          { field: 'email', message: AUTH_MESSAGES.emailTaken },
        ]);
      }
      await sendVerificationEmail(trx, ctx, row, meta.correlationId);
      const tokens = await openSession(trx, ctx, { id: row.id, kind: 'customer', role: 'customer' });
      return { user: toSessionUser(row), tokens };
    });
  });
}

function signIn(ctx: AuthContext): RpcHandler {
  return rpcHandler(signInCustomer, async (input) => {
    const bucket = accountBucket('login', 'customer', input.email);
    await assertNotThrottled(ctx.db, bucket, ctx.maxFailuresPerAccount);
    const row = await findCustomerByEmail(ctx.db, input.email);
    // One argon2 verification whatever happens (dummy hash for an unknown email).
    const matches = await verifyPassword(row?.password_hash ?? null, input.password);
    if (!row || !matches || row.disabled_at !== null) {
      await recordHit(ctx.db, bucket);
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
    }
    await clearHits(ctx.db, bucket);
    // One transaction (one commit) for the session and its first refresh token.
    const tokens = await ctx.db
      .transaction()
      .execute((trx) => openSession(trx, ctx, { id: row.id, kind: 'customer', role: 'customer' }));
    return { user: toSessionUser(row), tokens };
  });
}

function get(ctx: AuthContext): RpcHandler {
  return rpcHandler(getCustomer, async ({ customerId, sessionId }) => {
    const row = await findCustomerById(ctx.db, customerId);
    const live =
      row && row.disabled_at === null && (await isSessionLive(ctx.db, sessionId, customerId, ctx.now()));
    if (!row || !live) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    return toSessionUser(row);
  });
}

function update(ctx: AuthContext): RpcHandler {
  return rpcHandler(updateCustomer, async (input) => {
    const current = await findCustomerById(ctx.db, input.customerId);
    if (!current || current.disabled_at !== null)
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    const firstName =
      input.firstName === undefined ? current.first_name : requireName(input.firstName, 'firstName');
    const lastName =
      input.lastName === undefined ? current.last_name : requireName(input.lastName, 'lastName');
    const phone = input.phoneNumber === undefined ? current.phone_number : normalizePhone(input.phoneNumber);
    const row = await updateCustomerRow(ctx.db, current.id, {
      first_name: firstName,
      last_name: lastName,
      full_name: fullNameOf(firstName, lastName),
      phone_number: phone,
    });
    if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    return toSessionUser(row);
  });
}

function verifyEmail(ctx: AuthContext): RpcHandler {
  return rpcHandler(verifyCustomerEmail, async ({ token }) =>
    ctx.db.transaction().execute(async (trx) => {
      const customerId = await consumeLinkToken(trx, token, 'email-verification', 'customer', ctx.now());
      if (!customerId) throw new AppError('NOT_FOUND', AUTH_MESSAGES.invalidLink);
      const row = await updateCustomerRow(trx, customerId, { is_email_verified: true });
      if (!row) throw new AppError('NOT_FOUND', AUTH_MESSAGES.invalidLink);
      return { email: row.email, isEmailVerified: true as const };
    }),
  );
}

/** Verification emails per customer per hour. */
const VERIFICATION_RESENDS_PER_HOUR = 3;

function resendVerification(ctx: AuthContext): RpcHandler {
  return rpcHandler(resendCustomerVerification, async ({ customerId }, meta) => {
    const row = await findCustomerById(ctx.db, customerId);
    if (!row || row.disabled_at !== null) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    if (row.is_email_verified) return { isEmailVerified: true };
    const bucket = `verification:customer:${row.id}`;
    await assertNotThrottled(
      ctx.db,
      bucket,
      VERIFICATION_RESENDS_PER_HOUR,
      AUTH_MESSAGES.tooManyEmails,
      3_600_000,
    );
    await recordHit(ctx.db, bucket);
    await ctx.db.transaction().execute(async (trx) => {
      await voidLinkTokens(trx, 'email-verification', 'customer', row.id, ctx.now());
      await sendVerificationEmail(trx, ctx, row, meta.correlationId);
    });
    return { isEmailVerified: false };
  });
}

function setAvatar(ctx: AuthContext): RpcHandler {
  return rpcHandler(setCustomerAvatar, async ({ customerId, contentType, base64 }) => {
    const current = await findCustomerById(ctx.db, customerId);
    if (!current || current.disabled_at !== null)
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    const bytes = avatarBytes(contentType, base64);
    const row = await ctx.db.transaction().execute(async (trx) => {
      await saveAvatarBytes(trx, 'customer', customerId, contentType, bytes);
      return updateCustomerRow(trx, customerId, {
        image: avatarPath('customer', customerId, ctx.now().getTime()),
      });
    });
    if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    return toSessionUser(row);
  });
}

export function customerAccountHandlers(ctx: AuthContext): RpcHandler[] {
  return [
    signUp(ctx),
    signIn(ctx),
    get(ctx),
    update(ctx),
    verifyEmail(ctx),
    resendVerification(ctx),
    setAvatar(ctx),
    rpcHandler(getCustomerAvatar, async ({ customerId }) => loadAvatar(ctx.db, 'customer', customerId)),
  ];
}
