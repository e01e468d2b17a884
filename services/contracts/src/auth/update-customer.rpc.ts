import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import {
  FIRST_NAME_MESSAGE,
  formRequest,
  LAST_NAME_MESSAGE,
  Name,
  PHONE_MESSAGE,
  Phone,
  phoneRule,
} from './account-fields.ts';
import { SessionUser } from './session.ts';

/**
 * The profile form of the customer area (`PATCH /auth/v1/user`): any of the names and the phone
 * (null or blank removes it). The email is the account's identifier and does not change here.
 */
export const updateCustomerForm = defineForm({
  schema: Type.Object(
    {
      firstName: Type.Optional(Name),
      lastName: Type.Optional(Name),
      phoneNumber: Type.Optional(Type.Union([Phone, Type.Null()])),
    },
    { additionalProperties: false },
  ),
  messages: { firstName: FIRST_NAME_MESSAGE, lastName: LAST_NAME_MESSAGE, phoneNumber: PHONE_MESSAGE },
  rules: [phoneRule<{ phoneNumber?: string | null }>('phoneNumber')],
});
export type UpdateCustomerForm = Static<typeof updateCustomerForm.schema>;

/** The form for the customer of the verified token (the gateway adds `customerId`). */
export const updateCustomer = defineRpc({
  service: 'auth',
  type: 'auth.update-customer',
  version: 1,
  request: formRequest(
    Type.Object(
      { ...updateCustomerForm.schema.properties, customerId: Uuid },
      { additionalProperties: false },
    ),
    updateCustomerForm,
  ),
  response: SessionUser,
});
