import { defineForm } from '../form/define-form.ts';
import { SubscriberIdentitySchema } from './subscriber-identity.ts';
import { subscriberIdentityFormParts } from './subscriber-identity-parts.ts';

// The schema (subscriber-identity.ts) and the messages and rules (subscriber-identity-parts.ts,
// which the subscribe island joins to the schema's compiled check) meet here, so that neither
// imports the other.

/**
 * Step 01 against the comparison it subscribes: every rule of the request's form, plus the
 * identity cross-checks and the household's names and birth dates. The offer service runs it
 * with the comparison it stored; the site with the household `get-subscription-household` gave
 * it: one definition, the same French messages next to the same fields.
 */
export const subscriberIdentityForm = defineForm({
  schema: SubscriberIdentitySchema,
  ...subscriberIdentityFormParts,
});
