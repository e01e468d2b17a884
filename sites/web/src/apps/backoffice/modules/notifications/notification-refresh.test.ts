import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshFor } from './notification-refresh.ts';

/** A client holding a few screens' queries, fresh; which of them a notification marks stale. */
function staleAfter(kind: Parameters<typeof refreshFor>[1]): string[] {
  const client = new QueryClient();
  const keys = [
    ['offer-lists', 'received'],
    ['staff-offer', 'o1'],
    ['dashboard', '2026-11-01', '2026-11-30'],
    ['GET', '/api/v1/contactus', 'limit=20'],
    ['GET', '/api/v1/users/queries', 'limit=20'],
    ['quote-requests'],
    ['GET', '/api/v1/task', 'limit=20'],
    ['contracts', 'all'],
    ['companies'],
  ];
  for (const key of keys) client.setQueryData(key, { rows: [] });
  refreshFor(client, kind);
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
}

describe('a live notification refreshes the lists it is about', () => {
  it('a confirmed call-back: the offer lists, the offer page and the dashboard', () => {
    expect(staleAfter('callback-confirmed')).toEqual([
      'offer-lists/received',
      'staff-offer/o1',
      'dashboard/2026-11-01/2026-11-30',
    ]);
  });

  it('a subscription also refreshes the contracts', () => {
    expect(staleAfter('offer-subscribed')).toContain('contracts/all');
  });

  it('a contact message, a question, a quote request, a task: their own list and the dashboard', () => {
    expect(staleAfter('contact-message')).toEqual([
      'dashboard/2026-11-01/2026-11-30',
      'GET//api/v1/contactus/limit=20',
    ]);
    expect(staleAfter('user-query')).toEqual([
      'dashboard/2026-11-01/2026-11-30',
      'GET//api/v1/users/queries/limit=20',
    ]);
    expect(staleAfter('quote-request')).toEqual(['dashboard/2026-11-01/2026-11-30', 'quote-requests']);
    expect(staleAfter('task-due')).toEqual(['dashboard/2026-11-01/2026-11-30', 'GET//api/v1/task/limit=20']);
  });
});
