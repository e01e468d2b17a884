import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { contactMessageAssignForm } from '@courtage/contracts/crm/contact-messages/assign-contact-message.rpc';
import { contactMessageReplyForm } from '@courtage/contracts/crm/contact-messages/reply-contact-message.rpc';
import { contactMessageStatusForm } from '@courtage/contracts/crm/contact-messages/set-contact-message-status.rpc';
import { externalRecordLinkForm } from '@courtage/contracts/crm/external-crm/link-external-record.rpc';
import { userQueryFeedbackForm } from '@courtage/contracts/crm/user-queries/answer-user-query.rpc';
import { askUserQueryForm } from '@courtage/contracts/crm/user-queries/ask-user-query.rpc';
import { userQueryStatusForm } from '@courtage/contracts/crm/user-queries/set-user-query-status.rpc';
import type { FormDefinition } from '@courtage/contracts/form/define-form';
import { planStatusForm } from '@courtage/contracts/offer/admin-set-plan-status.rpc';
import { confirmOfferForm } from '@courtage/contracts/offer/confirm-offer.rpc';
import { checkConfirmOffer } from '@courtage/contracts/offer/confirm-offer-check';
import { getSubscriptionHouseholdForm } from '@courtage/contracts/offer/get-subscription-household.rpc';
import {
  addOfferNoteForm,
  assignOfferForm,
  moveOfferStateForm,
  revealSubscriptionFieldForm,
} from '@courtage/contracts/offer/staff-offer-forms';
import { type AgreeingForm, formsAgree } from './support/forms-agree.ts';

// DESIGN.md section 9, for the back-office's actions on messages, questions, offers and partner
// CRM records, the customer's question and the comparator's remaining requests
// (support/forms-agree.ts). Ids in addresses are random: each route checks its body first.

const form = (definition: unknown) => definition as FormDefinition;
const one = () => randomUUID();

/** A signed-in customer's access token (signature checked, revocation list read in Redis). */
const customerToken = signAccessToken(DEV_ONLY_JWT_SECRET, {
  sub: randomUUID(),
  kind: 'customer',
  role: 'customer',
  sid: randomUUID(),
}).token;

const FORMS: AgreeingForm[] = [
  {
    name: 'contact message status',
    form: form(contactMessageStatusForm),
    valid: { status: 'in_progress' },
    method: 'PUT',
    url: `/api/v1/contactus/${one()}/status`,
    staff: true,
    depth: 1,
  },
  {
    name: 'contact message assignee',
    form: form(contactMessageAssignForm),
    valid: { assigneeId: one() },
    method: 'PUT',
    url: `/api/v1/contactus/${one()}/assignee`,
    staff: true,
    depth: 1,
  },
  {
    name: 'contact message reply',
    form: form(contactMessageReplyForm),
    valid: { body: 'Bonjour, nous vous rappelons demain matin.' },
    method: 'POST',
    url: `/api/v1/contactus/${one()}/replies`,
    staff: true,
    depth: 1,
  },
  {
    name: 'customer question answer (feedback)',
    form: form(userQueryFeedbackForm),
    valid: { feedback: 'Votre contrat couvre les lunettes une fois par an.' },
    method: 'PUT',
    url: `/api/v1/users/queries/${one()}/feedback`,
    staff: true,
    depth: 1,
  },
  {
    name: 'customer question status',
    form: form(userQueryStatusForm),
    valid: { status: 'closed' },
    method: 'PUT',
    url: `/api/v1/users/queries/${one()}/status`,
    staff: true,
    depth: 1,
  },
  {
    name: 'customer question (customer area)',
    form: form(askUserQueryForm),
    valid: { query: 'Mes lunettes sont-elles remboursées cette année ?' },
    method: 'POST',
    url: '/auth/v1/user/queries',
    headers: { authorization: `Bearer ${customerToken}` },
    depth: 1,
  },
  {
    name: 'offer assignee',
    form: form(assignOfferForm),
    valid: { assigneeId: null },
    method: 'PUT',
    url: `/api/v1/offers/${one()}/assignee`,
    staff: true,
    depth: 1,
  },
  {
    name: 'offer state change',
    form: form(moveOfferStateForm),
    valid: { state: 'signed', note: 'Signé par téléphone.' },
    method: 'PUT',
    url: `/api/v1/offers/${one()}/state`,
    staff: true,
    depth: 1,
  },
  {
    name: 'offer note',
    form: form(addOfferNoteForm),
    valid: { text: 'Client injoignable, rappeler lundi.' },
    method: 'POST',
    url: `/api/v1/offers/${one()}/notes`,
    staff: true,
    depth: 1,
  },
  {
    name: 'offer subscription field reveal',
    form: form(revealSubscriptionFieldForm),
    valid: { field: 'iban' },
    method: 'POST',
    url: `/api/v1/offers/${one()}/reveal`,
    staff: true,
    depth: 1,
  },
  {
    name: 'plan status (retire, reactivate)',
    form: form(planStatusForm),
    valid: { status: 'retired' },
    method: 'PUT',
    url: `/api/v1/insurance-plans/${one()}/status`,
    staff: true,
    depth: 1,
  },
  {
    name: 'partner CRM record link',
    form: form(externalRecordLinkForm),
    valid: { companyId: one() },
    method: 'PUT',
    url: `/api/v1/external-crm/records/${one()}/customer`,
    staff: true,
    depth: 1,
  },
  {
    name: 'appointment confirmation (comparator)',
    form: form(confirmOfferForm),
    valid: { offerId: one(), dateSlot: '2026-12-01', timeSlot: '10:00' },
    method: 'POST',
    url: '/api/v1/confirm-offer',
    depth: 1,
    browser: checkConfirmOffer,
  },
  {
    name: 'subscription household (subscribe page)',
    form: form(getSubscriptionHouseholdForm),
    valid: { offerId: one(), capability: 'p.1.x' },
    method: 'POST',
    url: '/api/v1/confirm-offer/subscription-household',
    depth: 1,
  },
];

formsAgree('the browser and the gateway agree on the back-office actions and customer forms', FORMS);
