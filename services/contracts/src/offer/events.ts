import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { CALLBACK_STATUSES } from './callback-status.ts';
import { literalUnion } from './literal-union.ts';
import { NamedMemberSchema, OfferStateSchema } from './offer.ts';

const Contact = Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() });
const OfferLine = Type.Object({
  offerId: Uuid,
  providerName: Type.String(),
  planName: Type.String(),
  formulaName: Type.String(),
  monthlyPrice: Type.Number(),
  yearlyPrice: Type.Number(),
  meetsAllLevels: Type.Boolean(),
});
export type OfferLine = Static<typeof OfferLine>;

export const ComparisonCreatedData = Type.Object({
  comparisonId: Uuid,
  createdAt: IsoDateTime,
  startDate: Type.String(),
  /** The visitor agreed to be contacted: only then is the summary emailed. */
  consent: Type.Boolean(),
  contact: Contact,
  offerCount: Type.Integer({ minimum: 0 }),
  /** The best offers (at most 5), in rank order. */
  topOffers: Type.Array(OfferLine),
  /**
   * The way back to these offers: `<site>/?offres=<id>,<id>…`, the offers' ids (the
   * public offer endpoint's keys). Optional: events written before it existed.
   */
  offersUrl: Type.Optional(Type.String()),
});
export type ComparisonCreatedData = Static<typeof ComparisonCreatedData>;

/** A comparison and its offers (state 'proposed') were stored. */
export const comparisonCreated = defineEvent({
  type: 'offer.comparison.created',
  version: 1,
  data: ComparisonCreatedData,
});

const ExampleLine = Type.Object({
  label: Type.String(),
  price: Type.Number(),
  secu: Type.Number(),
  plan: Type.Number(),
  left: Type.Number(),
});

/** 'Recevoir ma comparaison par e-mail': the offers shown, for the PDF and the email. */
export const ComparisonEmailRequestedData = Type.Object({
  comparisonId: Uuid,
  requestedAt: IsoDateTime,
  startDate: Type.String(),
  contact: Contact,
  /** `<site>/?offres=<id>,<id>…`: reopens the same offers. */
  offersUrl: Type.String(),
  offers: Type.Array(
    Type.Object({
      providerName: Type.String(),
      planName: Type.String(),
      formulaName: Type.String(),
      monthlyPrice: Type.Number(),
      yearlyPrice: Type.Number(),
      meetsAllLevels: Type.Boolean(),
      eligibilityNote: Type.Optional(Type.String()),
      examples: Type.Array(ExampleLine),
    }),
  ),
});
export type ComparisonEmailRequestedData = Static<typeof ComparisonEmailRequestedData>;

export const comparisonEmailRequested = defineEvent({
  type: 'offer.comparison.email-requested',
  version: 1,
  data: ComparisonEmailRequestedData,
});

/**
 * What a reader of offer's events needs to know about the offer without calling offer back:
 * crm's read model (the back-office lists and the dashboard) and crm's contract creation on
 * `offer.offer.subscribed`. Built by offer from the offer row, its formula and its comparison
 * at the moment of the change. Prices in euros TTC.
 */
export const OfferEventSummary = Type.Object({
  provider: Type.Object({ code: Type.String(), name: Type.String() }),
  plan: Type.Object({ id: Uuid, code: Type.String(), name: Type.String() }),
  formula: Type.Object({ id: Uuid, code: Type.String(), name: Type.String() }),
  /** Always 'sante' (individual health) for comparator offers; the site's insurance-line slug. */
  insuranceLine: Type.String(),
  monthlyPrice: Type.Number({ minimum: 0 }),
  yearlyPrice: Type.Number({ minimum: 0 }),
  startDate: Type.String(),
  /** When the comparison (and so the offer) was made. */
  createdAt: IsoDateTime,
  contact: Type.Object({
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phoneNumber: Type.String(),
    postalCode: Type.String(),
    city: Type.String(),
  }),
});
export type OfferEventSummary = Static<typeof OfferEventSummary>;

