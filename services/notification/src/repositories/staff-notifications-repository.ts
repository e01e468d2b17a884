import {
  badCursorError,
  encodeCursor,
  readCursor,
  type SortDirection,
} from '@courtage/contracts/list/define-list-rpc';
import type {
  StaffNotification,
  StaffNotificationKind,
} from '@courtage/contracts/notification/staff-notification';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { NotificationDatabase, StaffNotificationsTable } from '../database-schema.ts';
import type { NotificationContent } from '../staff/notification-content.ts';

type Executor = Kysely<NotificationDatabase> | Transaction<NotificationDatabase>;
type Row = Selectable<StaffNotificationsTable>;

export function toStaffNotification(row: Row): StaffNotification {
  return {
    id: row.id,
    staffId: row.staff_id,
    kind: row.kind as StaffNotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.read_at ? row.read_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Stores `content` once for each staff member; a (sourceKey, staff) pair already stored is
 * skipped. Answers only the rows inserted now, so that the caller publishes each one once.
 */
export async function insertStaffNotifications(
  db: Executor,
  content: NotificationContent,
  staffIds: string[],
  sourceKey: string,
): Promise<StaffNotification[]> {
  if (staffIds.length === 0) return [];
  const rows = await db
    .insertInto('staff_notifications')
    .values(
      staffIds.map((staffId) => ({
        staff_id: staffId,
        kind: content.kind,
        title: content.title,
        body: content.body,
        link: content.link,
        source_key: sourceKey,
      })),
    )
    .onConflict((conflict) => conflict.columns(['source_key', 'staff_id']).doNothing())
    .returningAll()
    .execute();
  return rows.map(toStaffNotification);
}

export type ListMineQuery = {
  staffId: string;
  unread?: boolean;
  direction: SortDirection;
  cursor?: string;
  limit: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One page of a member's notifications, keyset on (created_at, id); a foreign cursor is a 400. */
export async function listStaffNotifications(db: Executor, query: ListMineQuery) {
  let base = db.selectFrom('staff_notifications').where('staff_id', '=', query.staffId);
  if (query.unread) base = base.where('read_at', 'is', null);
  let page = base.selectAll();
  if (query.cursor) {
    // Only this list's cursors are read: an ISO instant and a uuid, else 400 (never a 500).
    const [createdAt, id] = readCursor(query.cursor);
    const after = typeof createdAt === 'string' ? new Date(createdAt) : null;
    // The instant as this list wrote it (toISOString), so no rolled-over date (02-30) passes.
    if (!after || Number.isNaN(after.getTime()) || after.toISOString() !== createdAt || !UUID.test(id))
      throw badCursorError();
    const op = query.direction === 'desc' ? '<' : '>';
    page = page.where((eb) => eb(eb.refTuple('created_at', 'id'), op, eb.tuple(after, id)));
  }
  const [rows, count] = await Promise.all([
    page
      .orderBy('created_at', query.direction)
      .orderBy('id', query.direction)
      .limit(query.limit + 1)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown.map(toStaffNotification),
    nextCursor: more && last ? encodeCursor(last.created_at.toISOString(), last.id) : null,
    total: Number(count.total),
  };
}

export async function countUnread(db: Executor, staffId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_notifications')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('staff_id', '=', staffId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** True when the notification exists and is this member's (read already or now). */
export async function markRead(db: Executor, staffId: string, notificationId: string): Promise<boolean> {
  const row = await db
    .updateTable('staff_notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
    .where('id', '=', notificationId)
    .where('staff_id', '=', staffId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(db: Executor, staffId: string): Promise<void> {
  await db
    .updateTable('staff_notifications')
    .set({ read_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('read_at', 'is', null)
    .execute();
}
