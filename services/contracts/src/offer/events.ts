import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { OfferStateSchema } from './offer.ts';

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
});
export type ComparisonCreatedData = Static<typeof ComparisonCreatedData>;

/** A comparison and its offers (state 'proposed') were stored. */
export const comparisonCreated = defineEvent({
  type: 'offer.comparison.created',
  version: 1,
  data: ComparisonCreatedData,
});

export const OfferStateChangedData = Type.Object({
  offerId: Uuid,
  comparisonId: Uuid,
  from: OfferStateSchema,
  to: OfferStateSchema,
  at: IsoDateTime,
  userId: Type.Optional(Uuid),
  dateSlot: Type.Optional(Type.String()),
  timeSlot: Type.Optional(Type.String()),
});
export type OfferStateChangedData = Static<typeof OfferStateChangedData>;

const stateEvent = (verb: string) =>
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
});
export type ConfirmationEmailRequestedData = Static<typeof ConfirmationEmailRequestedData>;

/** Written right after a confirmation commits: the notification service emails the visitor. */
export const confirmationEmailRequested = defineEvent({
  type: 'offer.confirmation-email.requested',
  version: 1,
  data: ConfirmationEmailRequestedData,
});

export const SubscriptionReceivedData = Type.Object({
  subscriptionId: Uuid,
  offerId: Uuid,
  contact: Contact,
  offer: OfferLine,
  startDate: Type.String(),
  mandateReference: Type.String(),
  ibanMasked: Type.String(),
  frequency: Type.String(),
  collectionDate: Type.String(),
  createdAt: IsoDateTime,
});
export type SubscriptionReceivedData = Static<typeof SubscriptionReceivedData>;

/** A subscription (step 01) was stored: the notification service emails its summary. */
export const subscriptionReceived = defineEvent({
  type: 'offer.subscription.received',
  version: 1,
  data: SubscriptionReceivedData,
});