/** The insurance line of every comparator offer (individual health insurance). */
export const COMPARATOR_INSURANCE_LINE = 'sante';

export const OfferStateChangedData = Type.Object({
  offerId: Uuid,
  comparisonId: Uuid,
  from: OfferStateSchema,
  to: OfferStateSchema,
  at: IsoDateTime,
  /** The customer account linked to the offer (from subscription on). */
  userId: Type.Optional(Uuid),
  /** The booked call-back (Europe/Paris date and time): on every change once confirmed. */
  dateSlot: Type.Optional(Type.String()),
  timeSlot: Type.Optional(Type.String()),
  /** The staff member who moved it (absent when the visitor did). */
  staffId: Type.Optional(Uuid),
  /** The note a staff member wrote with the move. */
  note: Type.Optional(Type.String()),
  /** Optional only for events written before it existed (still in an outbox); always sent now. */
  offer: Type.Optional(OfferEventSummary),
});
export type OfferStateChangedData = Static<typeof OfferStateChangedData>;

const stateEvent = <const Verb extends string>(verb: Verb) =>
  defineEvent({ type: `offer.offer.${verb}`, version: 1, data: OfferStateChangedData });

/** Every state change of an offer is one of these (same data, routing key by verb). */
export const offerConfirmed = stateEvent('confirmed');
export const offerSubscribed = stateEvent('subscribed');
export const offerReviewStarted = stateEvent('review-started');
export const offerSigned = stateEvent('signed');
export const offerCancelled = stateEvent('cancelled');

export const ConfirmationEmailRequestedData = Type.Object({
  offerId: Uuid,
  contact: Contact,
  dateSlot: Type.String(),
  timeSlot: Type.String(),
  offer: OfferLine,
  startDate: Type.String(),
  /**
   * The emailed subscription link, with its own capability (offer/subscriptions/capability.ts):
   * `<site>/subscribe?offerId=…#cle=<token>`. Optional: events written before it existed.
   */
  subscribeUrl: Type.Optional(Type.String()),
  /**
   * The comparison's postal code: an overseas one also gets the slot in its own time. Optional:
   * events written before it existed.
   */
  postalCode: Type.Optional(Type.String()),
});
export type ConfirmationEmailRequestedData = Static<typeof ConfirmationEmailRequestedData>;

/** Written right after a confirmation commits: the notification service emails the visitor. */
export const confirmationEmailRequested = defineEvent({
  type: 'offer.confirmation-email.requested',
  version: 1,
  data: ConfirmationEmailRequestedData,
});

export const CallbackRescheduledData = Type.Object({
  offerId: Uuid,
  contact: Contact,
  /** The new slot (`YYYY-MM-DD`, `HH:MM`, Paris time). */
  dateSlot: Type.String(),
  timeSlot: Type.String(),
  /** The slot it replaces. */
  previousDateSlot: Type.String(),
  previousTimeSlot: Type.String(),
  offer: OfferLine,
  /** The comparison's postal code: an overseas one also gets the slot in its own time. */
  postalCode: Type.Optional(Type.String()),
});
export type CallbackRescheduledData = Static<typeof CallbackRescheduledData>;

/** A broker moved the call-back to another slot: the notification service emails the visitor. */
export const callbackRescheduled = defineEvent({
  type: 'offer.callback.rescheduled',
  version: 1,
  data: CallbackRescheduledData,
});

export const CallbackStatusChangedData = Type.Object({
  offerId: Uuid,
  from: literalUnion(CALLBACK_STATUSES),
  to: literalUnion(CALLBACK_STATUSES),
  at: IsoDateTime,
  /** The broker who moved it. */
  staffId: Type.Optional(Uuid),
});
export type CallbackStatusChangedData = Static<typeof CallbackStatusChangedData>;

/** A broker moved the call-back's follow-up (crm's pipeline board places the offer by it). */
export const callbackStatusChanged = defineEvent({
  type: 'offer.callback.status-changed',
  version: 1,
  data: CallbackStatusChangedData,
});

