import {
  AVATAR_MAX_BYTES,
  getStaffAvatar,
  getStaffProfile,
  setStaffAvatar,
  updateStaffProfile,
} from '@courtage/contracts/auth/staff-profile.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { detectImageType } from '../domain/detect-image-type.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requireEmail, requireName } from '../domain/normalize-input.ts';
import { isSessionLive } from '../domain/sessions.ts';
import { toStaffUser } from '../domain/to-session-user.ts';
import { findStaffByEmail, findStaffById, updateStaffRow } from '../repositories/staff-repository.ts';

/** Public path of a staff avatar (served by the gateway); the version defeats caches after a change. */
export function avatarPath(staffId: string, version: number): string {
  return `/api/v1/admin/avatars/${staffId}?v=${version}`;
}

async function requireActiveStaff(ctx: AuthContext, staffId: string) {
  const staff = await findStaffById(ctx.db, staffId);
  if (!staff || staff.disabled_at !== null)
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
  return staff;
}

export function staffProfileHandlers(ctx: AuthContext): RpcHandler[] {
  return [
    rpcHandler(getStaffProfile, async ({ staffId, sessionId }) => {
      const staff = await requireActiveStaff(ctx, staffId);
      if (!(await isSessionLive(ctx.db, sessionId, staffId, ctx.now()))) {
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      }
      return toStaffUser(staff);
    }),
    rpcHandler(updateStaffProfile, async ({ staffId, name, email }) => {
      const staff = await requireActiveStaff(ctx, staffId);
      const nextEmail = email === undefined ? staff.email : requireEmail(email);
      if (nextEmail.toLowerCase() !== staff.email.toLowerCase()) {
        const other = await findStaffByEmail(ctx.db, nextEmail);
        if (other) {
          throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, [
            { field: 'email', message: AUTH_MESSAGES.emailTaken },
          ]);
        }
      }
      const row = await updateStaffRow(ctx.db, staff.id, {
        name: name === undefined ? staff.name : requireName(name, 'name'),
        email: nextEmail,
      });
      if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      return toStaffUser(row);
    }),
    rpcHandler(setStaffAvatar, async ({ staffId, contentType, base64 }) => {
      await requireActiveStaff(ctx, staffId);
      const bytes = Buffer.from(base64, 'base64');
      // The declared type must be what the bytes really are.
      if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES || detectImageType(bytes) !== contentType) {
        throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.avatarInvalid, [
          { field: 'avatar', message: AUTH_MESSAGES.avatarInvalid },
        ]);
      }
      const row = await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('staff_avatars')
          .values({ staff_id: staffId, content_type: contentType, bytes })
          .onConflict((oc) =>
            oc.column('staff_id').doUpdateSet({ content_type: contentType, bytes, updated_at: new Date() }),
          )
          .execute();
        return updateStaffRow(trx, staffId, { image: avatarPath(staffId, ctx.now().getTime()) });
      });
      if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      return toStaffUser(row);
    }),
    rpcHandler(getStaffAvatar, async ({ staffId }) => {
      const row = await ctx.db
        .selectFrom('staff_avatars')
        .select(['content_type', 'bytes'])
        .where('staff_id', '=', staffId)
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', AUTH_MESSAGES.avatarNotFound);
      return {
        contentType: row.content_type as 'image/png' | 'image/jpeg' | 'image/webp',
        base64: row.bytes.toString('base64'),
      };
    }),
  ];
}
