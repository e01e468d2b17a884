import type { RuntimeTables } from '@courtage/runtime/runtime-tables';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
/** Set by the application when the same instant is also returned to the caller. */
type CreatedAtSettable = ColumnType<Date, Date | undefined, never>;
type Json<T> = ColumnType<T, string, string>;
type Numeric = ColumnType<string, number | string, number | string>;

export type InsurersTable = { id: Generated<string>; code: string; name: string; created_at: CreatedAt };
export type PlansTable = {
  id: Generated<string>;
  insurer_id: string;
  code: string;
  name: string;
  status: ColumnType<'active' | 'retired', 'active' | 'retired' | undefined, 'active' | 'retired'>;
  current_version_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
};
export type PlanVersionsTable = {
  id: Generated<string>;
  plan_id: string;
  version: number;
  yearly_discount_percent: Numeric;
  /** The plan's name when this version was written. */
  plan_name: string;
  /** Whom the plan is for (Eligibility, JSON); null: written before the rules, open to all. */
  eligibility: ColumnType<unknown, string | null | undefined, string>;
  created_by: ColumnType<string, string | undefined, never>;
  /** PostOption[] (JSON, migration 0171): options per post of a modular plan. */
  options: ColumnType<unknown, string | undefined, never>;
  created_at: CreatedAt;
};
export type FormulasTable = {
  id: Generated<string>;
  plan_version_id: string;
  position: number;
  code: string;
  name: string;
  tariff: Json<unknown>;
  waiting_periods: Json<unknown>;
  contrat_responsable: boolean;
  hundred_percent_sante: boolean;
  ipid_title: string;
  ipid_url: string;
};
export type GuaranteesTable = {
  id: Generated<string>;
  formula_id: string;
  position: number;
  category: string;
  code: string;
  label: string;
  kind: string;
  value: Numeric;
  hundred_percent_sante: boolean;
  yearly_ceiling: ColumnType<string | null, number | string | null | undefined, number | string | null>;
};
export type ComparisonsTable = {
  id: Generated<string>;
  members: Json<unknown>;
  warranties: Json<unknown>;
  credentials: Json<unknown>;
  email: string;
  consent: boolean;
  /** The version of the comparator's recall text shown (migration 0150); a trigger records it. */
  consent_text_version: ColumnType<number | null, number | null | undefined, never>;
  departement: string;
  start_date: ColumnType<string, string, string>;
  created_at: CreatedAtSettable;
};
export type OffersTable = {
  id: Generated<string>;
  comparison_id: string;
  rank: number;
  state: ColumnType<string, string | undefined, string>;
  /** An immutable formula (hence plan version, plan, insurer): no foreign key, see migration 0005. */
  formula_id: string;
  monthly_cents: number;
  yearly_cents: number;
  meets_all_levels: boolean;
  /** Cover[]: each category's level wanted and covered, as compared. */
  cover: Json<unknown>;
  /** PriceLine[]: the monthly price of each member. */
  price_lines: Json<unknown>;
  /** Codes of the plan version's options the offer was priced with (migration 0171). */
  option_codes: ColumnType<unknown, string | undefined, never>;
  user_id: string | null;
  /** The staff member working the offer (migration 0006), with the name auth gave then. */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  assignee_name: ColumnType<string | null, string | null | undefined, string | null>;
  assigned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAtSettable;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};
export type OfferStateHistoryTable = {
  id: Generated<number>;
  offer_id: string;
  from_state: string;
  to_state: string;
  actor: Json<unknown>;
  /** A staff member's note on the move, and their name (migration 0006). */
  note: ColumnType<string | null, string | null | undefined, never>;
  actor_name: ColumnType<string | null, string | null | undefined, never>;
  at: CreatedAt;
};
/** Table `offer_callback_history` (migration 0110): the call-back's follow-up, oldest first. */
export type OfferCallbackHistoryTable = {
  id: Generated<number>;
  offer_id: string;
  from_status: string;
  to_status: string;
  note: ColumnType<string | null, string | null | undefined, never>;
  actor: Json<unknown>;
  actor_name: ColumnType<string | null, string | null | undefined, never>;
  at: CreatedAt;
};
export type OfferNotesTable = {
  id: Generated<string>;
  offer_id: string;
  author_id: string;
  author_name: string;
  text: string;
  created_at: CreatedAtSettable;
};
export type SlotsTable = {
  id: Generated<string>;
  slot_date: ColumnType<string, string, string>;
  slot_time: string;
  capacity: number;
  booked: ColumnType<number, number | undefined, number>;
};
/** Migration 0130: confirmation attempts by hashed email address and postal code (the booking limit). */
export type BookingAttemptsTable = {
  id: Generated<string>;
  key_hash: string;
  attempted_at: Generated<Date>;
};

