import type { Kysely } from 'kysely';
import type { BackgroundTasks } from './background-tasks.ts';
import type { AuthDatabase } from './database-schema.ts';
import type { RevocationList } from './domain/revocation-list.ts';

/** What every handler of the auth service needs; built once in main.ts. */
export type AuthContext = {
  db: Kysely<AuthDatabase>;
  jwtSecret: string;
  encryptionKey: Buffer;
  /** Where emailed links point: the site (reset pages) and the API (email verification). */
  siteUrl: string;
  apiUrl: string;
  /** Per-account throttle: failed attempts allowed per window. */
  maxFailuresPerAccount: number;
  now: () => Date;
  /** Revoked session ids for the gateway (Redis): every revocation goes through it. */
  revocations: RevocationList;
  background: BackgroundTasks;
};
