import type { RuntimeTables } from '@courtage/runtime/runtime-tables';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;

/** Table `customers` (migrations/0001_accounts_and_sessions.sql). */
export type CustomersTable = {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  phone_number: string | null;
  image: string | null;
  is_email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  disabled_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type StaffTable = {
  id: Generated<string>;
  role: 'admin' | 'sub-admin';
  name: string;
  email: string;
  password_hash: string;
  image: string | null;
  totp_secret_encrypted: string | null;
  totp_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  totp_last_step: number | null;
  disabled_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type StaffAvatarsTable = {
  staff_id: string;
  content_type: string;
  bytes: Buffer;
  updated_at: UpdatedAt;
};

export type CustomerAvatarsTable = {
  customer_id: string;
  content_type: string;
  bytes: Buffer;
  updated_at: UpdatedAt;
};

export type AccountKind = 'customer' | 'staff';

export type SessionsTable = {
  id: Generated<string>;
  account_kind: AccountKind;
  account_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
};

export type RefreshTokensTable = {
  token_hash: Buffer;
  session_id: string;
  rotated_from: Buffer | null;
  rotated_at: Date | null;
  created_at: CreatedAt;
};

export type LoginChallengesTable = {
  id: Generated<string>;
  staff_id: string;
  method: 'email' | 'totp';
  code_hash: Buffer | null;
  attempts: ColumnType<number, number | undefined, number>;
  sends: ColumnType<number, number | undefined, number>;
  last_sent_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: CreatedAt;
};

export type LinkTokensTable = {
  token_hash: Buffer;
  purpose: 'password-reset' | 'email-verification';
  account_kind: AccountKind;
  account_id: string;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: CreatedAt;
};

/** Table `pending_signups` (migrations/0003_pending_signups.sql): a sign-up awaiting its link. */
export type PendingSignupsTable = {
  token_hash: Buffer;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: CreatedAt;
};

export type RecoveryCodesTable = {
  id: Generated<string>;
  staff_id: string;
  code_hash: Buffer;
  consumed_at: Date | null;
  created_at: CreatedAt;
};

export type ThrottleHitsTable = {
  bucket: string;
  created_at: ColumnType<Date, Date | undefined, never>;
};

/** Table `erasure_requests` (migration 0180): customers' erasure requests and their execution. */
export type ErasureRequestsTable = {
  id: Generated<string>;
  /** null: a prospect's request (migration 0181), confirmed by the proof of the address. */
  customer_id: string | null;
  name: string;
  email: string;
  status: ColumnType<'pending' | 'executed', 'pending' | 'executed' | undefined, 'pending' | 'executed'>;
  requested_at: CreatedAt;
  executed_at: Date | null;
  executed_by_id: string | null;
  executed_by_name: string | null;
  report: ColumnType<unknown, string | null | undefined, string | null>;
};

/** Table `privacy_proofs` (migration 0181): single-use links proving a prospect's address. */
export type PrivacyProofsTable = {
  token_hash: Buffer;
  email: string;
  kind: 'access' | 'erasure';
  expires_at: Date;
  consumed_at: Date | null;
  created_at: CreatedAt;
};

/** The auth database as Kysely sees it. */
export type AuthDatabase = RuntimeTables & {
  customers: CustomersTable;
  staff: StaffTable;
  staff_avatars: StaffAvatarsTable;
  customer_avatars: CustomerAvatarsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_challenges: LoginChallengesTable;
  link_tokens: LinkTokensTable;
  pending_signups: PendingSignupsTable;
  recovery_codes: RecoveryCodesTable;
  throttle_hits: ThrottleHitsTable;
  erasure_requests: ErasureRequestsTable;
  privacy_proofs: PrivacyProofsTable;
};
