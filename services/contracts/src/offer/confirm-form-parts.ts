import { REQUEST_MESSAGES } from '../errors.ts';
import type { FormParts } from '../form/form-core.ts';
import { CONFIRM_MESSAGES } from './confirm-messages.ts';
import { isIsoDate } from './dates.ts';

// The confirmation step's form without its schema (no TypeBox here): confirm-offer.rpc.ts joins it
// to the request's schema (confirmOfferForm: gateway, bus); the comparator island joins it to the
// schema's check compiled ahead of time (confirm-offer-check.ts).

type ConfirmValue = { offerId: string; dateSlot?: string; timeSlot?: string };

export const confirmFormParts: FormParts<ConfirmValue> = {
  messages: {
    offerId: { required: REQUEST_MESSAGES.requiredField, invalid: REQUEST_MESSAGES.invalidField },
    dateSlot: CONFIRM_MESSAGES.noSlot,
    timeSlot: CONFIRM_MESSAGES.noSlot,
  },
  rules: [
    // Optional on the wire (the page sends what was picked): a slot is a day and a time.
    { field: 'dateSlot', check: ({ dateSlot }) => dateSlot !== undefined && isIsoDate(dateSlot) },
    { field: 'timeSlot', check: ({ timeSlot }) => Boolean(timeSlot) },
  ],
};
