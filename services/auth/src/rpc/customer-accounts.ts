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
import { announceEmailProven } from '../domain/email-proven.ts';
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
import { generateToken, hashSecret } from '../domain/secrets.ts';
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

/** Sign-up emails (activation link or notice) per address per hour, whether or not it has an account. */
const SIGN_UP_EMAILS_PER_HOUR = 3;

type SignUpRequest = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
};

/**
 * What a sign-up does once its answer left (background): an address with an account gets a
 * notice (no account created, nothing changed); a new one gets an activation link, the request
 * kept in `pending_signups` until it is followed. Nothing here changes the answer or its timing.
 */
async function completeSignUp(ctx: AuthContext, request: SignUpRequest, correlationId: string) {
  const existing = await findCustomerByEmail(ctx.db, request.email);
  if (existing) {
    // A disabled account gets nothing (as with the reset form).
    if (existing.disabled_at !== null) return;
    await requestEmail(
      ctx.db,
      {
        template: 'customer-signup-existing',
        to: existing.email,
        name: existing.full_name,
        validForMinutes: 1,
      },
      correlationId,
    );
    return;
  }
  const passwordHash = await hashPassword(request.password);
  const token = generateToken();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pending_signups')
      .values({
        token_hash: hashSecret(token),
        email: request.email,
        password_hash: passwordHash,
        first_name: request.firstName,
        last_name: request.lastName,
        phone_number: request.phone,
        expires_at: new Date(ctx.now().getTime() + EMAIL_VERIFICATION_TTL_MS),
      })
      .execute();
    await requestEmail(
      trx,
      {
        template: 'customer-email-verification',
        to: request.email,
        name: fullNameOf(request.firstName, request.lastName),
        link: verificationLink(ctx, token),
        validForMinutes: EMAIL_VERIFICATION_TTL_MS / 60_000,
      },
      correlationId,
    );
  });
}

/**
 * `auth.sign-up-customer`: the input is checked (French 400 next to the field), the per-address
 * email limit counted (429, keyed by the address whether or not it has an account), then the
 * same empty answer for every address (issue 12: no account enumeration); the rest happens
 * after the answer (completeSignUp).
 */
function signUp(ctx: AuthContext): RpcHandler {
  return rpcHandler(signUpCustomer, async (input, meta) => {
    const email = requireEmail(input.email);
    const firstName = requireName(input.firstName, 'firstName');
    const lastName = requireName(input.lastName, 'lastName');
    const phone = normalizePhone(input.phoneNumber);
    requirePasswordRules(input.password);
    const bucket = accountBucket('signup', 'customer', email);
    await assertNotThrottled(ctx.db, bucket, SIGN_UP_EMAILS_PER_HOUR, AUTH_MESSAGES.tooManyEmails, 3_600_000);
    await recordHit(ctx.db, bucket);
    const request = { email, password: input.password, firstName, lastName, phone };
    ctx.background.run('sign-up', () => completeSignUp(ctx, request, meta.correlationId));
    return {};
  });
}

function signIn(ctx: AuthContext): RpcHandler {
  return rpcHandler(signInCustomer, async (input, meta) => {
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
    // One transaction (one commit) for the session, its first refresh token and, when the
    // address was verified, the proof that lets offer attach subscriptions made signed out.
    const tokens = await ctx.db.transaction().execute(async (trx) => {
      if (row.is_email_verified) {
        await announceEmailProven(
          trx,
          { customerId: row.id, email: row.email, proof: 'signed-in' },
          meta.correlationId,
        );
      }
      return openSession(trx, ctx, { id: row.id, kind: 'customer', role: 'customer' });
    });
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

/** Spends a sign-up's activation token: the pending request, or undefined. */
async function consumePendingSignUp(trx: Transaction<AuthDatabase>, token: string, now: Date) {
  return trx
    .updateTable('pending_signups')
    .set({ consumed_at: now })
    .where('token_hash', '=', hashSecret(token))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/**
 * An emailed link: the verification link of an account, or the activation link of a sign-up
 * (the account is created then, its address verified; the customer signs in next). Either
 * proves the address: `auth.customer-email.proven` goes out in the same transaction.
 */
function verifyEmail(ctx: AuthContext): RpcHandler {
  return rpcHandler(verifyCustomerEmail, async ({ token }, meta) =>
    ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const customerId = await consumeLinkToken(trx, token, 'email-verification', 'customer', now);
      let row: CustomerRow | null = null;
      let activated = false;
      if (customerId) {
        row = await updateCustomerRow(trx, customerId, { is_email_verified: true });
      } else {
        const pending = await consumePendingSignUp(trx, token, now);
        if (!pending) throw new AppError('NOT_FOUND', AUTH_MESSAGES.invalidLink);
        row = await insertCustomer(trx, {
          email: pending.email,
          password_hash: pending.password_hash,
          first_name: pending.first_name,
          last_name: pending.last_name,
          full_name: fullNameOf(pending.first_name, pending.last_name),
          phone_number: pending.phone_number,
          is_email_verified: true,
        });
        // The address got an account meanwhile (another activation, or a subscription): the
        // holder of this mailbox may know it; they sign in or reset the password.
        if (!row) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
        activated = true;
      }
      if (!row) throw new AppError('NOT_FOUND', AUTH_MESSAGES.invalidLink);
      await announceEmailProven(
        trx,
        { customerId: row.id, email: row.email, proof: activated ? 'account-activated' : 'email-verified' },
        meta.correlationId,
      );
      return { email: row.email, isEmailVerified: true as const, activated };
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
