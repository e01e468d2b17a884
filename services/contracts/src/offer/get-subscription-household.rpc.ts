import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { REQUEST_MESSAGES } from '../errors.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { SUBSCRIBE_CAPABILITY_MESSAGE } from './subscribe-messages.ts';
import { DeclaredHouseholdSchema } from './subscriber-identity.ts';

export const GetSubscriptionHouseholdRequest = Type.Object(
  {
    offerId: Uuid,
    /** The subscription capability, as for subscriber-offer (401 without). */
    capability: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const getSubscriptionHouseholdForm = defineForm({
  schema: GetSubscriptionHouseholdRequest,
  messages: {
    offerId: { required: REQUEST_MESSAGES.requiredField, invalid: REQUEST_MESSAGES.invalidField },
    capability: SUBSCRIBE_CAPABILITY_MESSAGE,
  },
});

export const SubscriptionHousehold = Type.Object(
  {
    /** The comparison's contact: the account holder's and the household's default names. */
    firstName: Type.String(),
    lastName: Type.String(),
    declared: DeclaredHouseholdSchema,
  },
  { additionalProperties: false },
);
export type SubscriptionHousehold = Static<typeof SubscriptionHousehold>;

/**
 * The household the comparison declared, for the holder of the offer's subscription capability
 * only (401 otherwise): the subscribe form names the partner and children and runs the identity
 * checks (`subscriberIdentityForm`) before sending, as the offer service does after.
 */
export const getSubscriptionHousehold = defineRpc({
  service: 'offer',
  type: 'offer.get-subscription-household',
  version: 1,
  request: GetSubscriptionHouseholdRequest,
  response: SubscriptionHousehold,
});

/** POST so that the capability travels in the body, never in an address that logs keep. */
export const getSubscriptionHouseholdEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/confirm-offer/subscription-household',
  rpc: getSubscriptionHousehold,
  access: 'public',
  summary: 'Foyer de la comparaison, pour la souscription',
  tags: ['offres'],
});
