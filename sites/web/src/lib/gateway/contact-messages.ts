import type {
  ContactMessageDetail,
  ContactMessageReply,
  ContactMessageRow,
  ContactMessageStatus,
} from '@courtage/contracts/crm/contact-messages/contact-message';
import { apiRequest } from '../auth/api-client.ts';
import { downloadListCsv, fetchListPage } from './list-request.ts';

// The contact form's messages in the back-office (/admin/contact-us): list, detail, status,
// assignment and the reply emailed to the visitor. The public POST is in contact.ts.
const BASE = '/api/v1/contactus';
const messagePath = (contactId: string) => `${BASE}/${encodeURIComponent(contactId)}`;

export const fetchContactMessages = (query: URLSearchParams) => fetchListPage<ContactMessageRow>(BASE, query);

/** Admins only (the gateway answers 403 to a Sub-admin). */
export const exportContactMessages = (query: URLSearchParams) =>
  downloadListCsv(BASE, query, 'messages-de-contact.csv');

export const getContactMessage = (contactId: string) =>
  apiRequest<ContactMessageDetail>(messagePath(contactId), { auth: true });

export const setContactMessageStatus = (contactId: string, status: ContactMessageStatus) =>
  apiRequest<ContactMessageRow>(`${messagePath(contactId)}/status`, {
    method: 'PUT',
    auth: true,
    json: { status },
  });

/** `assigneeId`: a staff member's id (one's own to take it), null to unassign. */
export const assignContactMessage = (contactId: string, assigneeId: string | null) =>
  apiRequest<ContactMessageRow>(`${messagePath(contactId)}/assignee`, {
    method: 'PUT',
    auth: true,
    json: { assigneeId },
  });

export const replyToContactMessage = (contactId: string, body: string) =>
  apiRequest<ContactMessageReply>(`${messagePath(contactId)}/replies`, {
    method: 'POST',
    auth: true,
    json: { body },
  });
