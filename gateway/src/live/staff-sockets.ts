import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';

/** What the gateway needs of a socket (the `ws` WebSocket has it). */
export type LiveSocket = {
  readonly readyState: number;
  send(data: string): void;
};

const OPEN = 1;

/** The server's messages on `/ws` (JSON text frames). */
export type ServerMessage =
  | { type: 'ready'; staffId: string }
  | { type: 'notification'; notification: StaffNotification };

/**
 * The authenticated sockets of this gateway replica, by staff member. A notification goes to
 * the sockets of the member it is for, and to nobody else.
 */
export class StaffSockets {
  readonly #byStaff = new Map<string, Set<LiveSocket>>();

  add(staffId: string, socket: LiveSocket): void {
    let sockets = this.#byStaff.get(staffId);
    if (!sockets) {
      sockets = new Set();
      this.#byStaff.set(staffId, sockets);
    }
    sockets.add(socket);
  }

  remove(staffId: string, socket: LiveSocket): void {
    const sockets = this.#byStaff.get(staffId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.#byStaff.delete(staffId);
  }

  /** Sends to every open socket of the notification's staff member; answers how many got it. */
  push(notification: StaffNotification): number {
    const message = JSON.stringify({ type: 'notification', notification } satisfies ServerMessage);
    let sent = 0;
    for (const socket of this.#byStaff.get(notification.staffId) ?? []) {
      if (socket.readyState !== OPEN) continue;
      socket.send(message);
      sent += 1;
    }
    return sent;
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.#byStaff.values()) count += sockets.size;
    return count;
  }
}
