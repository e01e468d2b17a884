import { randomUUID } from 'node:crypto';
import {
  becomeClientForm,
  companyCommentForm,
  companyForm,
} from '@courtage/contracts/crm/companies/company-form';
import { complianceItemForm } from '@courtage/contracts/crm/compliance/record-compliance-item.rpc';
import { contactForm } from '@courtage/contracts/crm/contacts/contact-form';
import { contractForm } from '@courtage/contracts/crm/contracts/contract-form';
import { dashboardRequestForm } from '@courtage/contracts/crm/dashboard.rpc';
import { documentUploadForm } from '@courtage/contracts/crm/documents/register-document.rpc';
import { handleQuoteRequestForm } from '@courtage/contracts/crm/quotes/handle-quote-request.rpc';
import { quoteForm, quoteStatusForm } from '@courtage/contracts/crm/quotes/quote-form';
import { taskDueForm } from '@courtage/contracts/crm/tasks/reschedule-task.rpc';
import { taskStatusForm } from '@courtage/contracts/crm/tasks/set-task-status.rpc';
import { taskForm } from '@courtage/contracts/crm/tasks/task';
import type { FormDefinition } from '@courtage/contracts/form/define-form';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { type AgreeingForm, formsAgree } from './support/forms-agree.ts';

// DESIGN.md section 9, for the back-office's record forms (companies, contacts, contracts, quotes,
// tasks, compliance, documents, dashboard): support/forms-agree.ts. The messages, offers and
// customer forms are in forms-agree-backoffice-actions.test.ts. Ids in addresses are random: each
// route checks its body before any look-up.

const form = (definition: unknown) => definition as FormDefinition;
const one = () => randomUUID();

