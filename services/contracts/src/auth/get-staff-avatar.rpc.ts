import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { AvatarImage } from './avatar.ts';

export const getStaffAvatar = defineRpc({
  service: 'auth',
  type: 'auth.get-staff-avatar',
  version: 1,
  request: Type.Object({ staffId: Uuid }, { additionalProperties: false }),
  response: AvatarImage,
});
