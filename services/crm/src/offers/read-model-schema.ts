import type { ColumnType } from 'kysely';

/** Table `offer_read_model` (migration 0010): offer's offers as crm's lists read them. */
export type OfferReadModelTable = {
  id: string;
  comparison_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  postal_code: string;
  city: string;
  provider: string;
  provider_code: string;
  plan_name: string;
  formula_name: string;
  insurance_line: string;
  monthly_cents: number;
  yearly_cents: number;
  /** '' when no call-back is booked. */
  date_slot: ColumnType<string, string | undefined, string>;
  time_slot: ColumnType<string, string | undefined, string>;
  slot_key: ColumnType<string, never, never>;
  /** When the slot last changed (migration 0220); null before. */
  slot_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Date;
  state: string;
  state_at: Date;
  confirmed_at: Date | null;
  subscribed_at: Date | null;
  signed_at: Date | null;
  cancelled_at: Date | null;
  /** The call-back's follow-up (migration 0221): 'a_rappeler' until offer says otherwise. */
  callback_status: ColumnType<string, string | undefined, string>;
  callback_status_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  assignee_id: string | null;
  /** '' when nobody is assigned. */
  assignee_name: ColumnType<string, string | undefined, string>;
  assigned_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** Table `offer_comparisons` (migration 0010): the comparisons made, for the dashboard. */
export type OfferComparisonsTable = { id: string; created_at: Date };

export type OfferReadModelTables = {
  offer_read_model: OfferReadModelTable;
  offer_comparisons: OfferComparisonsTable;
};
