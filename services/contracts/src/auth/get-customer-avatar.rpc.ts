import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { AvatarImage } from './avatar.ts';

/** A customer's profile picture (served at its public path). */
export const getCustomerAvatar = defineRpc({
  service: 'auth',
  type: 'auth.get-customer-avatar',
  version: 1,
  request: Type.Object({ customerId: Uuid }, { additionalProperties: false }),
  response: AvatarImage,
});
