import { signUpCustomer } from '@courtage/contracts/auth/sign-up-customer.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { verificationLink } from '../domain/account-links.ts';
import { EMAIL_VERIFICATION_TTL_MS } from '../domain/link-tokens.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { normalizePhone, requireEmail, requireName } from '../domain/normalize-input.ts';
import { hashPassword } from '../domain/passwords.ts';
import { requestEmail } from '../domain/request-email.ts';
import { generateToken, hashSecret } from '../domain/secrets.ts';
import { accountBucket, assertNotThrottled, recordHit } from '../domain/throttle.ts';
import { findCustomerByEmail, fullNameOf } from '../repositories/customers-repository.ts';
import { insertPendingSignup } from '../repositories/pending-signups-repository.ts';

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
    await insertPendingSignup(trx, {
      token_hash: hashSecret(token),
      email: request.email,
      password_hash: passwordHash,
      first_name: request.firstName,
      last_name: request.lastName,
      phone_number: request.phone,
      expires_at: new Date(ctx.now().getTime() + EMAIL_VERIFICATION_TTL_MS),
    });
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
 * `auth.sign-up-customer`: the request is the sign-up form, checked by the bus against its one
 * definition (French 400 next to the field); here it is normalized (trimmed, national phone), the
 * per-address email limit counted (429, keyed by the address whether or not it has an account),
 * then the same empty answer for every address (no account enumeration); the rest
 * happens after the answer (completeSignUp).
 */
export function signUpCustomerHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(signUpCustomer, async (input, meta) => {
    const email = requireEmail(input.email);
    const firstName = requireName(input.firstName, 'firstName');
    const lastName = requireName(input.lastName, 'lastName');
    const phone = normalizePhone(input.phoneNumber);
    const bucket = accountBucket('signup', 'customer', email);
    await assertNotThrottled(ctx.db, bucket, SIGN_UP_EMAILS_PER_HOUR, AUTH_MESSAGES.tooManyEmails, 3_600_000);
    await recordHit(ctx.db, bucket);
    const request = { email, password: input.password, firstName, lastName, phone };
    ctx.background.run('sign-up', () => completeSignUp(ctx, request, meta.correlationId));
    return {};
  });
}
