import { getDashboardEndpoint } from '@courtage/contracts/crm/dashboard.rpc';
import { listReceivedOffersEndpoint } from '@courtage/contracts/crm/list-received-offers.rpc';
import { endpointKey } from '@courtage/contracts/endpoint/define-endpoint';
import { getStaffOfferEndpoint } from '@courtage/contracts/offer/get-staff-offer.rpc';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshFor } from './notification-refresh.ts';

/** A client holding a few screens' queries, fresh; which of them a notification marks stale. */
function staleAfter(kind: Parameters<typeof refreshFor>[1]): string[] {
  const client = new QueryClient();
  const keys = [
    [...endpointKey(listReceivedOffersEndpoint), 'limit=20'],
    endpointKey(getStaffOfferEndpoint, { offerId: 'o1' }),
    endpointKey(getDashboardEndpoint, { from: '2026-11-01', to: '2026-11-30' }),
    ['GET', '/api/v1/contactus', 'limit=20'],
    ['GET', '/api/v1/users/queries', 'limit=20'],
    ['GET', '/api/v1/devis/requests', 'limit=20'],
    ['GET', '/api/v1/task', 'limit=20'],
    ['GET', '/api/v1/contrat/subscriber-search', 'limit=20'],
    ['GET', '/api/v1/contrat/totals', 'status=actif'],
    ['GET', '/api/v1/entreprise', 'limit=20'],
  ];
  for (const key of keys) client.setQueryData(key, { rows: [] });
  refreshFor(client, kind);
  return keys
    .filter((key) => client.getQueryState(key)?.isInvalidated)
    .map((key) =>
      key
        .map((part) => (part !== null && typeof part === 'object' ? Object.values(part).join('/') : part))
        .join('/'),
    );
}

describe('a live notification refreshes the lists it is about', () => {
  it('a confirmed call-back: the offer lists, the offer page and the dashboard', () => {
    expect(staleAfter('callback-confirmed')).toEqual([
      'GET//api/v1/offers/limit=20',
      'GET//api/v1/offers/:offerId/o1',
      'GET//api/v1/dashboards/2026-11-01/2026-11-30',
    ]);
  });

  it('a subscription also refreshes the contracts', () => {
    expect(staleAfter('offer-subscribed')).toEqual(
      expect.arrayContaining([
        'GET//api/v1/contrat/subscriber-search/limit=20',
        'GET//api/v1/contrat/totals/status=actif',
      ]),
    );
  });

  it('a contact message, a question, a quote request, a task: their own list and the dashboard', () => {
    expect(staleAfter('contact-message')).toEqual([
      'GET//api/v1/dashboards/2026-11-01/2026-11-30',
      'GET//api/v1/contactus/limit=20',
    ]);
    expect(staleAfter('user-query')).toEqual([
      'GET//api/v1/dashboards/2026-11-01/2026-11-30',
      'GET//api/v1/users/queries/limit=20',
    ]);
    expect(staleAfter('quote-request')).toEqual([
      'GET//api/v1/dashboards/2026-11-01/2026-11-30',
      'GET//api/v1/devis/requests/limit=20',
    ]);
    expect(staleAfter('task-due')).toEqual([
      'GET//api/v1/dashboards/2026-11-01/2026-11-30',
      'GET//api/v1/task/limit=20',
    ]);
  });
});
