import { resolveJwtSecret } from '@courtage/contracts/auth/jwt-secret';
import { env } from '@courtage/runtime/config';
import { Type } from '@sinclair/typebox';
import { DEV_ONLY_ENCRYPTION_KEY, deriveEncryptionKey } from './domain/encrypt-secret.ts';

/** DEV ONLY: the first Admin's credentials when ADMIN_EMAIL / ADMIN_PASSWORD are not set. */
export const DEV_ADMIN = {
  email: 'admin@courtage-sante.local',
  password: 'Admin-dev-2026',
  name: 'Admin',
} as const;

/**
 * Settings of the auth service on top of runService's (docs/CONVENTIONS.md):
 * JWT_SECRET (shared with the gateway) and AUTH_ENCRYPTION_KEY are required in
 * production and have dev-only defaults elsewhere; ADMIN_* create the first Admin.
 */
export const AUTH_CONFIG = {
  JWT_SECRET: Type.Optional(Type.String()),
  AUTH_ENCRYPTION_KEY: Type.Optional(Type.String()),
  /** Base of the links to the site in emails (reset pages). */
  PUBLIC_SITE_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:4321' }),
  /** Base of the links to the API in emails (email verification). */
  PUBLIC_API_URL: env.PUBLIC_API_URL,
  ADMIN_EMAIL: Type.Optional(Type.String()),
  ADMIN_PASSWORD: Type.Optional(Type.String()),
  ADMIN_NAME: Type.String({ default: DEV_ADMIN.name }),
  /** 'auto': demo accounts in development only; 'true' / 'false' force it. */
  AUTH_SEED_DEMO: Type.Union([Type.Literal('auto'), Type.Literal('true'), Type.Literal('false')], {
    default: 'auto',
  }),
  /** Failed sign-ins (or codes, password changes) per account per 15 minutes. */
  AUTH_MAX_FAILURES: Type.Integer({ minimum: 1, default: 5 }),
};

export type AuthSettings = {
  jwtSecret: string;
  encryptionKey: Buffer;
};

/** The two keys; throws in production when either is missing (the process then exits 1). */
export function resolveKeys(config: {
  NODE_ENV: string;
  JWT_SECRET?: string;
  AUTH_ENCRYPTION_KEY?: string;
}): AuthSettings {
  const nodeEnv = config.NODE_ENV;
  const jwtSecret = resolveJwtSecret({ NODE_ENV: nodeEnv, JWT_SECRET: config.JWT_SECRET });
  const rawKey = config.AUTH_ENCRYPTION_KEY?.trim();
  if (!rawKey && nodeEnv === 'production') {
    throw new Error('Configuration invalide : AUTH_ENCRYPTION_KEY manquante (obligatoire en production)');
  }
  return { jwtSecret, encryptionKey: deriveEncryptionKey(rawKey || DEV_ONLY_ENCRYPTION_KEY) };
}
