import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { ContactQueryInput } from './contact-query.ts';

/**
 * The site's idempotency key of one submit (the `Idempotency-Key` header, a UUID the site keeps
 * across the retries of that submit; the gateway draws one when a client sends none).
 */
export const RequestId = Uuid;

/** What the gateway answers once a site form is durably queued for crm (HTTP 202). */
export const SiteFormAccepted = Type.Object(
  { requestId: RequestId, status: Type.Literal('accepted') },
  { additionalProperties: false },
);
export type SiteFormAccepted = Static<typeof SiteFormAccepted>;

export const ContactQuerySubmittedData = Type.Object(
  {
    ...ContactQueryInput.properties,
    requestId: RequestId,
    submittedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type ContactQuerySubmittedData = Static<typeof ContactQuerySubmittedData>;

/**
 * A durable command: the gateway checked a contact form (form rules, official city) and
 * published it with publisher confirms before answering 202; crm stores it (queue
 * `crm.site-forms`) once per `requestId`, whenever it is running.
 */
export const contactQuerySubmitted = defineEvent({
  type: 'crm.contact-query.submitted',
  version: 1,
  data: ContactQuerySubmittedData,
});
