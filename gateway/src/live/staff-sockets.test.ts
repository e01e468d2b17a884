import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { describe, expect, it } from 'vitest';
import { type LiveSocket, StaffSockets } from './staff-sockets.ts';

function socket(readyState = 1): LiveSocket & { sent: string[] } {
  const sent: string[] = [];
  return { readyState, sent, send: (data) => sent.push(data) };
}

const notification = (staffId: string): StaffNotification => ({
  id: '00000000-0000-4000-8000-000000000001',
  staffId,
  kind: 'contact-message',
  title: 'Nouveau message de contact : Camille',
  body: 'Lyon : « Bonjour »',
  link: '/admin/contact-us-details/00000000-0000-4000-8000-000000000002',
  readAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('StaffSockets', () => {
  const alice = '00000000-0000-4000-8000-00000000000a';
  const bob = '00000000-0000-4000-8000-00000000000b';

  it('pushes to every open socket of the staff member and to nobody else', () => {
    const sockets = new StaffSockets();
    const [aliceTab1, aliceTab2, aliceClosed, bobTab] = [socket(), socket(), socket(3), socket()];
    sockets.add(alice, aliceTab1);
    sockets.add(alice, aliceTab2);
    sockets.add(alice, aliceClosed);
    sockets.add(bob, bobTab);
    expect(sockets.push(notification(alice))).toBe(2);
    expect(JSON.parse(aliceTab1.sent[0]!)).toEqual({
      type: 'notification',
      notification: notification(alice),
    });
    expect(aliceTab2.sent).toHaveLength(1);
    expect(aliceClosed.sent).toHaveLength(0);
    expect(bobTab.sent).toHaveLength(0);
  });

  it('forgets removed sockets', () => {
    const sockets = new StaffSockets();
    const tab = socket();
    sockets.add(alice, tab);
    sockets.remove(alice, tab);
    expect(sockets.size).toBe(0);
    expect(sockets.push(notification(alice))).toBe(0);
  });
});
