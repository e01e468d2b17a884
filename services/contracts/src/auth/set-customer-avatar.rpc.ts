import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { AvatarBase64, AvatarType } from './avatar.ts';
import { SessionUser } from './session.ts';

/** Stores the customer's profile picture; the answer's `image` is its public path. */
export const setCustomerAvatar = defineRpc({
  service: 'auth',
  type: 'auth.set-customer-avatar',
  version: 1,
  request: Type.Object(
    { customerId: Uuid, contentType: AvatarType, base64: AvatarBase64 },
    { additionalProperties: false },
  ),
  response: SessionUser,
});