export const SubscriptionReceivedData = Type.Object({
  subscriptionId: Uuid,
  offerId: Uuid,
  contact: Contact,
  /** Everyone insured, by name (`assure`, `conjoint`, `child1`…). Optional: events written before it. */
  insured: Type.Optional(Type.Array(NamedMemberSchema)),
  offer: OfferLine,
  startDate: Type.String(),
  mandateReference: Type.String(),
  ibanMasked: Type.String(),
  frequency: Type.String(),
  collectionDate: Type.String(),
  createdAt: IsoDateTime,
  /** The customer area's sign-in page (`<site>/connexion`). Optional: events written before it. */
  customerAreaUrl: Type.Optional(Type.String()),
  /**
   * The signed file's documents in the S3 store, attached to the email (signed membership form and
   * mandates, certificate, IPID, general conditions). Optional: events written before signing existed.
   */
  documents: Type.Optional(
    Type.Array(Type.Object({ title: Type.String(), fileName: Type.String(), key: Type.String() })),
  ),
  /** When the file was signed (the email is sent once signed). */
  signedAt: Type.Optional(IsoDateTime),
});
export type SubscriptionReceivedData = Static<typeof SubscriptionReceivedData>;

/** A subscription (step 01) was stored: the notification service emails its summary. */
export const subscriptionReceived = defineEvent({
  type: 'offer.subscription.received',
  version: 1,
  data: SubscriptionReceivedData,
});

export const OfferAssignedData = Type.Object({
  offerId: Uuid,
  comparisonId: Uuid,
  /** The staff member who now has the offer (null: unassigned). */
  assigneeId: Type.Union([Uuid, Type.Null()]),
  assigneeName: Type.Union([Type.String(), Type.Null()]),
  /** The staff member who assigned it, or null when offer did (auto-assignment on confirmation). */
  assignedBy: Type.Union([Uuid, Type.Null()]),
  at: IsoDateTime,
  /** The offer's state when it was assigned (a reader that has not seen the offer yet starts there). */
  state: OfferStateSchema,
  /** The booked call-back, when there is one (the broker's email and its 15-minute reminder). */
  dateSlot: Type.Optional(Type.String()),
  timeSlot: Type.Optional(Type.String()),
  offer: OfferEventSummary,
});
export type OfferAssignedData = Static<typeof OfferAssignedData>;

/**
 * An offer was given to a staff member: by a broker (to herself or a colleague), or by offer on
 * confirmation of a call-back (to the active staff member with the fewest open call-backs).
 */
export const offerAssigned = defineEvent({
  type: 'offer.offer.assigned',
  version: 1,
  data: OfferAssignedData,
});

export const OfferNoteAddedData = Type.Object({
  offerId: Uuid,
  noteId: Uuid,
  authorId: Uuid,
  authorName: Type.String(),
  text: Type.String(),
  at: IsoDateTime,
});
export type OfferNoteAddedData = Static<typeof OfferNoteAddedData>;

/** A staff member wrote a note on an offer (with a state move, the move's event carries it too). */
export const offerNoteAdded = defineEvent({
  type: 'offer.offer.note-added',
  version: 1,
  data: OfferNoteAddedData,
});

export const SignatureCodeRequestedData = Type.Object({
  offerId: Uuid,
  subscriptionId: Uuid,
  contact: Contact,
  /** The one-time code itself: only its HMAC is stored by the offer service. */
  code: Type.String(),
  expiresAt: IsoDateTime,
  /** The titles of the documents the code signs. */
  documents: Type.Array(Type.String()),
});
export type SignatureCodeRequestedData = Static<typeof SignatureCodeRequestedData>;

/** A code to sign the subscription file was issued: the notification service emails it. */
export const signatureCodeRequested = defineEvent({
  type: 'offer.signature-code.requested',
  version: 1,
  data: SignatureCodeRequestedData,
});
