import type { OfferListRow } from '@courtage/contracts/crm/offer-lists';
import type { CallbackStatus } from '@courtage/contracts/offer/callback-status';
import type { OfferNote, StaffOfferDetail, StaffRef } from '@courtage/contracts/offer/staff-offer';
import type { RevealableField, StaffTargetState } from '@courtage/contracts/offer/staff-offer-forms';
import type { SubscriptionCompliance } from '@courtage/contracts/offer/subscription-signature.rpc';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { apiRequest } from '../auth/api-client.ts';
import { downloadFile } from './documents.ts';
import { downloadListCsv, fetchListPage } from './list-request.ts';

// The back-office's offers: the three lists, one offer's detail and its actions.
const BASE = '/api/v1/offers';

/** The three offer lists of the back-office and the path of each under /api/v1/offers. */
export type OfferListKind = 'received' | 'submitted' | 'wallet';
const LIST_PATH: Record<OfferListKind, string> = {
  received: BASE,
  submitted: `${BASE}/submitted`,
  wallet: `${BASE}/wallet`,
};
const CSV_NAME: Record<OfferListKind, string> = {
  received: 'offres-recues.csv',
  submitted: 'offres-souscrites.csv',
  wallet: 'mes-offres.csv',
};

export const fetchOfferList = (kind: OfferListKind, query: URLSearchParams) =>
  fetchListPage<OfferListRow>(LIST_PATH[kind], query);

/** Admins only (the gateway answers 403 to a Sub-admin). */
/** Whose offer lists a Sub-admin may export too: his wallet only (the README's "Staff roles and CSV exports"). */
export const OFFER_LIST_EXPORTED_BY: Record<OfferListKind, 'admin' | 'staff'> = {
  received: 'admin',
  submitted: 'admin',
  wallet: 'staff',
};

export const exportOfferList = (kind: OfferListKind, query: URLSearchParams) =>
  downloadListCsv(LIST_PATH[kind], query, CSV_NAME[kind]);

const offerPath = (offerId: string) => `${BASE}/${encodeURIComponent(offerId)}`;

export const getStaffOffer = (offerId: string) =>
  apiRequest<StaffOfferDetail>(offerPath(offerId), { auth: true });

/** Who an offer can be given to (active staff). */
export const listOfferAssignees = () =>
  apiRequest<{ staff: StaffRef[] }>(`${BASE}/assignees`, { auth: true });

/** `assigneeId`: a colleague's id, the signed-in user's own to take it, null to unassign. */
export const assignOffer = (offerId: string, assigneeId: string | null) =>
  apiRequest<{ offerId: string; assignee: StaffRef | null }>(`${offerPath(offerId)}/assignee`, {
    method: 'PUT',
    auth: true,
    json: { assigneeId },
  });

export const moveOfferState = (offerId: string, json: { state: StaffTargetState; note: string }) =>
  apiRequest<{ offerId: string; state: OfferState }>(`${offerPath(offerId)}/state`, {
    method: 'PUT',
    auth: true,
    json,
  });

/** The call-back's follow-up before subscription ('perdu' takes a reason and cancels the offer). */
export const setOfferCallback = (offerId: string, json: { status: CallbackStatus; lostReason?: string }) =>
  apiRequest<{ offerId: string; status: CallbackStatus; state: OfferState }>(
    `${offerPath(offerId)}/callback`,
    {
      method: 'PUT',
      auth: true,
      json,
    },
  );

/** Moves the booked call-back to another free slot; the visitor is emailed the new time. */
export const rescheduleOfferCallback = (offerId: string, json: { dateSlot: string; timeSlot: string }) =>
  apiRequest<{ offerId: string; dateSlot: string; timeSlot: string }>(`${offerPath(offerId)}/slot`, {
    method: 'PUT',
    auth: true,
    json,
  });

export const addOfferNote = (offerId: string, text: string) =>
  apiRequest<OfferNote>(`${offerPath(offerId)}/notes`, { method: 'POST', auth: true, json: { text } });

/** Admin only, written to the offer's audit log. */
export const revealSubscriptionField = (offerId: string, field: RevealableField) =>
  apiRequest<{ offerId: string; field: RevealableField; value: string }>(`${offerPath(offerId)}/reveal`, {
    method: 'POST',
    auth: true,
    json: { field },
  });

/** The signed subscription file as one ZIP (sealed PDFs, evidence file), to send to the insurer. */
export const downloadSubscriptionFileZip = (offerId: string, mandateReference: string) =>
  downloadFile(
    `${BASE}/${encodeURIComponent(offerId)}/subscription-file.zip`,
    `dossier-souscription-${mandateReference || offerId}.zip`,
  );

/** The subscriptions' compliance, counted from their signed files. */
export const getSubscriptionCompliance = () =>
  apiRequest<SubscriptionCompliance>(`${BASE}/subscription-compliance`, { auth: true });
