import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { MyUserQueryRow } from './user-query.ts';

export const USER_QUERY_LIMITS = { min: 10, max: 2000 } as const;

/** The 'Poser une question' form of the customer area. */
export const askUserQueryForm = defineForm({
  schema: Type.Object(
    {
      query: Type.String({
        minLength: USER_QUERY_LIMITS.min,
        maxLength: USER_QUERY_LIMITS.max,
        pattern: '\\S',
      }),
    },
    { additionalProperties: false },
  ),
  messages: {
    query: {
      required: 'Veuillez écrire votre question.',
      invalid: `Votre question doit contenir entre ${USER_QUERY_LIMITS.min} et ${USER_QUERY_LIMITS.max} caractères.`,
    },
  },
});
export type AskUserQueryForm = Static<typeof askUserQueryForm.schema>;

/** The customer who asks, as the gateway read it from auth for the token's session. */
export const Asker = Type.Object(
  { id: Uuid, name: Type.String({ minLength: 1, maxLength: 201 }), email: Type.String({ minLength: 3 }) },
  { additionalProperties: false },
);

/**
 * Customer: stores the question and writes `crm.user-query.asked` (live notification to
 * staff). crm refuses a `customer.id` that is not the actor's.
 */
export const askUserQuery = defineRpc({
  service: 'crm',
  type: 'crm.ask-user-query',
  version: 1,
  request: Type.Object(
    { ...askUserQueryForm.schema.properties, customer: Asker },
    { additionalProperties: false },
  ),
  response: MyUserQueryRow,
});
