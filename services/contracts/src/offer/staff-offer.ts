import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { StaffCallback } from './callback-status.ts';
import { CredentialsSchema, MembersSchema, WarrantiesSchema } from './comparison-request.ts';
import { OfferDetailSchema, OfferStateSchema } from './offer.ts';

/**
 * What the back-office's RPCs on one offer share (each RPC in its own `<action>.rpc.ts`:
 * get-staff-offer, assign-offer, move-offer-state, add-offer-note, reveal-subscription-field,
 * list-offer-assignees), answered by offer on `offer.rpc`. Every one
 * needs a staff actor in `meta.actor` (kind 'admin', FORBIDDEN otherwise); the reveal needs the
 * Admin role and is written to offer's audit log. Every write emits an event through the outbox:
 * `offer.offer.assigned`, `offer.offer.note-added`, `offer.offer.<verb>` of the new state.
 * Errors: NOT_FOUND (unknown offer), CONFLICT (transition not allowed), VALIDATION_FAILED.
 */

/** A staff member as offer shows them (the name auth had when the action happened). */
export const StaffRef = Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false });
export type StaffRef = Static<typeof StaffRef>;

/** One state change, oldest first: who did it (null: the visitor or offer itself) and the note. */
export const StateHistoryEntry = Type.Object(
  {
    from: OfferStateSchema,
    to: OfferStateSchema,
    at: IsoDateTime,
    by: Type.Union([StaffRef, Type.Null()]),
    note: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

export const OfferNote = Type.Object(
  { id: Uuid, author: StaffRef, text: Type.String(), at: IsoDateTime },
  { additionalProperties: false },
);
export type OfferNote = Static<typeof OfferNote>;

/** One line of the offer's audit log (staff writes and reveals), newest first. */
export const OfferAuditEntry = Type.Object(
  {
    at: IsoDateTime,
    /** Staff id, or null for offer itself (auto-assignment). */
    actorId: Type.Union([Uuid, Type.Null()]),
    actorName: Type.Union([Type.String(), Type.Null()]),
    /** `assign`, `move-state`, `add-note`, `reveal-nir`, `reveal-iban` (entity `offer`). */
    action: Type.String(),
    before: Type.Unknown(),
    after: Type.Unknown(),
  },
  { additionalProperties: false },
);
export type OfferAuditEntry = Static<typeof OfferAuditEntry>;

/** The subscription as staff see it: NIR and IBAN masked (`offer.reveal-subscription-field`). */
export const StaffSubscription = Type.Object(
  {
    id: Uuid,
    createdAt: IsoDateTime,
    nationality: Type.String(),
    birthPlace: Type.String(),
    birthCountry: Type.String(),
    streetAddress: Type.String(),
    hasMutuelle: Type.Boolean(),
    currentMutuelle: Type.String(),
    securiteSocialeMasked: Type.String(),
    bankName: Type.String(),
    ibanMasked: Type.String(),
    bic: Type.String(),
    frequency: Type.String(),
    collectionDate: Type.String(),
    automaticDebit: Type.Boolean(),
    mandateReference: Type.String(),
    /** The IBAN holder (the mandate's debtor); '' for subscriptions stored before it was asked. */
    accountHolder: Type.String(),
    /**
     * The e-signed file (migration 0120): its state, when it was signed and how many documents the
     * signature sealed. Absent for subscriptions stored before signing existed.
     */
    signature: Type.Optional(
      Type.Object(
        {
          state: Type.Union([Type.Literal('pending'), Type.Literal('signed'), Type.Literal('locked')]),
          signedAt: Type.Union([IsoDateTime, Type.Null()]),
          signedDocuments: Type.Integer({ minimum: 0 }),
          failedAttempts: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
    ),
    /** The partner and children named at subscription, with birth date and attachment. */
    beneficiaries: Type.Array(
      Type.Object(
        {
          member: Type.String(),
          firstName: Type.String(),
          lastName: Type.String(),
          birthDate: Type.String(),
          attachedTo: Type.Optional(Type.String()),
          /** The partner's birth place and country (their NIR stays encrypted, never in this view). */
          birthPlace: Type.Optional(Type.String()),
          birthCountry: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const StaffOfferDetail = Type.Object(
  {
    /** The priced formula: summary, guarantees, price lines, IPID, booking, states (as the customer sees it). */
    offer: OfferDetailSchema,
    /** The household as the visitor described it (the comparator's `members`). */
    household: MembersSchema,
    /** The wanted cover (the comparator's `warranties`). */
    wanted: WarrantiesSchema,
    /** The visitor's details (the comparator's `credentials`), unmasked for staff. */
    contact: CredentialsSchema,
    subscription: Type.Union([StaffSubscription, Type.Null()]),
    stateHistory: Type.Array(StateHistoryEntry),
    /** The call-back's follow-up before subscription (callback-status.ts); null when never booked. */
    callback: Type.Union([StaffCallback, Type.Null()]),
    assignee: Type.Union([
      Type.Object(
        { id: Uuid, name: Type.String(), assignedAt: IsoDateTime },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    notes: Type.Array(OfferNote),
    audit: Type.Array(OfferAuditEntry),
  },
  { additionalProperties: false },
);
export type StaffOfferDetail = Static<typeof StaffOfferDetail>;

/** The request naming one offer, which each staff RPC extends. */
export const OfferIdRequest = Type.Object({ offerId: Uuid }, { additionalProperties: false });
