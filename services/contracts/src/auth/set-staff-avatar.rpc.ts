import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { AvatarBase64, AvatarType } from './avatar.ts';
import { StaffUser } from './session.ts';

/** Stores the avatar bytes (base64 on the bus) in the auth database (bytea). */
export const setStaffAvatar = defineRpc({
  service: 'auth',
  type: 'auth.set-staff-avatar',
  version: 1,
  request: Type.Object(
    { staffId: Uuid, contentType: AvatarType, base64: AvatarBase64 },
    { additionalProperties: false },
  ),
  response: StaffUser,
});