export type BookingsTable = {
  id: Generated<string>;
  slot_id: string;
  offer_id: string;
  created_at: CreatedAt;
  /** Migration 0011: null on rows older than it that matched no offer. */
  comparison_id: string | null;
  email_key: string | null;
  /** Set when the offer is cancelled: the seat was given back. */
  released_at: Date | null;
  /** Migration 0026: when the confirmation email's link was opened (the address is the booker's). */
  email_proven_at: Date | null;
};
export type SubscriptionsTable = {
  id: Generated<string>;
  offer_id: string;
  user_id: string | null;
  nationality: string;
  birth_place: string;
  birth_country: string;
  nir_encrypted: string;
  nir_masked: string;
  /** Migration 0131: the insured partner's NIR, null without a partner (or before it). */
  partner_nir_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
  partner_nir_masked: ColumnType<string | null, string | null | undefined, string | null>;
  street_address: string;
  has_mutuelle: boolean;
  current_mutuelle: string;
  bank_name: string;
  /** The IBAN holder's name (the mandate's debtor); '' before migration 0014. */
  account_holder: ColumnType<string, string | undefined, string>;
  /** The partner and children, named (migration 0020): `NamedMember[]`, '[]' before it. */
  beneficiaries: ColumnType<unknown, string | undefined, string>;
  /** The SEPA creditor the mandate was signed with (migration 0021; '' before it). */
  creditor_name: ColumnType<string, string | undefined, string>;
  creditor_identifier: ColumnType<string, string | undefined, string>;
  creditor_address: ColumnType<string, string | undefined, string>;
  iban_encrypted: string;
  iban_masked: string;
  bic: string;
  frequency: string;
  collection_date: string;
  automatic_debit: boolean;
  direct_debit_terms: boolean;
  terms_accepted: boolean;
  auto_debit_accepted: boolean;
  communication_accepted: boolean;
  mandate_reference: string;
  created_at: CreatedAt;
};

/** The offer database as Kysely sees it (migrations/*.sql). */
export type ConsentTextsTable = {
  id: string;
  version: number;
  kind: string;
  channel: string;
  text: string;
  sha256: string;
};
export type ConsentRecordsTable = {
  id: Generated<string>;
  email: string;
  user_id: string | null;
  kind: string;
  text_id: string;
  text_version: number;
  channel: string;
  source_id: string;
  given_at: ColumnType<Date, Date, never>;
  withdrawn_at: ColumnType<Date | null, never, Date>;
  withdrawn_via: ColumnType<string | null, never, string>;
};
/** A document of the subscription file in the S3 store (migration 0120). */
export type FileDocument = {
  kind: string;
  title: string;
  /** The unsigned PDF the visitor reviewed, and its SHA-256. */
  key: string;
  sha256: string;
  /** The sealed PDF, once signed. */
  signedKey?: string;
  signedSha256?: string;
};
export type CodeEvent = { at: string; event: string; ip?: string; userAgent?: string };
export type Consent = { text: string; accepted: boolean; at: string };

export type SubscriptionSignaturesTable = {
  subscription_id: string;
  offer_id: string;
  state: 'pending' | 'signed' | 'locked';
  code_hash: string;
  code_expires_at: Date;
  failed_attempts: ColumnType<number, number | undefined, number>;
  codes_sent: ColumnType<number, number | undefined, number>;
  documents: Json<FileDocument[]>;
  consents: Json<Consent[]>;
  code_events: Json<CodeEvent[]>;
  evidence_key: string | null;
  evidence_sha256: string | null;
  signed_at: Date | null;
  created_at: CreatedAt;
};

/** An Admin's upload of a plan's general conditions (migration 0121). */
export type PlanGeneralConditionsTable = {
  plan_id: string;
  file_name: string;
  object_key: string;
  sha256: string;
  size_bytes: number;
  uploaded_by: string | null;
  uploaded_at: ColumnType<Date, Date | undefined, Date>;
};

export type SealKeysTable = { id: string; key_pem: string; cert_pem: string; created_at: CreatedAt };

export type OfferDatabase = RuntimeTables & {
  consent_texts: ConsentTextsTable;
  consent_records: ConsentRecordsTable;
  subscription_signatures: SubscriptionSignaturesTable;
  seal_keys: SealKeysTable;
  plan_general_conditions: PlanGeneralConditionsTable;
  insurers: InsurersTable;
  plans: PlansTable;
  plan_versions: PlanVersionsTable;
  formulas: FormulasTable;
  guarantees: GuaranteesTable;
  comparisons: ComparisonsTable;
  offers: OffersTable;
  offer_state_history: OfferStateHistoryTable;
  offer_notes: OfferNotesTable;
  offer_callback_history: OfferCallbackHistoryTable;
  slots: SlotsTable;
  bookings: BookingsTable;
  booking_attempts: BookingAttemptsTable;
  subscriptions: SubscriptionsTable;
};
