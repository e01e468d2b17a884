import type { Logger } from '@courtage/runtime/logger';
import type { Kysely } from 'kysely';
import { DEV_ADMIN } from './config.ts';
import type { AuthDatabase } from './database-schema.ts';
import { hashPassword } from './domain/passwords.ts';
import { findCustomerByEmail, insertCustomer } from './repositories/customers-repository.ts';
import { hasAdmin, insertStaff } from './repositories/staff-repository.ts';

/** DEV ONLY demo accounts (README "Accounts"): created by the development seed. */
export const DEMO_CUSTOMER = {
  email: 'client.demo@courtage-sante.local',
  password: 'Client-demo-2026',
  firstName: 'Camille',
  lastName: 'Martin',
  phoneNumber: '0612345678',
} as const;
export const DEMO_SUB_ADMIN = {
  email: 'sous-admin@courtage-sante.local',
  password: 'SousAdmin-dev-2026',
  name: 'Sous Admin',
} as const;

/**
 * First start: when no Admin exists, creates one from ADMIN_EMAIL / ADMIN_PASSWORD (dev
 * defaults outside production; in production nothing is created without them).
 */
export async function ensureFirstAdmin(
  db: Kysely<AuthDatabase>,
  config: { NODE_ENV: string; ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; ADMIN_NAME: string },
  logger: Logger,
): Promise<void> {
  if (await hasAdmin(db)) return;
  const isProduction = config.NODE_ENV === 'production';
  const email = config.ADMIN_EMAIL?.trim() || (isProduction ? '' : DEV_ADMIN.email);
  const password = config.ADMIN_PASSWORD || (isProduction ? '' : DEV_ADMIN.password);
  if (!email || !password) {
    logger.warn(
      'no Admin account and ADMIN_EMAIL / ADMIN_PASSWORD not set: nobody can sign in to the back-office',
    );
    return;
  }
  const row = await insertStaff(db, {
    role: 'admin',
    name: config.ADMIN_NAME,
    email,
    password_hash: await hashPassword(password),
  });
  logger.info({ email, created: row !== null }, 'first Admin account ensured');
}

/** The demo customer and Sub-admin; idempotent. */
export async function seedDemoAccounts(db: Kysely<AuthDatabase>, logger: Logger): Promise<void> {
  if (!(await findCustomerByEmail(db, DEMO_CUSTOMER.email))) {
    await insertCustomer(db, {
      email: DEMO_CUSTOMER.email,
      password_hash: await hashPassword(DEMO_CUSTOMER.password),
      first_name: DEMO_CUSTOMER.firstName,
      last_name: DEMO_CUSTOMER.lastName,
      full_name: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
      phone_number: DEMO_CUSTOMER.phoneNumber,
      is_email_verified: true,
    });
  }
  await insertStaff(db, {
    role: 'sub-admin',
    name: DEMO_SUB_ADMIN.name,
    email: DEMO_SUB_ADMIN.email,
    password_hash: await hashPassword(DEMO_SUB_ADMIN.password),
  });
  logger.info('demo customer and Sub-admin ensured (development seed)');
}