const FORMS: AgreeingForm[] = [
  {
    name: 'company (add)',
    form: form(companyForm),
    valid: {
      companyName: 'Atelier Dupont',
      siren: '380129866',
      kind: 'prospect',
      zipCode: '57000',
      town: 'Metz',
      codeNaf: '62.01Z',
      turnover: 250000,
      iban: 'FR7630006000011234567890189',
      creationDate: '2015-03-01',
    },
    method: 'POST',
    url: '/api/v1/entreprise',
    staff: true,
    depth: 1,
  },
  {
    name: 'company (update)',
    form: form(companyForm),
    valid: { companyName: 'Atelier Dupont', siren: '380 129 866', kind: 'client', zipCode: '75001' },
    method: 'PUT',
    url: `/api/v1/entreprise/${one()}`,
    staff: true,
    depth: 1,
  },
  {
    name: 'become client',
    form: form(becomeClientForm),
    valid: { reason: 'Contrat santé collective signé.' },
    method: 'POST',
    url: `/api/v1/entreprise/${one()}/become-client`,
    staff: true,
    depth: 1,
  },
  {
    name: 'company comment',
    form: form(companyCommentForm),
    valid: { text: 'Rappeler le gérant en janvier.' },
    method: 'POST',
    url: `/api/v1/entreprise/${one()}/comments`,
    staff: true,
    depth: 1,
  },
  {
    name: 'compliance item',
    form: form(complianceItemForm),
    valid: {
      item: 'advice',
      date: '2026-01-15',
      documentId: one(),
      reasons: 'Besoin de couvrir les salariés.',
    },
    method: 'PUT',
    url: `/api/v1/entreprise/${one()}/conformite`,
    staff: true,
    depth: 1,
  },
  {
    name: 'contact (add)',
    form: form(contactForm),
    valid: {
      civility: 'Mme',
      name: 'Dupont',
      forename: 'Marie',
      function: 'Gérante',
      email: 'marie.dupont@example.fr',
      phone: '06 12 34 56 78',
      companyId: one(),
    },
    method: 'POST',
    url: '/api/v1/contact',
    staff: true,
    depth: 1,
  },
  {
    name: 'contact (update)',
    form: form(contactForm),
    valid: { civility: 'M.', name: 'Martin', forename: 'Paul', companyId: null },
    method: 'PUT',
    url: `/api/v1/contact/${one()}`,
    staff: true,
    depth: 1,
  },
  {
    name: 'contract (add)',
    form: form(contractForm),
    valid: {
      holderKind: 'company',
      companyId: one(),
      insurer: 'Azuréa',
      product: 'Santé collective',
      policyNumber: 'AZ-2026-001',
      startDate: '2026-01-01',
      renewalDate: '2027-01-01',
      monthlyPremium: 45.5,
      commissionRate: 12.5,
      status: 'actif',
    },
    method: 'POST',
    url: '/api/v1/contrat',
    staff: true,
    depth: 1,
  },
  {
    name: 'contract (update)',
    form: form(contractForm),
    valid: {
      holderKind: 'person',
      contactId: one(),
      insurer: 'Azuréa',
      product: 'Prévoyance',
      policyNumber: 'AZ-2026-002',
      startDate: '2026-02-01',
      renewalDate: '2027-02-01',
      monthlyPremium: 30,
      commissionRate: 10,
      status: 'en_attente',
    },
    method: 'PUT',
    url: `/api/v1/contrat/${one()}`,
    staff: true,
    depth: 1,
  },
  {
    name: 'quote (add)',
    form: form(quoteForm),
    valid: {
      companyId: one(),
      contactId: one(),
      insuranceLine: 'assurance-decennale',
      formula: 'Garantie décennale, franchise 1 000 €',
      insurer: 'Azuréa',
      monthlyPremium: 120.25,
      validUntil: addDays(parisDate(), 200),
      notes: 'Chantiers en Moselle.',
    },
    method: 'POST',
    url: '/api/v1/devis',
    staff: true,
    depth: 1,
  },
  {
    name: 'quote (update)',
    form: form(quoteForm),
    valid: {
      contactId: one(),
      insuranceLine: 'mutuelle-entreprise',
      formula: 'Formule Essentiel',
      monthlyPremium: 80,
      validUntil: addDays(parisDate(), 60),
    },
    method: 'PUT',
    url: `/api/v1/devis/${one()}`,
    staff: true,
    depth: 1,
  },
  {
    name: 'quote status change',
    form: form(quoteStatusForm),
    valid: { status: 'refuse' },
    method: 'PUT',
    url: `/api/v1/devis/${one()}/status`,
    staff: true,
    depth: 1,
  },
  {
    name: 'quote request handling',
    form: form(handleQuoteRequestForm),
    valid: { companyId: one() },
    method: 'POST',
    url: `/api/v1/devis/requests/${one()}/handle`,
    staff: true,
    depth: 1,
  },
  {
    name: 'task (add)',
    form: form(taskForm),
    valid: {
      title: 'Rappeler Mme Dupont',
      dueAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      assigneeId: one(),
      linkedType: 'company',
      linkedId: one(),
    },
    method: 'POST',
    url: '/api/v1/task',
    staff: true,
    depth: 1,
  },
  {
    name: 'task (update)',
    form: form(taskForm),
    valid: {
      title: 'Envoyer le devis',
      dueAt: `${addDays(parisDate(), 6)}T14:00:00+01:00`,
      assigneeId: one(),
    },
    method: 'PUT',
    url: `/api/v1/task/${one()}`,
    staff: true,
    depth: 1,
  },
  {
    name: 'task status change',
    form: form(taskStatusForm),
    valid: { status: 'terminee' },
    method: 'PUT',
    url: `/api/v1/task/${one()}/status`,
    staff: true,
    depth: 1,
  },
  {
    name: 'task reschedule',
    form: form(taskDueForm),
    valid: { dueAt: `${addDays(parisDate(), 1)}T09:00:00+01:00` },
    method: 'PUT',
    url: `/api/v1/task/${one()}/due`,
    staff: true,
    depth: 1,
  },
  {
    name: 'document upload (owner and kind, multipart)',
    form: form(documentUploadForm),
    valid: { ownerType: 'company', ownerId: one(), kind: 'kbis' },
    method: 'POST',
    url: '/api/v1/contact/upload-file',
    send: 'multipart',
    staff: true,
    depth: 1,
  },
  {
    name: 'dashboard period (query string)',
    form: form(dashboardRequestForm),
    valid: { from: '2026-01-01', to: '2026-01-31' },
    method: 'GET',
    url: '/api/v1/dashboards',
    send: 'query',
    staff: true,
    depth: 1,
  },
];

formsAgree('the browser and the gateway agree on the back-office record forms', FORMS);
