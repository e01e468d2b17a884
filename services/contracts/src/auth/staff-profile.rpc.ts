import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { AvatarBase64, AvatarImage, AvatarType } from './avatar.ts';
import { EmailInput, PasswordInput, StaffUser } from './session.ts';

/** The signed-in staff member (UNAUTHENTICATED once the session is revoked or the account disabled). */
export const getStaffProfile = defineRpc({
  service: 'auth',
  type: 'auth.get-staff-profile',
  version: 1,
  request: Type.Object({ staffId: Uuid, sessionId: Uuid }, { additionalProperties: false }),
  response: StaffUser,
});

export const updateStaffProfile = defineRpc({
  service: 'auth',
  type: 'auth.update-staff-profile',
  version: 1,
  request: Type.Object(
    {
      staffId: Uuid,
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      email: Type.Optional(EmailInput),
      /** Required to change the email (the sign-in identifier): issue 12. */
      currentPassword: Type.Optional(PasswordInput),
    },
    { additionalProperties: false },
  ),
  response: StaffUser,
});

/** Stores the avatar bytes (base64 on the bus) in the auth database (bytea). */
export const setStaffAvatar = defineRpc({
  service: 'auth',
  type: 'auth.set-staff-avatar',
  version: 1,
  request: Type.Object(
    {
      staffId: Uuid,
      contentType: AvatarType,
      base64: AvatarBase64,
    },
    { additionalProperties: false },
  ),
  response: StaffUser,
});

export const getStaffAvatar = defineRpc({
  service: 'auth',
  type: 'auth.get-staff-avatar',
  version: 1,
  request: Type.Object({ staffId: Uuid }, { additionalProperties: false }),
  response: AvatarImage,
});
